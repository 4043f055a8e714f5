import ObsgenCore
import XCTest

/// Which stored properties get a `_modify` accessor (fewer generated lines and functions): in
/// the callbacks and observation styles only those whose type can gain from an in-place
/// mutation — not the standard library's fixed-size scalars or optionals of them. A `@locked`
/// model has none (a mutation through its property is a read and a store, so the caller's code
/// never runs under its lock; `modifyX` mutates in place); the combine style has none either.
final class ModifyAccessorGenerationTests: XCTestCase {
    private let members = """
            count: Int = 0
            ratio: Swift.Double? = nil
            flag: Bool = false
            name: String = ""
            items: [Int] = []
            bytes: Optional<UInt8> = nil
        """

    /// The generated file of `attribute model M { members }` in `style`.
    private func generated(_ attribute: String, style: OutputStyle) throws -> String {
        let text = "\(attribute)model M {\n\(members)\n}\n"
        let result = Generator.generate([SourceFile(path: "m.obs", text: text)], options: GeneratorOptions(style: style))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return try XCTUnwrap(result.files.first { $0.name == "m.swift" }).contents
    }

    /// The names of the properties whose accessors include `_modify`.
    private func modified(_ code: String) -> [String] {
        var names: [String] = [], current: String?
        for line in code.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("    var "), let name = trimmed.dropFirst(4).split(separator: ":").first {
                current = String(name)
            } else if trimmed.hasPrefix("_modify"), let name = current, line.hasPrefix("        _modify") {
                names.append(name)
            }
        }
        return names
    }

    func testScalarsHaveNoModifyInTheCallbacksAndObservationStyles() throws {
        for style in [OutputStyle.callbacks, .observation] {
            XCTAssertEqual(modified(try generated("", style: style)), ["name", "items"], "\(style)")
        }
    }

    func testLockedModelsHaveNoModify() throws {
        for style in [OutputStyle.callbacks, .observation] {
            let code = try generated("@locked\n", style: style)
            XCTAssertEqual(modified(code), [], "\(style)")
            XCTAssertTrue(code.contains("func modifyItems("), "\(style)")
        }
    }

    func testTheCombineStyleHasNoModify() throws {
        XCTAssertEqual(modified(try generated("", style: .combine)), [])
    }
}
