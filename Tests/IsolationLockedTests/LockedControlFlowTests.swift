import XCTest
@testable import IsolationLockedModels

/// An `if` expression on the lines after `=` in a `@locked` model (`SharedVisibility`): its
/// static function takes the branch the one-line form would. It runs outside the lock, and a
/// value computed for an assignment that a later one overtook is not reported (the later
/// one's value is), so concurrent toggles report real changes, at most one per toggle.
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
        XCTAssertGreaterThan(pairs.count, 0)
        XCTAssertLessThanOrEqual(pairs.count, threads * perThread, "at most one report per toggle")
        XCTAssertTrue(pairs.entries.allSatisfy { $0.old != $0.new }, "only real changes are reported")
        XCTAssertEqual(sharing.visibility, "private", "an even number of toggles")
        _ = token
    }
}
