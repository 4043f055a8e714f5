import XCTest

@testable import ObsgenCore

/// Invalid input and the limits of `Limits`: an error at the right place, never a crash.
final class EncodingAndLimitTests: XCTestCase {
    func testInvalidUTF8IsReportedAtItsByte() {
        let bytes = Array("model A {\n  x: Int = ".utf8) + [0xFF, 0xFE] + Array("\n  y: Int\n}\n".utf8)
        let result = SyntaxTest.parse(bytes: bytes)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["2:11: expected an expression after '='", "2:12: invalid UTF-8 byte 0xFF"])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["y"])
    }

    func testMalformedSequences() {
        let cases: [([UInt8], String)] = [
            ([0x80], "1:3: invalid UTF-8 byte 0x80"),  // lone continuation
            ([0xC0, 0xAF], "1:3: invalid UTF-8 byte 0xC0"),  // overlong
            ([0xED, 0xA0, 0x80], "1:3: invalid UTF-8 byte 0xED"),  // surrogate
            ([0xF4, 0x90, 0x80, 0x80], "1:3: invalid UTF-8 byte 0xF4"),  // above U+10FFFF
            ([0xE2, 0x82], "1:3: invalid UTF-8 byte 0xE2"),  // truncated
            ([0x0F], ""),
        ]
        for (bad, expected) in cases {
            let result = SyntaxTest.parse(bytes: Array("//".utf8) + bad + Array("\nmodel A {}".utf8))
            XCTAssertEqual(SyntaxTest.diagnostics(result), expected.isEmpty ? [] : [expected], "\(bad)")
            XCTAssertEqual(result.file.models.count, 1)
        }
        // Valid multi-byte text in comments and strings is fine.
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("// ✓ 日本語 🐶\nmodel A { s: String = \"é\" }")), [])
    }

    func testNULBytes() {
        let bytes = Array("model A {\n  x: Int\n".utf8) + [0, 0] + Array("  y: Int\n}\n".utf8)
        let result = SyntaxTest.parse(bytes: bytes)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["3:1: NUL byte in source"])
        XCTAssertEqual(result.diagnostics.first?.range, SourceRange(start: 19, end: 21))
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["x", "y"])
    }

    func testFileTooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: Limits.maxFileSize + 1)
        let result = SyntaxTest.parse(bytes: bytes)
        XCTAssertEqual(SyntaxTest.diagnostics(result), ["1:1: file too large: 16777217 bytes (limit 16 MiB)"])
        XCTAssertTrue(result.file.declarations.isEmpty)
    }

    func testTwentyThousandParenthesesGiveTheNestingError() {
        let deep = String(repeating: "(", count: 20_000)
        let expression = SyntaxTest.parse("model A {\n  x: Int = \(deep)\n  y: Int\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(expression), ["2:268: nesting too deep (over 256 levels)"])
        XCTAssertEqual(expression.file.models.first?.members.map(\.name.text), ["y"])

        let type = SyntaxTest.parse("model A {\n  x: \(deep)\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(type), ["2:262: nesting too deep (over 256 levels)"])

        let strings = String(repeating: "\"\\(", count: 20_000)
        let interpolation = SyntaxTest.parse("model A { x: String = \(strings) }")
        // The rest of the line is skipped, the model's `}` with it.
        XCTAssertEqual(SyntaxTest.diagnostics(interpolation), ["1:407: nesting too deep (over 256 levels)", "1:60025: '}' expected at end of model 'A'"])

        let topLevel = SyntaxTest.parse(deep + "\n" + String(repeating: "[", count: 20_000))
        XCTAssertEqual(SyntaxTest.diagnostics(topLevel), ["1:1: expected a declaration: 'model', 'events' or 'import'"])

        let balanced = String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256)
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A { x: Int = \(balanced) }")), [])
    }

    func testIdentifierTooLong() {
        let long = String(repeating: "a", count: Limits.maxIdentifierLength + 1)
        let ok = String(repeating: "b", count: Limits.maxIdentifierLength)
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  \(ok): Int\n}")), [])
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  \(long): Int\n}")), ["2:3: identifier too long (over 1024 bytes)"])
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  x: Int = \(long)\n}")), ["2:12: identifier too long (over 1024 bytes)"])
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  x: \(long)\n}")), ["2:6: identifier too long (over 1024 bytes)"])
    }

    func testTooManyErrorsStops() {
        let text = String(repeating: "model A {\n  x Int\n}\n", count: Limits.maxDiagnosticsPerFile + 50)
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(result.diagnostics.count, Limits.maxDiagnosticsPerFile + 1)
        XCTAssertEqual(result.diagnostics.last?.message, "too many errors (over 500), stopping here")
    }

    func testLargeFileParsesAllModels() {
        var text = "import Foundation\n"
        var count = 0
        while text.utf8.count < 5_000_000 {
            text += """
                /// Model number \(count).
                @distinct
                model M\(count) {
                    progress: (Int, Int) = (0, 100)
                    title: String = "title \\(\(count)) // not a comment"
                    child settings: Settings\(count)?
                    children parts: [Part] = []
                    derived isDone: Bool = progress.0 >= progress.1 && title.isEmpty
                    event failed(reason: String, code: Int)
                }

                """
            count += 1
        }
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.file.models.count, count)
        XCTAssertEqual(result.file.models.last?.members.count, 6)
        XCTAssertEqual(result.file.models.last?.name.text, "M\(count - 1)")
    }
}
