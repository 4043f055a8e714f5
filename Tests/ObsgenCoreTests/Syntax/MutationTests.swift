import XCTest

@testable import ObsgenCore

/// Seeded random damage to a valid file: the parser must never trap, hang or report a
/// position outside the file.
final class MutationTests: XCTestCase {
    static let base = SpecExampleTests.example + ##"""

        model Extra {
            a: String = "a // b = c \(x == 1 ? ")" : "(") }"
            b: String = #"raw \#(code) "quoted""#
            c: String = """
                multi "line" } ) ]
                """
            /* nested /* block */ comment */
            derived d: Int = items.reduce(0) { sum, item in
                sum + item.size
            }
            e: [String: (Int) -> Void] = [:]
            `default`: Int = 0; child: Int = 1
            event e(f: (Int) -> Void, g: Result<Data, any Error>)
        }
        """##

    /// Bytes that matter to the grammar, plus invalid and multi-byte ones.
    static let alphabet: [[UInt8]] = "{}()[]<>:;,=?@.\"\\#/*` \n\tax0_".utf8.map { [$0] }
        + [[0xFF], [0x00], [0xC3, 0xA9], [0xE2, 0x86, 0x92], [0xF0, 0x9F, 0x90, 0xB6], Array("\"\"\"".utf8),
           Array("model".utf8), Array("child".utf8), Array("\\(".utf8), Array("/*".utf8), Array("*/".utf8), Array("//".utf8)]

    func testTwoThousandSeededEditsNeverCrashOrHang() {
        var random = SplitMix64(state: 0x0B5_6E11)
        let original = Array(Self.base.utf8)
        var bytes = original
        var diagnosticsSeen = 0
        for round in 0..<2_000 {
            if round % 40 == 0 { bytes = original }
            mutate(&bytes, &random)
            let source = SourceFile(path: "mutant.obs", bytes: bytes)
            let result = Parser.parse(source)
            diagnosticsSeen += result.diagnostics.count
            for diagnostic in result.diagnostics {
                let range = try? XCTUnwrap(diagnostic.range)
                XCTAssertNotNil(range)
                if let range { XCTAssertTrue(range.start >= 0 && range.end <= bytes.count, "round \(round): \(diagnostic.message)") }
                XCTAssertFalse(diagnostic.message.isEmpty)
            }
            for model in result.file.models {
                XCTAssertTrue(model.range.end <= bytes.count && model.name.range.end <= bytes.count)
                for member in model.members { XCTAssertTrue(member.range.start >= model.range.start && member.range.end <= bytes.count) }
            }
        }
        XCTAssertGreaterThan(diagnosticsSeen, 1_000)  // the edits really did damage
    }

    /// One random edit: delete, insert, replace or duplicate a span.
    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let position = random.below(bytes.count + 1)
        let length = 1 + random.below(12)
        let end = min(bytes.count, position + length)
        switch random.below(4) {
        case 0:
            bytes.removeSubrange(position..<end)
        case 1:
            bytes.insert(contentsOf: Self.alphabet[random.below(Self.alphabet.count)], at: position)
        case 2:
            bytes.replaceSubrange(position..<end, with: Self.alphabet[random.below(Self.alphabet.count)])
        default:
            let span = Array(bytes[position..<end])
            bytes.insert(contentsOf: span, at: random.below(bytes.count + 1))
        }
    }
}
