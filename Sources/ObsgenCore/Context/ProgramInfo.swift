/// Facts about all the models of one run that the context of any one file needs: which
/// model names exist, which models can be built with no arguments, which `Change` cases
/// close a recursion (and so must be `indirect`).
struct ProgramInfo: Sendable {
    /// Every model of the run by name.
    let models: [String: ModelDecl]
    /// The strongly connected component of each model in the graph of child / optional
    /// child / children members.
    private let component: [String: Int]
    /// Models whose memberwise `init` has a default for every parameter.
    private let buildable: Set<String>
    /// `Codable` models whose `Snapshot` is `Equatable`.
    private let equatableSnapshots: Set<String>

    /// Gathers the facts from every parsed file of the run. Linear in the number of members.
    init(files: [ObsFile]) {
        var models: [String: ModelDecl] = [:]
        var order: [String] = []
        for file in files {
            for model in file.models where models[model.name.text] == nil {
                models[model.name.text] = model
                order.append(model.name.text)
            }
        }
        self.models = models
        self.component = ModelGraph.components(order: order) { name in
            (models[name]?.members ?? []).compactMap { member in
                Self.childModel(of: member).flatMap { models[$0] == nil ? nil : $0 }
            }
        }
        self.buildable = Self.buildableModels(models, order: order)
        self.equatableSnapshots = Self.equatableSnapshotModels(models)
    }

    /// True when model `name`'s `Snapshot` can be `Equatable`.
    func isSnapshotEquatable(_ name: String) -> Bool {
        equatableSnapshots.contains(name)
    }

    /// The `Codable` models whose coded properties are all of known `Equatable` types (or
    /// `@distinct`, which Swift holds to `Equatable`) and whose children's models are such
    /// models too: the greatest such set, so that models holding each other qualify.
    private static func equatableSnapshotModels(_ models: [String: ModelDecl]) -> Set<String> {
        var result = Set<String>()
        var children: [String: [String]] = [:]
        for (name, model) in models where ConformanceChecks.coding(of: model).count == 2 {
            let ownMembersQualify = model.members.allSatisfy { member in
                guard case .property(let property) = member.kind, !member.modifiers.isIgnored, !member.modifiers.isWeak else { return true }
                return property.isDistinct || TypeFacts.isKnownEquatable(property.type.text)
            }
            guard ownMembersQualify else { continue }
            result.insert(name)
            children[name] = model.members.compactMap(childModel(of:))
        }
        var changed = true
        while changed {
            changed = false
            for name in result where children[name, default: []].contains(where: { !result.contains($0) }) {
                result.remove(name)
                changed = true
            }
        }
        return result
    }

    /// True when the `Change` case for a member of `model` holding `child` must be `indirect`:
    /// the child's `Change` can contain `model`'s `Change` again (they are in one cycle).
    func isRecursive(from model: String, to child: String) -> Bool {
        guard let a = component[model], let b = component[child] else { return child == model }
        return a == b
    }

    /// True when `Model()` compiles: every stored member has a default.
    func isBuildableWithoutArguments(_ model: String) -> Bool {
        buildable.contains(model)
    }

    /// The model a child or children member refers to, if it is a member of that kind.
    static func childModel(of member: MemberDecl) -> String? {
        switch member.kind {
        case .child(let child): return child.model.text
        case .children(let children): return children.model.text
        default: return nil
        }
    }

    /// The required children (non-optional, no default) that decide whether a model can be
    /// built with no arguments, or nil when another member already prevents it.
    private static func requiredChildren(_ model: ModelDecl) -> [String]? {
        var required: [String] = []
        for member in model.members {
            switch member.kind {
            case .property(let property):
                if property.defaultValue == nil && !TypeFacts.isOptional(property.type.text) { return nil }
            case .child(let child):
                if child.defaultValue == nil && !child.isOptional { required.append(child.model.text) }
            case .children, .derived, .event:
                break
            }
        }
        return required
    }

    /// Memoised walk over required children; a cycle (an error the checker reports) counts
    /// as not buildable. Iterative, so long chains cannot exhaust the stack.
    private static func buildableModels(_ models: [String: ModelDecl], order: [String]) -> Set<String> {
        var known: [String: Bool] = [:]
        for root in order where known[root] == nil {
            var stack: [(name: String, expanded: Bool)] = [(root, false)]
            var onPath = Set<String>()
            while let (name, expanded) = stack.popLast() {
                if known[name] != nil { continue }
                guard let model = models[name], let required = requiredChildren(model) else {
                    known[name] = false
                    onPath.remove(name)
                    continue
                }
                if expanded {
                    known[name] = required.allSatisfy { known[$0] == true }
                    onPath.remove(name)
                } else if onPath.contains(name) {
                    known[name] = false
                } else {
                    onPath.insert(name)
                    stack.append((name, true))
                    for child in required where known[child] == nil && !onPath.contains(child) { stack.append((child, false)) }
                    for child in required where onPath.contains(child) { known[child] = false }
                }
            }
        }
        return Set(known.filter(\.value).keys)
    }
}

/// What obsgen can tell about a type from its text alone.
enum TypeFacts {
    /// `T?` or `Optional<T>`: a missing default means `nil`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// The type an optional wraps (`T` for `T?`, `Optional<T>`, `Swift.Optional<T>`); other
    /// types unchanged.
    static func wrapped(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        for prefix in ["Optional<", "Swift.Optional<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast())
        }
        return type
    }

    /// A tuple type as written, `(Int, Int)` or `(done: Int, total: Int)`: parentheses around
    /// the whole text with a comma directly inside them (not a function type, an optional,
    /// or a type in parentheses). A tuple spelled through a typealias is not recognised.
    static func isTuple(_ type: String) -> Bool {
        let bytes = Array(type.utf8)
        guard bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return false }
        var depth = 0
        var hasComma = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">") where offset > 0 && bytes[offset - 1] == UInt8(ascii: "-"): break
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 && offset < bytes.count - 1 { return false }
            case UInt8(ascii: ","): hasComma = hasComma || depth == 1
            default: break
            }
        }
        return hasComma
    }

    /// `Bool`: the property also gets a `BoolFilter` observer.
    static func isBool(_ type: String) -> Bool {
        type == "Bool" || type == "Swift.Bool"
    }

    /// The standard library's fixed-size scalars (and optionals of them): mutating one in
    /// place saves nothing over a read and a store, so its property gets no `_modify`.
    static func isScalar(_ type: String) -> Bool {
        let name = wrapped(type)
        let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
        return scalarNames.contains(bare)
    }

    /// True when the type text names a type known to be `Equatable`: the standard library's
    /// and Foundation's value types (`Int`, `String`, `Date`, `UUID`, `URL`, `Data`, …), and
    /// optionals, arrays, sets and dictionaries of them. Any other name is not known (an app's
    /// own type may not be `Equatable`), nor is a tuple.
    static func isKnownEquatable(_ type: String) -> Bool {
        var text = Substring(type).trimmingSpaces
        if text.hasSuffix("?") || text.hasSuffix("!") { return isKnownEquatable(String(text.dropLast())) }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            guard let colon = topLevelColon(inner) else { return isKnownEquatable(String(inner)) }
            return isKnownEquatable(String(inner[..<colon])) && isKnownEquatable(String(inner[inner.index(after: colon)...]))
        }
        for prefix in ["Swift.", "Foundation."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let arguments = splitTopLevel(text[text.index(after: open)..<text.index(before: text.endIndex)])
            switch text[..<open] {
            case "Optional", "Array", "Dictionary": return arguments.allSatisfy { isKnownEquatable(String($0)) }
            case "Set": return true
            default: return false
            }
        }
        return equatableNames.contains(String(text))
    }

    /// The names `isKnownEquatable` knows.
    private static let equatableNames: Set<String> = scalarNames.union([
        "String", "Character", "Substring", "Date", "UUID", "URL", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone",
    ])

    /// The position of the first `:` not inside brackets.
    private static func topLevelColon(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// `text` split at the commas not inside brackets.
    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    private static let scalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool",
    ]
}

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
