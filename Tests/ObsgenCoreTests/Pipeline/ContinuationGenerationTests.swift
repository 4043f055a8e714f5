import ObsgenCore
import XCTest

/// A default or derived expression laid out over several lines (SPEC §6: starting on the
/// line after `=`, continued by lines starting with `.`, an `if` or `switch` expression in
/// swift-format's layout) generates the same code as the one-line form: in every style, plain and `@locked` (whose derived expressions are
/// rewritten), the outputs differ only by the expression's own line breaks, which are
/// copied as written, and by the layout that follows the `.obs` lines (`#sourceLocation`).
final class ContinuationGenerationTests: XCTestCase {
    /// `(multi-line text, one-line text)` of each expression in `source(_:)`.
    private let layouts = [
        ("self.items\n        .map { $0 * 2 }\n        .reduce(0, +)", "self.items.map { $0 * 2 }.reduce(0, +)"),
        ("items\n        .filter { $0 > 0 }\n        .count", "items.filter { $0 > 0 }.count"),
        ("if items.isEmpty {\n            0\n        } else {\n            items.count\n        }", "if items.isEmpty { 0 } else { items.count }"),
        ("switch items.count {\n        case 0: \"none\"\n        default: \"some\"\n        }", "switch items.count { case 0: \"none\"; default: \"some\" }"),
    ]

    /// A model whose expressions are written `multiLine` or on one line.
    private func source(_ attribute: String, multiLine: Bool) -> String {
        let texts = layouts.map { multiLine ? $0.0 : $0.1 }
        let equals = multiLine ? "=\n        " : "= "
        return """
            \(attribute)model Cart {
                items: [Int] = []
                derived total: Int = \(texts[0])
                derived positive: Int \(equals)\(texts[1])
                derived count: Int \(equals)items.count
                derived size: Int \(equals)\(texts[2])
                derived label: String \(equals)\(texts[3])
                limit: Int = [3, 1]
                    .max()!
            }

            """
    }

    func testMultiLineExpressionsGenerateTheOneLineCode() throws {
        for style in OutputStyle.allCases {
            for attribute in ["", "@locked\n", "@MainActor\n"] {
                let multi = Generator.generate(
                    [SourceFile(path: "cart.obs", text: source(attribute, multiLine: true))], options: GeneratorOptions(style: style))
                let single = Generator.generate(
                    [SourceFile(path: "cart.obs", text: source(attribute, multiLine: false).replacingOccurrences(of: "[3, 1]\n        .max()!", with: "[3, 1].max()!"))],
                    options: GeneratorOptions(style: style))
                let label = "\(style) \(attribute.isEmpty ? "plain" : attribute)"
                XCTAssertEqual(multi.diagnostics.map(\.message), [], label)
                XCTAssertEqual(single.diagnostics.map(\.message), [], label)
                let multiText = try XCTUnwrap(multi.files.first { $0.name == "cart.swift" }, label).contents
                let singleText = try XCTUnwrap(single.files.first { $0.name == "cart.swift" }, label).contents
                var normalized = multiText.replacingOccurrences(of: "[3, 1]\n        .max()!", with: "[3, 1].max()!")
                for (lines, line) in layouts {
                    XCTAssertTrue(multiText.contains(lines.replacingOccurrences(of: "self.", with: "")) || multiText.contains(lines), label)
                    normalized = normalized.replacingOccurrences(of: lines, with: line)
                    normalized = normalized.replacingOccurrences(
                        of: lines.replacingOccurrences(of: "self.", with: ""), with: line.replacingOccurrences(of: "self.", with: ""))
                }
                XCTAssertEqual(Self.code(normalized), Self.code(singleText), label)
            }
        }
    }

    /// The Swift code of a generated file without its layout: `#sourceLocation` lines (their
    /// line numbers follow the `.obs` layout), comment lines (the init keeps the `.obs` lines
    /// between its parameters as comments) and runs of whitespace (an expression is indented
    /// to its `.obs` column) are left out.
    static func code(_ text: String) -> String {
        text.split(separator: "\n")
            .filter { line in
                let trimmed = line.drop { $0 == " " }
                return !trimmed.hasPrefix("#sourceLocation") && !trimmed.hasPrefix("//")
            }
            .joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }
}
