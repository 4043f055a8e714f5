import Foundation
import ObsgenCore
import XCTest

/// Thousands of seeded random edits of every fixture input, each run through the whole
/// pipeline (parse, check, context, templates): the result is either files or errors that
/// point into the input — never a crash, a hang, or an error-free empty result.
final class PipelineMutationTests: XCTestCase {
    func testRandomEditsOfTheFixturesNeverCrashThePipeline() throws {
        let inputs = try fixtureInputs()
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        var generator = SplitMix64(seed: 0x0b5_9e4)
        var succeeded = 0
        var failed = 0
        for round in 0..<2_000 {
            let (name, original) = inputs[round % inputs.count]
            let mutated = Mutator.mutate(original, edits: 1 + Int(generator.next() % 4), using: &generator)
            let source = SourceFile(path: "\(name)#\(round)", bytes: mutated)
            let result = Generator.generate([source])
            if result.succeeded {
                succeeded += 1
                XCTAssertFalse(result.files.isEmpty, "round \(round): success without files")
            } else {
                failed += 1
                XCTAssertTrue(result.files.isEmpty, "round \(round): files written despite errors")
                for diagnostic in result.diagnostics where diagnostic.severity == .error {
                    XCTAssertFalse(diagnostic.message.isEmpty)
                    if let range = diagnostic.range {
                        XCTAssertLessThanOrEqual(range.end, mutated.count, "round \(round): range past the end")
                    }
                }
            }
        }
        // Both outcomes must occur, or the edits are not exercising anything.
        XCTAssertGreaterThan(succeeded, 100)
        XCTAssertGreaterThan(failed, 100)
    }

    private func fixtureInputs() throws -> [(String, [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Golden")
        var result: [(String, [UInt8])] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let dir = root.appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.sorted() ?? [] where file.hasSuffix(".obs") {
                let url = dir.appendingPathComponent(file).resolvingSymlinksInPath()
                if let data = FileManager.default.contents(atPath: url.path), !result.contains(where: { $0.1 == Array(data) }) {
                    result.append((folder + "/" + file, Array(data)))
                }
            }
        }
        return result
    }
}

/// Byte-level edits that keep some structure: delete, insert a token, duplicate or swap spans.
enum Mutator {
    static let tokens: [[UInt8]] = ["{", "}", "(", ")", "[", "]", "<", ">", ":", "=", "?", ";", "\n", "\"", "\\(", "//", "/*", "*/",
        "model ", "events ", "child ", "children ", "derived ", "event ", "let ", "@distinct ", "@locked ", "@MainActor ",
        "import ", "x", "Int", "`", "#", "\u{00}", "\u{FF}", "é", "self.", ".", ","].map { Array($0.utf8) }

    /// Applies `edits` random edits.
    static func mutate(_ input: [UInt8], edits: Int, using generator: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<edits {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            let length = min(bytes.count - position, Int(generator.next() % 24))
            switch generator.next() % 5 {
            case 0: bytes.removeSubrange(position..<(position + length))
            case 1: bytes.insert(contentsOf: tokens[Int(generator.next() % UInt64(tokens.count))], at: position)
            case 2: bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
            case 3:
                let other = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
                if other < bytes.count { bytes.swapAt(position < bytes.count ? position : 0, other) }
            default: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
            }
        }
        return bytes
    }
}

/// A small deterministic generator (SplitMix64), shared by the mutation tests.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    init(state: UInt64) {
        self.state = state
    }

    /// A value in `0..<bound` (0 when `bound` is not positive).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
