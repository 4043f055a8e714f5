import Foundation
import XCTest

/// The project's files speak to their reader and never cite an issue of the project's
/// tracker (the word "issue" followed by a number): each comment, doc and message states the
/// rule or the behaviour itself, and the history of a change belongs in its commit message.
///
/// Every text file of the repository is read, from the package root: the sources, templates,
/// docs, tests, benchmarks, scripts and fixtures (generated ones included), and the files at
/// the root. Left out: `Benchmarks/HISTORY.md` (the benchmarks' history, by design), every
/// hidden folder inside them (`.build`, `.scratch`, `.swiftpm`: build products and scratch
/// output), and symbolic links (a test target's link to a shared file: the file is read where
/// it is).
final class NoIssueNumbersTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders read, from the package root.
    static let folders = ["Sources", "Templates", "docs", "Tests", "Benchmarks", "Scripts", "Fixtures", "Editors", "Fuzz", ".ci"]

    /// The files at the package root that are read.
    static let rootFiles = ["README.md", "Package.swift", "Makefile"]

    /// The files that may tell history, by path from the package root.
    static let historyFiles: Set<String> = ["Benchmarks/HISTORY.md"]

    /// A citation of an issue: "issue" or "issues", a space, an optional `#`, and a number.
    static let citation = try! NSRegularExpression(pattern: #"\bissues? #?[0-9]+"#, options: [.caseInsensitive])

    /// The paths, from the package root, of the text files read.
    static func paths() -> [String] {
        var paths = rootFiles.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            while let url = enumerator?.nextObject() as? URL {
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values?.isSymbolicLink ?? false { continue }
                if values?.isDirectory ?? false {
                    if url.lastPathComponent.hasPrefix(".") { enumerator?.skipDescendants() }
                    continue
                }
                let relative = folder + "/" + String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))
                if !historyFiles.contains(relative) { paths.append(relative) }
            }
        }
        return paths.sorted()
    }

    /// Each citation in `text`, as `line: the cited words`.
    static func citations(in text: String) -> [String] {
        citation.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return "\(line): \(text[range])"
        }
    }

    func testNoFileOfTheProjectCitesAnIssue() throws {
        let paths = Self.paths()
        XCTAssertTrue(paths.contains("README.md"), "the files at the package root are read")
        XCTAssertTrue(paths.contains("Tests/ObsgenCoreTests/NoIssueNumbersTests.swift"), "the tests are read")
        XCTAssertFalse(paths.contains("Benchmarks/HISTORY.md"))
        XCTAssertGreaterThan(paths.count, 200, "the folders are walked")
        var hits: [String] = []
        for path in paths {
            // A file that is not UTF-8 text (an image, a binary) has no comment to check.
            guard let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            hits += Self.citations(in: text).map { "\(path):\($0)" }
        }
        if !hits.isEmpty {
            XCTFail("""
                \(hits.count) citation(s) of an issue; say the rule or the behaviour itself (history \
                belongs in the commit message):
                \(hits.joined(separator: "\n"))
                """)
        }
    }

    func testACitationIsFoundInAnySpelling() {
        // Put together at run time, so that this file cites nothing itself.
        let number = "14"
        XCTAssertEqual(Self.citations(in: "a\n/// Issue \(number) item 4: a rule"), ["2: Issue \(number)"])
        XCTAssertEqual(Self.citations(in: "(issue #\(number)) and ISSUES \(number)"), ["1: issue #\(number)", "1: ISSUES \(number)"])
        XCTAssertEqual(Self.citations(in: "SPEC §6, tissue \(number), issue tracker, 14 issues"), [])
    }
}
