import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The table every model that is not `@locked` uses: `_ObsgenModelTable` (the core and one
/// type-erased observer list per member), `_obsgenStored` (what a plain member's setter calls
/// through `_obsgenAfterSet`) and `_obsgenMake`.
final class TableCoreTests: XCTestCase {
    enum Change: Equatable {
        case x(new: Int, old: Int)
        case flag(new: Bool, old: Bool)
    }

    /// The table as a model with two members, `x: Int` (0) and `flag: Bool` (1), uses it.
    typealias Table = _ObsgenModelTable<Change, (Change) -> Void, Void>

    /// The slots of member 0, typed as the generator types them.
    private func slotsOfX(_ table: Table) -> (count: Int, capacity: Int)? {
        table._obsgenWithList(0) { (list: inout _ObsgenObservers<(Int, Int) -> Void>) in
            list.slots.map { ($0.count, $0.capacity) }
        }
    }

    func testStoredCallsTheMemberObserversThenEmitsTheChangeOnlyWhenSomeoneListens() {
        let model = NSObject()
        let table = Table(members: 2)
        var log: [String] = []
        let member = table.observe(0) { (new: Int, old: Int) in log.append("x \(new) \(old)") }
        table._obsgenStored(model, 0, 2, 1, Change.x)
        XCTAssertEqual(log, ["x 2 1"], "nobody listens to changes: no Change is built")
        let changes = table._obsgenChanges.add { change in log.append("change \(change)") }
        table._obsgenStored(model, 0, 3, 2, Change.x)
        XCTAssertEqual(log, ["x 2 1", "x 3 2", "change x(new: 3, old: 2)"])
        _ = (member, changes)
    }

    func testEachMemberHasItsOwnListAndRemoveAllEmptiesOnlyItsOwn() {
        let model = NSObject()
        let table = Table(members: 2)
        var log: [String] = []
        let x = table.observe(0) { (new: Int, _: Int) in log.append("x \(new)") }
        let flag = table.observe(1) { (new: Bool, _: Bool) in log.append("flag \(new)") }
        let onlyTrue = table.observe(1, .onlyTrue) { log.append("flag true \($0)") }
        table._obsgenStored(model, 1, true, false, Change.flag)
        table._obsgenStored(model, 1, false, true, Change.flag)
        table._obsgenStored(model, 0, 7, 0, Change.x)
        XCTAssertEqual(log, ["flag true", "flag true true", "flag false", "x 7"])
        XCTAssertTrue(table._obsgenNeedsOld(1))
        table.removeAll(1)
        XCTAssertFalse(table._obsgenNeedsOld(1), "member 1 has no observer left and nobody listens")
        XCTAssertTrue(table._obsgenNeedsOld(0))
        table._obsgenStored(model, 1, true, false, Change.flag)
        table._obsgenStored(model, 0, 8, 7, Change.x)
        XCTAssertEqual(log.suffix(1), ["x 8"], "member 1's observers were cancelled, member 0's kept")
        _ = (x, flag, onlyTrue)
    }

    func testAddAppendsInPlaceWhenNoRoundReadsTheList() {
        let table = Table(members: 1)
        let first = table.observe(0) { (_: Int, _: Int) in }
        XCTAssertEqual(slotsOfX(table)?.capacity, 2)
        let second = table.observe(0) { (_: Int, _: Int) in }
        // The list is moved out of the table while `add` runs, so its buffer is uniquely
        // referenced and the second slot goes into the room the first add left.
        XCTAssertEqual(slotsOfX(table)?.count, 2)
        XCTAssertEqual(slotsOfX(table)?.capacity, 2, "appended in place, not rebuilt")
        _ = (first, second)
    }

    func testStoredCompactsAfterSeeingACancelledObserver() {
        let table = Table(members: 1)
        var calls = 0
        let cancelled = table.observe(0) { (_: Int, _: Int) in calls += 1 }
        let kept = table.observe(0) { (_: Int, _: Int) in calls += 1 }
        cancelled.cancel()
        XCTAssertEqual(slotsOfX(table)?.count, 2)
        table._obsgenStored(NSObject(), 0, 1, 0, Change.x)
        XCTAssertEqual(calls, 1, "a cancelled observer is not called")
        XCTAssertEqual(slotsOfX(table)?.count, 1, "the cancelled slot is dropped after the round")
        _ = kept
    }

    func testARoundSupersededByANestedStoreEmitsNothing() {
        let model = NSObject()
        let table = Table(members: 1)
        var emitted: [Change] = []
        let changes = table._obsgenChanges.add { emitted.append($0) }
        var nested = false
        let member = table.observe(0) { (new: Int, _: Int) in
            guard !nested, new == 1 else { return }
            nested = true
            table._obsgenStored(model, 0, 2, 1, Change.x)
        }
        table._obsgenStored(model, 0, 1, 0, Change.x)
        XCTAssertEqual(emitted, [.x(new: 2, old: 1)], "the outer round's change is stale once the nested one ran")
        _ = (changes, member)
    }

    func testAfterSetDoesNothingWithoutATable() {
        var table: Table?
        var calls = 0
        _obsgenAfterSet(table, NSObject(), 0, 1, 0, Change.x)
        table = Table(members: 1)
        let member = table?.observe(0) { (_: Int, _: Int) in calls += 1 }
        _obsgenAfterSet(table, NSObject(), 0, 1, 0, Change.x)
        XCTAssertEqual(calls, 1)
        _ = member
    }

    func testTheCoreKeepsParentLinksAndDropsGoneOnesAsLinksAreAdded() {
        let table = Table(members: 1)
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
        let first = _obsgenMake(&table) { made += 1; return Table(members: 1) }
        let second = _obsgenMake(&table) { made += 1; return Table(members: 1) }
        XCTAssertTrue(first === second)
        XCTAssertTrue(table === first)
        XCTAssertEqual(made, 1)
    }
}
