import XCTest
@testable import ModifiersModels

/// SPEC §6 `@ignored` and `weak` in the callbacks style (Fixtures/Golden/modifiers): stored
/// and assignable, never observed; a derived value reads them but does not depend on them.
final class IgnoredAndWeakTests: XCTestCase {
    /// Every `Change` case of `Document`, spelled out with no `default`: this only compiles
    /// while `@ignored` and `weak` members have no case of their own.
    private func describe(_ change: Document.Change) -> String {
        switch change {
        case .title: "title"
        case .saves: "saves"
        case .isDirty: "isDirty"
        case .revision: "revision"
        case .draft: "draft"
        case .page: "page"
        case .summary: "summary"
        }
    }

    func testAnIgnoredAssignmentNotifiesNobody() {
        let document = Document(token: "t")
        var seen: [String] = []
        let changes = document.observeChanges { seen.append(self.describe($0)) }
        let summary = document.observeSummary { new, _ in seen.append("summary -> \(new)") }
        defer { changes.cancel(); summary.cancel() }

        document.cache["a"] = 1
        document.cache = ["a": 1, "b": 2]
        document.token = "u"
        XCTAssertEqual(seen, [], "an @ignored member is not observed, and a derived value does not depend on it")
        XCTAssertEqual(document.cache, ["a": 1, "b": 2])
        XCTAssertEqual(document.token, "u")
        XCTAssertEqual(document.summary, " (2)", "a derived value still reads the current @ignored value")

        document.title = "Notes"
        XCTAssertEqual(seen, ["summary -> Notes (2)", "title", "summary"], "an observed member recomputes it with the @ignored value of the moment")
    }

    func testIgnoredMembersAreInitParameters() {
        let document = Document(cache: ["x": 9], token: "required")
        XCTAssertEqual(document.cache, ["x": 9])
        XCTAssertEqual(document.token, "required")
        XCTAssertEqual(Document(token: "t").cache, [:], "with a default, the parameter is optional")
    }

    func testAWeakMemberStartsNilAndDoesNotKeepItsObjectAlive() {
        let document = Document(token: "t")
        XCTAssertNil(document.editor, "a weak member is no init parameter and starts nil")
        var seen = 0
        let token = document.observeChanges { _ in seen += 1 }
        defer { token.cancel() }
        var editor: NSObject? = NSObject()
        document.editor = editor
        XCTAssertTrue(document.editor === editor)
        editor = nil
        XCTAssertNil(document.editor, "the model holds it weakly")
        XCTAssertEqual(seen, 0, "a weak member is not observed")
    }

    func testTheProtocolListsWhatTheModuleSees() {
        let document = Document(token: "t")
        let model: any DocumentProtocol = document
        model.title = "via protocol"
        model.cache = ["p": 1]
        XCTAssertEqual(document.title, "via protocol")
        XCTAssertEqual(model.saves, 0)
        XCTAssertEqual(model.isDirty, false)
        XCTAssertEqual(model.cache, ["p": 1])
    }
}
