import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The table core every model that is not `@locked` shares (issue 16 item 4): `_ObsgenCore`,
/// `_obsgenStored` (the body of a plain member's `_obsgenDidSet…`) and `_obsgenMake`.
final class TableCoreTests: XCTestCase {
    enum Change: Equatable {
        case x(new: Int, old: Int)
    }

    /// A table as generated: one member's observers and the core.
    final class Table: _ObsgenEmitting {
        typealias Change = TableCoreTests.Change
        var x = _ObsgenObservers<(_ new: Int, _ old: Int) -> Void>()
        var _obsgenCore = _ObsgenCore<Change, (Change) -> Void>(members: 1)
    }

    func testStoredCallsTheMemberObserversThenEmitsTheChangeOnlyWhenSomeoneListens() {
        let model = NSObject()
        let table = Table()
        var log: [String] = []
        let member = table.x.add { new, old in log.append("x \(new) \(old)") }
        XCTAssertFalse(table._obsgenStored(model, 0, table.x._obsgenRound, 2, 1, Change.x))
        XCTAssertEqual(log, ["x 2 1"], "nobody listens to changes: no Change is built")
        let changes = table._obsgenChanges.add { change in log.append("change \(change)") }
        XCTAssertFalse(table._obsgenStored(model, 0, table.x._obsgenRound, 3, 2, Change.x))
        XCTAssertEqual(log, ["x 2 1", "x 3 2", "change x(new: 3, old: 2)"])
        _ = (member, changes)
    }

    func testStoredReportsACancelledObserverSoThatTheCallerCompacts() {
        let table = Table()
        var calls = 0
        let cancelled = table.x.add { _, _ in calls += 1 }
        let kept = table.x.add { _, _ in calls += 1 }
        cancelled.cancel()
        XCTAssertTrue(table._obsgenStored(NSObject(), 0, table.x._obsgenRound, 1, 0, Change.x))
        XCTAssertEqual(calls, 1, "a cancelled observer is not called")
        _ = kept
    }

    func testARoundSupersededByANestedStoreEmitsNothing() {
        let model = NSObject()
        let table = Table()
        var emitted: [Change] = []
        let changes = table._obsgenChanges.add { emitted.append($0) }
        var nested = false
        let member = table.x.add { new, _ in
            guard !nested, new == 1 else { return }
            nested = true
            _ = table._obsgenStored(model, 0, table.x._obsgenRound, 2, 1, Change.x)
        }
        _ = table._obsgenStored(model, 0, table.x._obsgenRound, 1, 0, Change.x)
        XCTAssertEqual(emitted, [.x(new: 2, old: 1)], "the outer round's change is stale once the nested one ran")
        _ = (changes, member)
    }

    func testTheCoreKeepsParentLinksAndDropsGoneOnesAsLinksAreAdded() {
        let table = Table()
        let kept = NSObject()
        table._obsgenAddParent(_ObsgenParentLink(parent: kept, member: 0) { _, _, _, _ in })
        for _ in 0..<100 {
            table._obsgenAddParent(_ObsgenParentLink(parent: NSObject(), member: 0) { _, _, _, _ in })
        }
        XCTAssertLessThanOrEqual(table._obsgenCore.parents.count, 16, "links of gone parents are compacted")
        table._obsgenRemoveParent(ObjectIdentifier(kept), member: 0)
        XCTAssertFalse(table._obsgenCore.parents.contains { $0.parent === kept })
    }

    func testMakeMakesTheTableOnceAndKeepsIt() {
        var table: Table?
        var made = 0
        let first = _obsgenMake(&table) { made += 1; return Table() }
        let second = _obsgenMake(&table) { made += 1; return Table() }
        XCTAssertTrue(first === second)
        XCTAssertTrue(table === first)
        XCTAssertEqual(made, 1)
    }
}
