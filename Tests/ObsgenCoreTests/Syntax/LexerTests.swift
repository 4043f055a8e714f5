import XCTest

@testable import ObsgenCore

/// The declaration-level lexer on its own.
final class LexerTests: XCTestCase {
    /// Every token of a text, as `kind:text` strings, and the lexer's issues.
    private func lex(_ text: String) -> (tokens: [String], issues: [String]) {
        let source = SourceBytes(Array(text.utf8))
        var lexer = Lexer(source: source)
        var tokens: [String] = []
        while true {
            let token = lexer.next()
            let text = source.string(token.nameStart, token.nameEnd)
            switch token.kind {
            case .endOfFile: return (tokens, lexer.issues.map(\.message))
            case .identifier: tokens.append(token.isBackticked ? "id:`\(text)`" : "id:\(text)")
            case .punctuation: tokens.append(text)
            case .newline: tokens.append("NL")
            case .string: tokens.append("str:\(text)")
            case .number: tokens.append("num:\(text)")
            case .other: tokens.append("other:\(text)")
            }
        }
    }

    func testPunctuationIdentifiersAndNewlines() {
        XCTAssertEqual(lex("{ } ( ) [ ] < > : ; , = ? @ .").tokens, ["{", "}", "(", ")", "[", "]", "<", ">", ":", ";", ",", "=", "?", "@", "."])
        XCTAssertEqual(lex("model A_1 {\n  `default` x\n}").tokens, ["id:model", "id:A_1", "{", "NL", "id:`default`", "id:x", "NL", "}"])
        XCTAssertEqual(lex("Größe 名前 🐶 é").tokens, ["id:Größe", "id:名前", "id:🐶", "id:é"])
        XCTAssertEqual(lex("-> + 42 → \"s\\\"}\" #\"raw\"#").tokens, ["other:-", ">", "other:+", "num:42", "other:→", "str:\"s\\\"}\"", "str:#\"raw\"#"])
    }

    func testCommentsAreSkipped() {
        XCTAssertEqual(lex("a // c\nb /* x /* nested */ still */ c").tokens, ["id:a", "NL", "id:b", "id:c"])
        XCTAssertEqual(lex("a /* never closed").issues, ["unterminated '/*' comment"])
        XCTAssertEqual(lex("` x").issues, ["expected an identifier between backticks"])
    }

    func testDocCommentsAttachToTheNextToken() {
        let source = SourceBytes(Array("/// one  \n///two\nmodel\n/// gone\n\nx\n/// gone too\n// plain\ny\ny2 /// not a doc\nz".utf8))
        var lexer = Lexer(source: source)
        var docs: [String] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind == .identifier {
                docs.append(source.string(token.start, token.end) + ":" + (token.doc?.lines.joined(separator: "|") ?? "-"))
            }
        }
        XCTAssertEqual(docs, ["model: one|two", "x:-", "y:-", "y2:-", "z:-"])
    }

    func testFirstOnLine() {
        let source = SourceBytes(Array("a b\n  c".utf8))
        var lexer = Lexer(source: source)
        var flags: [Bool] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind == .identifier { flags.append(token.isFirstOnLine) }
        }
        XCTAssertEqual(flags, [true, false, true])
    }

    func testKeywordNamedPropertiesAndDeclarationWords() {
        let model = SyntaxTest.model("model A {\n  model: Int\n  events: Int\n  import: String\n  case: Int\n}")
        XCTAssertEqual(model?.members.map(\.name.text), ["model", "events", "import", "case"])
    }
}
