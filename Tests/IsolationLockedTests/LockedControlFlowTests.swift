import XCTest
@testable import IsolationLockedModels

/// An `if` expression on the lines after `=` in a `@locked` model (`SharedVisibility`): its
/// static function takes the branch the one-line form would, reading the members it names in
/// the lock hold of the assignment that changed them.
final class LockedControlFlowTests: XCTestCase {
    func testTheIfExpressionTakesTheBranchOfItsCondition() {
        let sharing = SharedVisibility()
        let log = Log<String>()
        let token = sharing.observeVisibility { new, old in log.append("\(old)->\(new)") }
        sharing.localVisibility = "friends"
        sharing.useServerSettings = true
        sharing.serverVisibility = "team"
        sharing.localVisibility = "nobody"
        sharing.useServerSettings = false
        XCTAssertEqual(log.entries, ["private->friends", "friends->public", "public->team", "team->nobody"],
                       "the else branch's member is not read while the if branch is taken")
        _ = token
    }

    func testConcurrentTogglesEachReportARealChange() {
        let sharing = SharedVisibility(serverVisibility: "team")
        let pairs = Log<(old: String, new: String)>()
        let token = sharing.observeVisibility { new, old in pairs.append((old, new)) }
        let threads = 8, perThread = 200
        concurrently(threads) { _ in
            for _ in 0..<perThread { sharing.modifyUseServerSettings { $0.toggle() } }
        }
        XCTAssertEqual(pairs.count, threads * perThread, "every toggle changes the branch taken")
        XCTAssertTrue(pairs.entries.allSatisfy { $0.old != $0.new }, "each value computed in its assignment's lock hold")
        XCTAssertEqual(sharing.visibility, "private", "an even number of toggles")
        _ = token
    }
}
