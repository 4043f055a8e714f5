import XCTest

@testable import ObsgenCore

/// Helpers for the syntax tests.
enum SyntaxTest {
    /// Parses text as `test.obs`.
    static func parse(_ text: String) -> ParseResult {
        Parser.parse(SourceFile(path: "test.obs", text: text))
    }

    /// Parses raw bytes as `test.obs`.
    static func parse(bytes: [UInt8]) -> ParseResult {
        Parser.parse(SourceFile(path: "test.obs", bytes: bytes))
    }

    /// Each diagnostic as `line:column: message`.
    static func diagnostics(_ result: ParseResult) -> [String] {
        result.diagnostics.map { diagnostic in
            "\(diagnostic.location.map(\.description) ?? "?"): \(diagnostic.message)"
        }
    }

    /// `line:column` of a range's start.
    static func at(_ result: ParseResult, _ range: SourceRange) -> String {
        result.file.source.location(of: range.start).description
    }

    /// The text a range covers.
    static func text(_ result: ParseResult, _ range: SourceRange) -> String {
        result.file.source.text(range)
    }

    /// The single model of a file without errors.
    static func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ModelDecl? {
        let result = parse(text)
        XCTAssertEqual(diagnostics(result), [], file: file, line: line)
        XCTAssertEqual(result.file.models.count, 1, file: file, line: line)
        return result.file.models.first
    }

    /// The members of the first model, as `kind name: type = default` strings.
    static func summary(_ member: MemberDecl) -> String {
        switch member.kind {
        case .property(let p):
            let prefix = (p.isDistinct ? "@distinct " : "") + (p.isConstant ? "let " : "")
            return "\(prefix)\(member.name): \(p.type.text)" + (p.defaultValue.map { " = \($0.text)" } ?? "")
        case .child(let c):
            return "child \(member.name): \(c.model)\(c.isOptional ? "?" : "")" + (c.defaultValue.map { " = \($0.text)" } ?? "")
        case .children(let c):
            let key = c.key.map { "\($0.text): " } ?? ""
            return "children \(member.name): [\(key)\(c.model)]" + (c.defaultValue.map { " = \($0.text)" } ?? "")
        case .derived(let d):
            return "derived \(member.name): \(d.type.text) = \(d.expression.text)"
        case .event(let e):
            let params = e.parameters.map { "\($0.name): \($0.type.text)" }.joined(separator: ", ")
            return "event \(member.name)" + (e.parameters.isEmpty ? "" : "(\(params))")
        }
    }

    /// Summaries of every member of a model.
    static func summaries(_ model: ModelDecl?) -> [String] {
        (model?.members ?? []).map(summary)
    }

    /// The default or derived expression of a member.
    static func expression(_ member: MemberDecl) -> ExpressionText? {
        switch member.kind {
        case .property(let p): return p.defaultValue
        case .child(let c): return c.defaultValue
        case .children(let c): return c.defaultValue
        case .derived(let d): return d.expression
        case .event: return nil
        }
    }

    /// References of an expression as `name` or `.name` (after a dot).
    static func references(_ expression: ExpressionText?) -> [String] {
        (expression?.references ?? []).map { ($0.afterDot ? "." : "") + $0.name.text }
    }
}
