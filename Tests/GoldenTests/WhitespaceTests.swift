import Foundation
import XCTest

/// The generated files of every golden case are free of whitespace artefacts:
/// no two blank lines in a row, and no empty body split over two lines (`init() {` over `}`),
/// which a template section that renders nothing leaves behind.
final class WhitespaceTests: XCTestCase {
    func testNoGoldenFileHasDoubleBlankLinesOrEmptyBodiesSplitOverLines() throws {
        var checked = 0
        for folder in try FixtureLayout.goldenCases() {
            let expected = folder.appendingPathComponent("expected")
            for (file, data) in FixtureLayout.files(in: expected).sorted(by: { $0.key < $1.key }) where file.hasSuffix(".swift") {
                checked += 1
                let name = "\(folder.lastPathComponent)/\(file)"
                for finding in Self.artefacts(in: String(decoding: data, as: UTF8.self)) {
                    XCTFail("\(name):\(finding)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 10, "the golden files are missing")
    }

    func testTheCheckFindsBothArtefacts() {
        XCTAssertEqual(Self.artefacts(in: "a\n\n\nb\n"), ["3: a second blank line in a row"])
        XCTAssertEqual(Self.artefacts(in: "    init() {\n    }\n"), ["1: an empty body split over two lines"])
        XCTAssertEqual(Self.artefacts(in: "a\n\nb {\n    c\n}\n"), [])
    }

    /// One line per artefact: its 1-based line number and what it is.
    static func artefacts(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var findings: [String] = []
        for index in lines.indices.dropFirst() {
            let isLastEmpty = index == lines.count - 1 && lines[index].isEmpty
            if lines[index].isEmpty && lines[index - 1].isEmpty && !isLastEmpty {
                findings.append("\(index + 1): a second blank line in a row")
            }
            if lines[index] == "}" && lines[index - 1].hasSuffix("{") {
                findings.append("\(index): an empty body split over two lines")
            }
        }
        return findings
    }
}
