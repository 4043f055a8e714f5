@testable import ObsgenCore
import XCTest

/// The built-in templates are one set for every style, with no empty hooks: a style or an
/// isolation changes the output through sections on plan fields, in the template that
/// produces the Swift.
final class TemplateShapeTests: XCTestCase {
    func testEveryStyleRendersTheSameTemplates() {
        let callbacks = BuiltinTemplates.sources(for: .callbacks)
        for style in OutputStyle.allCases {
            XCTAssertEqual(BuiltinTemplates.sources(for: style), callbacks, "\(style) has templates of its own")
        }
        XCTAssertEqual(BuiltinTemplates.allFiles.keys.filter { $0.contains("/") }, [])
    }

    func testNoTemplateIsAnEmptyHook() {
        for (name, source) in BuiltinTemplates.shared {
            let lines = source.split(separator: "\n").filter { !($0.hasPrefix("{{!") && $0.hasSuffix("}}")) }
            XCTAssertFalse(lines.isEmpty, "\(name) renders nothing: fold it into the template that includes it")
        }
    }

    func testNoSwiftIsOpenedInTheContextAndClosedInATemplate() {
        let halves = ["Open}}", "Close}}"]
        for (name, source) in BuiltinTemplates.shared {
            for half in halves { XCTAssertFalse(source.contains(half), "\(name) interpolates a half fragment (\(half))") }
        }
        for keys in ContextSchema.keys.values {
            XCTAssertEqual(keys.keys.filter { $0.hasSuffix("Open") || $0.hasSuffix("Close") }, [])
        }
    }
}
