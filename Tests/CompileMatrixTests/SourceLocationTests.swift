import Foundation
import ObsgenCore
import XCTest

/// SPEC §6: a mistake in Swift text written in a `.obs` file (a default, a type, a derived
/// expression, an event parameter's type) is reported by swiftc at the `.obs` file and line,
/// thanks to the `#sourceLocation` directives around the copied text. Every case below is one
/// small `.obs` file with one mistake, in every isolation kind; one swiftc run per style
/// type-checks them all, and each case's first error must be at the expected `.obs` position,
/// in a module of the compiler's default isolation and in one built with `-default-isolation
/// MainActor` (where a plain model is main-actor isolated).
/// The combine style needs OpenCombine: Scripts/combine-package.sh runs this test with
/// `OBSGEN_COMBINE_FLAGS` (the swiftc flags that find the OpenCombine it built) and
/// `OBSGEN_SOURCE_LOCATION_STYLES=combine` (the other styles are checked by `swift test`).
final class SourceLocationTests: XCTestCase {
    /// One bad input: its text (for `attribute` = `@MainActor`, `@locked` or nothing), where
    /// its first error must be, and whether it must be the only one.
    struct Case: Sendable {
        let name: String
        let text: @Sendable (_ attribute: String, _ model: String) -> String
        let line: Int
        let column: Int
        let isOnlyError: Bool
    }

    /// Columns: a derived expression is written at its `.obs` column; a default sits in the
    /// memberwise init's parameter list (aligned after `init(`, 5 columns right of the `.obs`
    /// member), a type first in the `Change` / `Event` case or the declaration. A stored
    /// `var`'s type is first checked in its `Change` case, or in the combine style at its
    /// `@Published`-like declaration: the line is asserted there, not the column.
    static let cases: [Case] = [
        Case(name: "def", text: { "import Foundation\n\n\($0)\nmodel \($1) {\n    /// A count.\n    count: Int = \"x\"\n    flag: Bool = false\n}\n" },
             line: 6, column: 23, isOnlyError: true),
        Case(name: "later", text: { "\($0)\nmodel \($1) {\n    flag: Bool = false\n\n    /// Far below.\n    limit: Double =\n        [1]\n}\n" },
             line: 7, column: 9, isOnlyError: true),
        Case(name: "type", text: { "\($0)\nmodel \($1) {\n    flag: Bool = false\n    name: Strin\n}\n" },
             line: 4, column: 24, isOnlyError: false),
        Case(name: "der", text: { "\($0)\nmodel \($1) {\n    count: Int = 0\n    derived twice: Int = missing + count\n}\n" },
             line: 4, column: 26, isOnlyError: true),
        Case(name: "ev", text: { "\($0)\nmodel \($1) {\n    count: Int = 0\n    /// Failed.\n    event failed(code: Nt)\n}\n" },
             line: 5, column: 27, isOnlyError: false),
        Case(name: "let", text: { "import Foundation\n\($0)\nmodel \($1) {\n    count: Int = 0\n    let id: UUDI = UUID()\n}\n" },
             line: 5, column: 13, isOnlyError: false),
        // A model on the file's first line: its first member's init parameter (and `Change`
        // case) is on line 2, or on line 1 itself, where no directive fits before the doc line.
        Case(name: "top", text: { "\($0) model \($1) {\n    count: Int = \"x\"\n}\n" },
             line: 2, column: 23, isOnlyError: true),
        Case(name: "oneline", text: { "\($0) model \($1) { count: Int = \"x\" }\n" },
             line: 1, column: 23, isOnlyError: true),
        Case(name: "onetype", text: { "\($0) model \($1) { name: Strin }\n" },
             line: 1, column: 24, isOnlyError: false),
        Case(name: "ignored", text: { "\($0)\nmodel \($1) {\n    count: Int = 0\n    @ignored cache: [Strin: Int] = [:]\n}\n" },
             line: 4, column: 17, isOnlyError: false),
        // An `if` expression on the lines after `=`: the mistake in its `else` branch.
        Case(name: "ifx", text: { "\($0)\nmodel \($1) {\n    flag: Bool = false\n    derived label: String =\n        if flag {\n            \"on\"\n        } else {\n            missing\n        }\n}\n" },
             line: 8, column: 13, isOnlyError: true),
    ]

    /// The isolation kinds, as an attribute and a suffix of the model's name.
    static let isolations = [("", "Plain"), ("nonisolated", "Non"), ("@MainActor", "Main"), ("@locked", "Locked")]

    func testTheFirstErrorOfEachMistakeIsAtItsObsLine() throws {
        let swiftc = try XCTUnwrap(Swiftc.locate(), "no swiftc: set SWIFT_EXEC or put the toolchain on PATH")
        var sources: [SourceFile] = []
        var expected: [String: Case] = [:]
        for item in Self.cases {
            for (attribute, suffix) in Self.isolations {
                let base = "\(item.name)_\(suffix.lowercased())"
                let model = item.name.capitalized + suffix
                // `nonisolated` is a modifier on the model line (a blank line keeps the line numbers).
                let text = item.text(attribute, model).replacingOccurrences(of: "nonisolated\nmodel", with: "\nnonisolated model")
                sources.append(SourceFile(path: "Models/\(base).obs", text: text))
                expected[base] = item
            }
        }
        sources.append(SourceFile(path: "Models/bus_plain.obs", text: "events BusPlain {\n    failed(code: Nt)\n}\n"))
        sources.append(SourceFile(path: "Models/bus_main.obs", text: "@MainActor\nevents BusMain {\n    /// Doc.\n    failed(code: Nt)\n}\n"))
        expected["bus_plain"] = Case(name: "bus", text: { _, _ in "" }, line: 2, column: 27, isOnlyError: false)
        expected["bus_main"] = Case(name: "bus", text: { _, _ in "" }, line: 4, column: 27, isOnlyError: false)
        let environment = ProcessInfo.processInfo.environment
        let combineFlags = environment["OBSGEN_COMBINE_FLAGS"].map { $0.split(separator: " ").map(String.init) }
        let styles = try Self.styles(environment: environment, combine: combineFlags != nil)
        let runs = styles.flatMap { style in MatrixLayout.Isolation.allCases.map { (style: style, isolation: $0) } }
        let generated = Dictionary(uniqueKeysWithValues: styles.map { style in
            let result = Generator.generate(sources, options: GeneratorOptions(style: style))
            XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
            return (style, result.files)
        })
        // The compiler runs, two at a time; the assertions after, on this thread.
        let outcomes = BoundedPool<Result<Swiftc.Outcome, any Error>>(count: runs.count).run(width: 2) { index in
            let (style, isolation) = runs[index]
            let files = generated[style] ?? []
            return Result {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obsgen-srcloc-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                for file in files {
                    try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
                }
                let flags = ["-swift-version", "6", "-parse-as-library", "-typecheck", "-wmo"]
                    + (isolation == .mainActor ? ["-default-isolation", "MainActor"] : [])
                    + (style == .combine ? combineFlags ?? [] : [])
                return try Swiftc.run(swiftc, flags + files.map(\.name), in: folder)
            }
        }
        for ((style, isolation), outcome) in zip(runs, outcomes) {
            let outcome = try outcome.get()
            let errors = Self.errors(in: outcome.output)
            for (base, item) in expected.sorted(by: { $0.key < $1.key }) {
                let mine = errors.filter { $0.file == "Models/\(base).obs" || $0.file.hasSuffix("\(base).swift") }
                let first = try XCTUnwrap(mine.first, "\(style) \(isolation) \(base): no error:\n\(outcome.output)")
                let column = style == .combine && ["type", "onetype"].contains(item.name) ? first.column : item.column
                XCTAssertEqual("\(first.file):\(first.line):\(first.column)", "Models/\(base).obs:\(item.line):\(column)", "\(style) \(isolation) \(base):\n\(outcome.output)")
                if item.isOnlyError {
                    XCTAssertEqual(mine.count, 1, "\(style) \(isolation) \(base): more than one error:\n\(outcome.output)")
                }
            }
        }
    }

    /// The styles to check: `OBSGEN_SOURCE_LOCATION_STYLES` (comma-separated) when set, else
    /// callbacks and observation, and combine when `OBSGEN_COMBINE_FLAGS` finds OpenCombine.
    static func styles(environment: [String: String], combine: Bool) throws -> [OutputStyle] {
        try MatrixLayout.requestedStyles("OBSGEN_SOURCE_LOCATION_STYLES", else: MatrixLayout.styles + (combine ? [.combine] : []),
                                         environment: environment, combine: combine)
    }

    /// `file:line:column: error:` lines of swiftc's output, in order.
    static func errors(in output: String) -> [(file: String, line: Int, column: Int)] {
        output.split(separator: "\n").compactMap { row in
            guard let range = row.range(of: ": error: "), !row.hasPrefix(" ") else { return nil }
            let parts = row[..<range.lowerBound].split(separator: ":")
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
            return (parts[..<(parts.count - 2)].joined(separator: ":"), line, column)
        }
    }
}
