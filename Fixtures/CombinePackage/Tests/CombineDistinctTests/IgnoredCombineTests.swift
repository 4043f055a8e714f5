import XCTest
@testable import ModifiersCombineModels

/// SPEC §6 `@ignored`, combine style (Fixtures/Golden/modifiers-combine): assigning an
/// `@ignored` (or weak) member sends no `objectWillChange`, as `@ObservationIgnored` and a
/// plain `var` beside `@Published` do; an observed member does.
final class IgnoredCombineTests: XCTestCase {
    func testIgnoredMembersSendNoObjectWillChange() {
        let document = Document(token: "t")
        let sends = WillChangeCounter(document.objectWillChange)
        XCTAssertEqual(sends.sends { document.cache = ["a": 1] }, 0)
        XCTAssertEqual(sends.sends { document.token = "u" }, 0)
        let editor = NSObject()
        XCTAssertEqual(sends.sends { document.editor = editor }, 0, "a weak member")
        XCTAssertEqual(sends.sends { document.title = "x" }, 1, "an observed member")
    }
}
