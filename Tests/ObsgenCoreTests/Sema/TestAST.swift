@testable import ObsgenCore

// A small test-only builder: describe declarations, and `obsFile` lays them out as real
// `.obs` text, so every identifier's range points at its own text in the fake source.

/// A declaration to lay out.
enum TDecl {
    case model(name: String, attributes: [AttributeKind], members: [TMember])
    case events(name: String, attributes: [AttributeKind], cases: [TCase])
}

/// A model member to lay out.
struct TMember {
    enum Kind {
        case property(type: String, defaultValue: String?, isConstant: Bool)
        case child(model: String, isOptional: Bool)
        case children(model: String)
        case derived(type: String, expression: String)
        case event(parameters: [(String, String)])
    }
    var name: String
    var attributes: [AttributeKind]
    var kind: Kind
}

/// An events-bus case to lay out.
struct TCase {
    var name: String
    var parameters: [(String, String)]
}

func model(_ name: String, _ attributes: AttributeKind..., members: [TMember] = []) -> TDecl {
    .model(name: name, attributes: attributes, members: members)
}

func events(_ name: String, _ attributes: AttributeKind..., cases: [TCase] = []) -> TDecl {
    .events(name: name, attributes: attributes, cases: cases)
}

func prop(_ name: String, _ type: String, default value: String? = nil, _ attributes: AttributeKind...) -> TMember {
    TMember(name: name, attributes: attributes, kind: .property(type: type, defaultValue: value, isConstant: false))
}

func constant(_ name: String, _ type: String, default value: String? = nil, _ attributes: AttributeKind...) -> TMember {
    TMember(name: name, attributes: attributes, kind: .property(type: type, defaultValue: value, isConstant: true))
}

func child(_ name: String, _ model: String, optional: Bool = false) -> TMember {
    TMember(name: name, attributes: [], kind: .child(model: model, isOptional: optional))
}

func children(_ name: String, _ model: String) -> TMember {
    TMember(name: name, attributes: [], kind: .children(model: model))
}

func derived(_ name: String, _ type: String, _ expression: String) -> TMember {
    TMember(name: name, attributes: [], kind: .derived(type: type, expression: expression))
}

func event(_ name: String, _ parameters: (String, String)...) -> TMember {
    TMember(name: name, attributes: [], kind: .event(parameters: parameters))
}

func eventCase(_ name: String, _ parameters: (String, String)...) -> TCase {
    TCase(name: name, parameters: parameters)
}

/// Lays the declarations out as `.obs` text at `path` and returns the file.
func obsFile(_ path: String, _ declarations: TDecl...) -> ObsFile {
    var layout = TextLayout()
    let built = declarations.map { layout.declaration($0) }
    return ObsFile(source: SourceFile(path: path, text: layout.text), imports: [], declarations: built)
}

/// Checks the files of one run.
func check(_ files: ObsFile...) -> [Diagnostic] {
    Checker.check(files)
}

extension Diagnostic {
    /// The text the diagnostic points at.
    var rangeText: String? {
        guard let file, let range else { return nil }
        return file.text(range)
    }
}

/// Writes text and hands out the ranges of what it wrote.
private struct TextLayout {
    var text = ""

    mutating func write(_ piece: String) -> SourceRange {
        let start = text.utf8.count
        text += piece
        return SourceRange(start: start, end: text.utf8.count)
    }

    mutating func identifier(_ name: String) -> Identifier { Identifier(name, range: write(name)) }

    mutating func attributes(_ kinds: [AttributeKind], separator: String) -> [Attribute] {
        kinds.map { kind in
            defer { _ = write(separator) }
            return Attribute(kind: kind, range: write("@" + kind.rawValue))
        }
    }

    mutating func declaration(_ declaration: TDecl) -> Declaration {
        let start = text.utf8.count
        switch declaration {
        case .model(let name, let attributeKinds, let members):
            let attributes = attributes(attributeKinds, separator: "\n")
            _ = write("model ")
            let identifier = identifier(name)
            _ = write(" {\n")
            let built = members.map { member($0) }
            _ = write("}\n")
            let range = SourceRange(start: start, end: text.utf8.count)
            return .model(ModelDecl(doc: nil, attributes: attributes, name: identifier, members: built, range: range))
        case .events(let name, let attributeKinds, let cases):
            let attributes = attributes(attributeKinds, separator: "\n")
            _ = write("events ")
            let identifier = identifier(name)
            _ = write(" {\n")
            let built = cases.map { eventCase in
                let caseStart = text.utf8.count
                _ = write("    ")
                let caseName = self.identifier(eventCase.name)
                let parameters = parameterList(eventCase.parameters)
                let caseRange = SourceRange(start: caseStart, end: text.utf8.count)
                _ = write("\n")
                return EventCaseDecl(doc: nil, name: caseName, parameters: parameters, range: caseRange)
            }
            _ = write("}\n")
            let range = SourceRange(start: start, end: text.utf8.count)
            return .events(EventsDecl(doc: nil, attributes: attributes, name: identifier, cases: built, range: range))
        }
    }

    mutating func member(_ member: TMember) -> MemberDecl {
        _ = write("    ")
        let start = text.utf8.count
        let attributes = attributes(member.attributes, separator: " ")
        let kind: MemberKind
        let name: Identifier
        switch member.kind {
        case .property(let type, let defaultValue, let isConstant):
            if isConstant { _ = write("let ") }
            name = identifier(member.name)
            let typeText = typeAfterColon(type)
            kind = .property(PropertyDecl(
                attributes: attributes, isConstant: isConstant, type: typeText, defaultValue: defaultValue.map { expression($0) }))
        case .child(let model, let isOptional):
            _ = write("child ")
            name = identifier(member.name)
            _ = write(": ")
            let modelName = identifier(model)
            if isOptional { _ = write("?") }
            kind = .child(ChildDecl(model: modelName, isOptional: isOptional, defaultValue: nil))
        case .children(let model):
            _ = write("children ")
            name = identifier(member.name)
            _ = write(": [")
            let modelName = identifier(model)
            _ = write("]")
            kind = .children(ChildrenDecl(model: modelName, defaultValue: nil))
        case .derived(let type, let source):
            _ = write("derived ")
            name = identifier(member.name)
            let typeText = typeAfterColon(type)
            kind = .derived(DerivedDecl(type: typeText, expression: expression(source)))
        case .event(let parameters):
            _ = write("event ")
            name = identifier(member.name)
            kind = .event(EventDecl(parameters: parameterList(parameters)))
        }
        let range = SourceRange(start: start, end: text.utf8.count)
        _ = write("\n")
        return MemberDecl(doc: nil, name: name, kind: kind, range: range)
    }

    mutating func typeAfterColon(_ type: String) -> TypeText {
        _ = write(": ")
        return TypeText(type, range: write(type))
    }

    /// ` = <source>` with the references a parser would find.
    mutating func expression(_ source: String) -> ExpressionText {
        _ = write(" = ")
        let range = write(source)
        return ExpressionText(source, range: range, references: references(in: source, at: range.start))
    }

    mutating func parameterList(_ parameters: [(String, String)]) -> [Parameter] {
        guard !parameters.isEmpty else { return [] }
        _ = write("(")
        let built = parameters.enumerated().map { index, parameter in
            if index > 0 { _ = write(", ") }
            let name = identifier(parameter.0)
            return Parameter(name: name, type: typeAfterColon(parameter.1))
        }
        _ = write(")")
        return built
    }
}

/// The identifiers of a Swift expression outside string literals, as the parser reports
/// them: `afterDot` when a `.` precedes the identifier and that `.` does not follow `self`.
func references(in source: String, at offset: Int) -> [ExpressionReference] {
    let bytes = Array(source.utf8)
    func isHead(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    func isBody(_ byte: UInt8) -> Bool { isHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
    var result: [ExpressionReference] = []
    var previousToken = ""  // the last identifier or punctuation seen
    var beforePrevious = ""
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            index += 1
            (beforePrevious, previousToken) = (previousToken, "\"\"")
        } else if isHead(byte) {
            let start = index
            while index < bytes.count, isBody(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            let afterDot = previousToken == "." && beforePrevious != "self"
            let range = SourceRange(start: offset + start, end: offset + index)
            result.append(ExpressionReference(name: Identifier(name, range: range), afterDot: afterDot))
            (beforePrevious, previousToken) = (previousToken, name)
        } else if byte == UInt8(ascii: " ") {
            index += 1
        } else {
            (beforePrevious, previousToken) = (previousToken, String(UnicodeScalar(byte)))
            index += 1
        }
    }
    return result
}
