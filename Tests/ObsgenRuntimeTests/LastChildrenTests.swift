@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_ObsgenLastChildren`: the copy of a children array's last value that a model's table lends
/// as the old value of a mutation in place, then brings up to date.
final class LastChildrenTests: XCTestCase {
    private final class Child {
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    private func address(_ children: [Child]) -> UnsafeRawPointer? {
        children.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testNothingIsLentBeforeAStoreNorTwiceAtOnce() {
        var last = _ObsgenLastChildren<Child>()
        XCTAssertFalse(last.lend(), "no value known yet")
        last.store([Child()])
        XCTAssertTrue(last.lend())
        XCTAssertFalse(last.lend(), "already lent")
        _ = last.giveBack(syncedTo: [])
        XCTAssertTrue(last.lend())
    }

    func testAStoreWhileLentIsLeftToTheGiveBack() {
        let a = Child(), b = Child()
        var last = _ObsgenLastChildren<Child>()
        last.store([a])
        XCTAssertTrue(last.lend())
        last.store([b])
        XCTAssertTrue(last.value.elementsEqual([a], by: ===), "the lent value is the old value until it is given back")
        _ = last.giveBack(syncedTo: [a, b])
        XCTAssertTrue(last.value.elementsEqual([a, b], by: ===))
    }

    func testEveryEditIsSyncedInPlaceAndReturnsWhatLeft() {
        for size in [0, 1, 63, 64, 65, 130] {
            for position in Set([0, size / 2, size]) {
                var current = (0..<size).map { _ in Child() }
                var last = _ObsgenLastChildren<Child>()
                last.store(current)
                current.reserveCapacity(size + 1)      // its own buffer from here on
                XCTAssertTrue(last.lend())
                let added = Child()
                current.insert(added, at: position)
                XCTAssertTrue(last.giveBack(syncedTo: current).isEmpty, "insert at \(position) of \(size)")
                XCTAssertTrue(last.value.elementsEqual(current, by: ===))
                let buffer = address(last.value)
                XCTAssertTrue(last.lend())
                let removed = current.remove(at: position)
                let left = last.giveBack(syncedTo: current)
                XCTAssertTrue(left.count == 1 && left[0] === removed, "remove at \(position) of \(size)")
                XCTAssertTrue(last.value.elementsEqual(current, by: ===))
                if size > 0 { XCTAssertEqual(address(last.value), buffer, "brought up to date in place") }
                XCTAssertTrue(last.lend())
                current.reverse()
                _ = last.giveBack(syncedTo: current)
                XCTAssertTrue(last.value.elementsEqual(current, by: ===))
            }
        }
    }

    func testAnOldValueKeptElsewhereIsNotChanged() {
        let a = Child(), b = Child()
        var last = _ObsgenLastChildren<Child>()
        var current = [a]
        last.store(current)
        current.append(b)
        XCTAssertTrue(last.lend())
        let kept = last.value                     // an observer keeps the old value
        _ = last.giveBack(syncedTo: current)
        XCTAssertTrue(kept.elementsEqual([a], by: ===))
        XCTAssertTrue(last.value.elementsEqual([a, b], by: ===))
    }

    func testAChildThatLeftIsReleasedByTheCallerAfterTheCopyIsUpToDate() {
        var last = _ObsgenLastChildren<Child>()
        var current = [Child(), Child()]
        last.store(current)
        current.reserveCapacity(4)
        var released = false
        current[1].onDeinit = { released = true }
        current.removeLast()
        XCTAssertTrue(last.lend())
        var left = last.giveBack(syncedTo: current)
        XCTAssertFalse(released, "not released inside giveBack, where a deinit could not change the member")
        XCTAssertEqual(last.value.count, 1)
        left.removeAll()
        XCTAssertTrue(released)
    }
}
