import Foundation
import XCTest
@testable import IsolationLockedModels

/// A `@locked` model never calls out — to another model, or to code that may touch
/// this one — while it holds its lock. Each test runs its work on its own thread and waits a
/// bounded time: a deadlock fails the test instead of hanging the suite (the stuck thread is
/// left behind, and the test touches the stuck models no more).
final class LockedDeadlockTests: XCTestCase {
    /// Runs `body` on a new thread; true when it returned within `seconds`.
    func finishes(within seconds: Double = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// Captured by a callback; its deinit reads the model.
    final class ReadsOnDeinit: Sendable {
        let job: SharedJob
        let read: Locked<Int?>
        init(_ job: SharedJob, _ read: Locked<Int?>) { self.job = job; self.read = read }
        deinit {
            let count = job.count
            read.with { $0 = count }
        }
    }

    /// Item 3: `removeAllXObservers()` releases the callbacks (and what they captured) after
    /// the lock is released, so a captured object whose deinit reads the model does not
    /// deadlock.
    func testRemoveAllReleasesCallbacksOutsideTheLock() {
        let job = SharedJob(count: 7)
        let read = Locked<Int?>(nil)
        let token = Locked<ObservationToken?>(nil)
        do {
            let captured = ReadsOnDeinit(job, read)
            token.with { $0 = job.observeCount { _, _ in _ = captured } }
        }
        // After a deadlock the model's lock stays held: touch it no more.
        guard finishes({ job.removeAllCountObservers() }) else { return XCTFail("removeAllCountObservers() deadlocked") }
        XCTAssertEqual(read.current, 7, "the captured object was released, reading the model")
        job.count = 8
        XCTAssertEqual(job.count, 8)
    }

    /// Item 2: a derived value that reads through a child (`link?.value`) is evaluated with no
    /// lock held, so a cell that is its own child neither deadlocks nor traps.
    func testCellThatIsItsOwnChild() {
        let cell = SharedCell(value: 4)
        let linked = Log<(old: Int, new: Int)>()
        let token = cell.observeLinked { new, old in linked.append((old, new)) }
        guard finishes({
            cell.link = cell
            _ = cell.linked
            _ = cell.report
        }) else { return XCTFail("cell.link = cell deadlocked") }
        XCTAssertEqual(cell.linked, 4)
        XCTAssertEqual(cell.report, "4 via 4")
        XCTAssertEqual(linked.entries.map(\.old), [-1])
        XCTAssertEqual(linked.entries.map(\.new), [4])
        guard finishes({ cell.link = nil }) else { return XCTFail("cell.link = nil deadlocked") }
        XCTAssertEqual(linked.entries.last?.new, -1)
        _ = token
    }

    /// Item 2, through children: `cell.parts = [cell]`.
    func testCellThatIsItsOwnElement() {
        let cell = SharedCell(value: 3)
        let totals = Log<(old: Int, new: Int)>()
        let token = cell.observeTotal { new, old in totals.append((old, new)) }
        guard finishes({
            cell.parts = [cell, cell]
            _ = cell.total
        }) else { return XCTFail("cell.parts = [cell, cell] deadlocked") }
        XCTAssertEqual(cell.total, 9)
        XCTAssertEqual(totals.entries.map(\.old), [3])
        XCTAssertEqual(totals.entries.map(\.new), [9])
        _ = token
    }

    /// Item 2: a change inside a child recomputes the parent's derived value outside both
    /// locks, and reports it.
    func testChangeInsideAChildUpdatesTheDerivedValue() {
        let (cell, neighbour) = (SharedCell(), SharedCell(value: 1))
        let reports = Log<String>()
        let token = cell.observeReport { new, _ in reports.append(new) }
        guard finishes({
            cell.link = neighbour
            cell.parts = [neighbour]
            neighbour.value = 5
        }) else { return XCTFail("deadlocked") }
        XCTAssertEqual(cell.report, "5 via 5")
        // The link, then the element: each a change; then 5 arrives through both.
        XCTAssertEqual(Array(reports.entries.prefix(2)), ["0 via 1", "1 via 1"])
        XCTAssertEqual(reports.entries.last, "5 via 5")
        _ = token
    }

    /// Item 2: two cells linked to each other from two threads at once, over and over, each
    /// read by the other's derived values; then both settle on the right values.
    func testTwoCellsLinkedToEachOtherFromTwoThreads() {
        let (first, second) = (SharedCell(value: 1), SharedCell(value: 2))
        var tokens = Set<ObservationToken>()
        for cell in [first, second] {
            cell.observeLinked { _, _ in }.store(in: &tokens)
            cell.observeTotal { _, _ in }.store(in: &tokens)
        }
        let rounds = 2_000
        guard finishes(within: 60, {
            concurrently(2) { thread in
                let (cell, other) = thread == 0 ? (first, second) : (second, first)
                for step in 0..<rounds {
                    cell.link = other
                    cell.parts = [other, cell]
                    cell.value = step % 7
                    if step % 3 == 0 { cell.link = nil }
                }
                cell.link = other
                cell.parts = [other]
                cell.value = thread + 10
            }
        }) else { return XCTFail("two cells linked to each other deadlocked") }
        XCTAssertEqual(first.linked, 11)
        XCTAssertEqual(second.linked, 10)
        XCTAssertEqual(first.total, 21)
        XCTAssertEqual(second.total, 21)
        _ = tokens
    }
}
