import XCTest

@testable import ObsgenCore

/// Verbatim type and expression text: balancing, strings, comments, references.
final class TextScanningTests: XCTestCase {
    /// The members of `model M { <body> }` summarised.
    private func members(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        SyntaxTest.summaries(SyntaxTest.model("model M {\n\(body)\n}", file: file, line: line))
    }

    /// The default text and references of the first member of `model M { <body> }`.
    private func defaultOf(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> (String?, [String]) {
        let model = SyntaxTest.model("model M {\n\(body)\n}", file: file, line: line)
        let expression = model?.members.first.flatMap(SyntaxTest.expression)
        return (expression?.text, SyntaxTest.references(expression))
    }

    func testTypeTexts() {
        XCTAssertEqual(members("""
            a: [String: Int]
            b: (Int, Int)=(0, 0)
            c: Set<String>?
            d: Result<Data, any Error>
            e: (Int) -> Void
            f: [String: (Int) -> Void] = [:]
            g: @Sendable (Int, String) async throws -> [Int]?
            h: Dictionary<String, Array<(Int) -> Set<Int>>>   // trailing comment
            i: (
                Int,
                String
            )
            j: Int /* block */ = 1
            """), [
            "a: [String: Int]", "b: (Int, Int) = (0, 0)", "c: Set<String>?", "d: Result<Data, any Error>",
            "e: (Int) -> Void", "f: [String: (Int) -> Void] = [:]", "g: @Sendable (Int, String) async throws -> [Int]?",
            "h: Dictionary<String, Array<(Int) -> Set<Int>>>", "i: (\n    Int,\n    String\n)", "j: Int = 1",
        ])
    }

    func testStringsDoNotEndOrConfuseExpressions() {
        XCTAssertEqual(defaultOf(#"a: String = "a // b = c""#).0, #""a // b = c""#)
        XCTAssertEqual(defaultOf(#"a: String = "}""#).0, #""}""#)
        XCTAssertEqual(defaultOf(#"a: String = "\(x == 1 ? ")" : "(")" // note"#).0, #""\(x == 1 ? ")" : "(")""#)
        XCTAssertEqual(defaultOf(#"a: String = "\(x == 1 ? ")" : "(")" // note"#).1, ["x"])
        XCTAssertEqual(defaultOf(#"a: String = "say \"hi\" \\" + name"#).1, ["name"])
        XCTAssertEqual(defaultOf(#"a: String = "\(f("\(g(y))"))" + z"#).1, ["f", "g", "y", "z"])
        XCTAssertEqual(defaultOf(#"a: String = "text with words and self.x""#).1, [])
    }

    func testOneLineModelEndsAtBraceAfterString() {
        let model = SyntaxTest.model(#"model P { caption: String = "}" }"#)
        XCTAssertEqual(SyntaxTest.summaries(model), [#"caption: String = "}""#])
    }

    func testRawAndMultilineStrings() {
        XCTAssertEqual(defaultOf(##"a: String = #"raw "quoted" \(notCode) \#(code)"# + tail"##).1, ["code", "tail"])
        XCTAssertEqual(defaultOf(###"a: String = ##"a "# still"##"###).0, ###"##"a "# still"##"###)
        let multi = #"""
            a: String = """
                line one "quoted" // not a comment
                } ) ] \(value)
                """ + rest
            b: Int = 1
            """#
        let model = SyntaxTest.model("model M {\n\(multi)\n}")
        XCTAssertEqual(model?.members.map(\.name.text), ["a", "b"])
        let expression = model?.members.first.flatMap(SyntaxTest.expression)
        XCTAssertEqual(SyntaxTest.references(expression), ["value", "rest"])
        XCTAssertTrue(expression?.text.hasPrefix("\"\"\"\n") ?? false)
        XCTAssertTrue(expression?.text.hasSuffix("\"\"\" + rest") ?? false)
    }

    func testMultiLineExpressions() {
        let model = SyntaxTest.model("""
            model M {
                derived total: Int = items.reduce(0) { sum, item in
                    sum + item.size   // comment inside
                }
                list: [Int] = [
                    1, 2,
                    /* three */ 3,
                ]
                next: Int = 1
            }
            """)
        XCTAssertEqual(model?.members.map(\.name.text), ["total", "list", "next"])
        let total = model?.members.first.flatMap(SyntaxTest.expression)
        XCTAssertEqual(total?.text, "items.reduce(0) { sum, item in\n        sum + item.size   // comment inside\n    }")
        XCTAssertEqual(SyntaxTest.references(total), ["items", ".reduce", "sum", "item", "in", "sum", "item", ".size"])
    }

    func testCommentsAreNotPartOfReferencesOrTrailingText() {
        let (text, refs) = defaultOf("derived d: Int = a /* b */ + c // d e f")
        XCTAssertEqual(text, "a /* b */ + c")
        XCTAssertEqual(refs, ["a", "c"])
    }

    func testReferencesAndAfterDot() {
        XCTAssertEqual(defaultOf("derived d: Int = self.total + other.count").1, ["self", "total", "other", ".count"])
        XCTAssertEqual(defaultOf("derived d: Int = self . total + a . b").1, ["self", "total", "a", ".b"])
        XCTAssertEqual(defaultOf("derived d: Bool = progress.0 >= progress.1").1, ["progress", "progress"])
        XCTAssertEqual(defaultOf("derived d: Int = x?.count ?? y!.z").1, ["x", ".count", "y", ".z"])
        XCTAssertEqual(defaultOf("derived d: [Int] = Array(0..<count) + Array(1...max)").1, ["Array", "count", "Array", "max"])
        XCTAssertEqual(defaultOf("derived d: Int = items.map { $0.size }.count").1, ["items", ".map", "$0", ".size", ".count"])
        XCTAssertEqual(defaultOf("derived d: Int = `default` + 1.5e-3 + 0x1F").1, ["default"])
        XCTAssertEqual(defaultOf("derived d: Mode = .none").1, [".none"])
        XCTAssertEqual(defaultOf("derived d: Bool = #available(macOS 14, *) && flag").1, ["macOS", "flag"])
    }

    func testReferenceRanges() {
        let result = SyntaxTest.parse("model M {\n  derived d: Int = self.total + other.count\n}")
        let refs = result.file.models.first.flatMap { SyntaxTest.expression($0.members[0]) }?.references ?? []
        XCTAssertEqual(refs.map { SyntaxTest.at(result, $0.name.range) }, ["2:20", "2:25", "2:33", "2:39"])
        XCTAssertEqual(refs.map { SyntaxTest.text(result, $0.name.range) }, ["self", "total", "other", "count"])
        XCTAssertEqual(refs.map(\.afterDot), [false, false, false, true])
    }

    func testExpressionTextRange() {
        let result = SyntaxTest.parse("model M {\n  x: Int =   1 + 2   // c\n}")
        let expression = result.file.models.first.flatMap { SyntaxTest.expression($0.members[0]) }
        XCTAssertEqual(expression.map { SyntaxTest.at(result, $0.range) }, "2:14")
        XCTAssertEqual(expression.map { SyntaxTest.text(result, $0.range) }, "1 + 2")
    }
}
