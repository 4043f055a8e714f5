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

    private static let scalarNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool",
    ]
}
