import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// A mutation through a stored property mutates in place unless something asks for the old
/// value: `objectWillChange` carries none, a live `$x` or an `observeX` observer does.
final class InPlaceTests: XCTestCase {
    func testInPlaceWithNobodyListening() {
        let counter = Counter(items: [1])
        let held = address(counter.items)
        XCTAssertEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, held)
        counter.items.append(2)
        XCTAssertEqual(counter.items, [1, 2])
    }

    func testInPlaceWithAnObjectWillChangeSubscriber() {
        let counter = Counter(items: [1])
        let log = Log()
        let sends = WillChangeCounter(counter.objectWillChange) { log.append("will: \(counter.items)") }
        let held = address(counter.items)
        XCTAssertEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, held)
        XCTAssertEqual(sends.count, 1)
        counter.items.append(2)
        XCTAssertEqual(sends.count, 2)
        XCTAssertEqual(log.entries, ["will: [1]", "will: [1]"], "sent before each mutation")
        // An observer of another member, or of a derived value, needs no old `items`.
        let token = counter.observeCount { _, _ in }
        let heldNow = address(counter.items)
        XCTAssertEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, heldNow)
        XCTAssertEqual(sends.count, 3)
        token.cancel()
    }

    func testALiveProjectionCopiesAndGetsEveryValueBeforeTheStore() {
        let counter = Counter(items: [0])
        let log = Log()
        let subscription = counter.$items.sink { new in log.append("\(new) over \(counter.items)") }
        counter.items.append(1)
        XCTAssertEqual(log.entries, ["[0] over [0]", "[0, 1] over [0]"])
        XCTAssertEqual(counter.items, [0, 1])
        let held = address(counter.items)
        XCTAssertNotEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, held, "copied for the subscriber")
        subscription.cancel()
    }

    func testAnObserverOfTheMemberGetsTheOldValue() {
        let counter = Counter(items: [1])
        var seen: [([Int], [Int])] = []
        let token = counter.observeItems { seen.append(($0, $1)) }
        counter.items.append(2)
        XCTAssertEqual(seen.map(\.0), [[1, 2]])
        XCTAssertEqual(seen.map(\.1), [[1]])
        let held = address(counter.items)
        XCTAssertNotEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, held, "copied for the observer")
        token.cancel()
        // Once nobody asks for the old value, the mutation is in place again (after the
        // notification that drops the cancelled observer).
        counter.items.append(3)
        let heldNow = address(counter.items)
        XCTAssertEqual(written { counter.items.withUnsafeMutableBufferPointer($0) }, heldNow)
    }

    func testObserveChangesGetsTheOldValue() {
        let counter = Counter(items: [1])
        var changes: [String] = []
        let token = counter.observeChanges { change in
            if case .items(let new, let old) = change { changes.append("\(old) -> \(new)") }
        }
        counter.items.append(2)
        counter.items.removeFirst()
        XCTAssertEqual(changes, ["[1] -> [1, 2]", "[1, 2] -> [2]"])
        token.cancel()
    }

    /// A mutation that throws keeps what it changed, and an observer and `$x` hear of it, as a
    /// setter's write-back after a throwing mutation does.
    func testAThrowingMutationIsWrittenBackAndReported() {
        struct Stop: Error {}
        let counter = Counter(items: [1, 2])
        var seen: [([Int], [Int])] = []
        let token = counter.observeItems { seen.append(($0, $1)) }
        var projected: [[Int]] = []
        let subscription = counter.$items.sink { projected.append($0) }
        XCTAssertThrowsError(try counter.items.withUnsafeMutableBufferPointer { buffer in
            buffer[0] = 9
            throw Stop()
        })
        XCTAssertEqual(counter.items, [9, 2])
        XCTAssertEqual(seen.map(\.0), [[9, 2]])
        XCTAssertEqual(seen.map(\.1), [[1, 2]])
        XCTAssertEqual(projected, [[1, 2], [9, 2]])
        token.cancel()
        subscription.cancel()
    }

    func testAppendedAndRemovedChildrenAreReWired() {
        let board = Board()
        let sends = WillChangeCounter(board.objectWillChange)
        let first = Job(), second = Job()
        XCTAssertEqual(sends.sends { board.jobs.append(first) }, 1)
        XCTAssertEqual(sends.sends { board.jobs.append(second) }, 1)
        XCTAssertEqual(sends.sends { first.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { second.progress = (2, 100) }, 1)
        XCTAssertEqual(sends.sends { _ = board.jobs.removeLast() }, 1)
        XCTAssertEqual(sends.sends { second.progress = (3, 100) }, 0, "a removed child no longer forwards")
        XCTAssertEqual(sends.sends { first.progress = (4, 100) }, 1)
        XCTAssertEqual(sends.sends { board.jobs.insert(second, at: 0) }, 1)
        XCTAssertEqual(sends.sends { second.progress = (5, 100) }, 1)
        XCTAssertEqual(sends.sends { board.jobs.swapAt(0, 1) }, 1)
        XCTAssertEqual(sends.sends { first.progress = (6, 100) }, 1)
        XCTAssertEqual(sends.sends { board.jobs[1] = Job() }, 1)
        XCTAssertEqual(sends.sends { second.progress = (7, 100) }, 0, "a replaced child no longer forwards")
    }

    /// A children array follows its children with no old value: with nobody observing but an
    /// `objectWillChange` subscriber, its mutations write to the buffer the model holds, and
    /// the children that entered or left are re-wired all the same.
    func testChildrenMutateInPlaceAndAreFollowed() {
        let board = Board(jobs: [Job(), Job()])
        board.jobs.reserveCapacity(8)
        let sends = WillChangeCounter(board.objectWillChange)
        let added = Job()
        let held = address(board.jobs)
        XCTAssertEqual(written { board.jobs.withUnsafeMutableBufferPointer($0) }, held)
        XCTAssertEqual(sends.sends { board.jobs.append(added) }, 1)
        XCTAssertEqual(address(board.jobs), held, "appended in place")
        XCTAssertEqual(sends.sends { added.progress = (1, 100) }, 1, "an appended child forwards")
        let left = board.jobs[0]
        XCTAssertEqual(sends.sends { board.jobs.withUnsafeMutableBufferPointer { $0.swapAt(0, 2) } }, 1)
        XCTAssertEqual(sends.sends { _ = board.jobs.removeLast() }, 1)
        XCTAssertEqual(address(board.jobs), held)
        XCTAssertEqual(sends.sends { left.progress = (2, 100) }, 0, "a removed child no longer forwards")
        XCTAssertEqual(sends.sends { added.progress = (3, 100) }, 1, "a moved child still forwards")
    }

    /// A child that leaves and one that enters in the same mutation, the first released by it
    /// (its address free for the second): the new one forwards, the old one's link is gone.
    func testAChildReplacedWithinOneMutationIsFollowed() {
        let board = Board(jobs: [Job()])
        let sends = WillChangeCounter(board.objectWillChange)
        weak let gone = board.jobs[0]
        XCTAssertEqual(sends.sends { mutate(&board.jobs) { $0.removeLast(); $0.append(Job()) } }, 1)
        XCTAssertNil(gone, "released")
        XCTAssertEqual(sends.sends { board.jobs[0].progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { mutate(&board.jobs) { $0.removeAll() } }, 1)
        XCTAssertEqual(sends.sends { board.jobs = [Job(), Job()] }, 1)
        XCTAssertEqual(sends.sends { board.jobs[1].progress = (2, 100) }, 1)
    }

    /// Something that needs the old children still gets a copy: an `observeChanges` observer
    /// (the table's links are re-wired from the old value) and a live `$jobs`.
    func testObservedChildrenUseTheTablesCopyAndALiveProjectionCopies() {
        let board = Board(jobs: [Job()])
        let sends = WillChangeCounter(board.objectWillChange)
        var replaced: [(Int, Int)] = []
        let token = board.observeChanges { change in
            if case .jobs(.replaced(let new, let old)) = change { replaced.append((new.count, old.count)) }
        }
        // The table's copy of the last value shares the buffer once: the first write copies,
        // and from then on the table lends its copy as the old value.
        let held = address(board.jobs)
        XCTAssertNotEqual(written { board.jobs.withUnsafeMutableBufferPointer($0) }, held, "the buffer the table shared")
        board.jobs.reserveCapacity(8)
        let own = address(board.jobs)
        XCTAssertEqual(written { board.jobs.withUnsafeMutableBufferPointer($0) }, own, "in place for the observer")
        let added = Job()
        board.jobs.append(added)
        XCTAssertEqual(address(board.jobs), own)
        XCTAssertEqual(replaced.map(\.0), [2], "the buffer writes are no change; the append is")
        XCTAssertEqual(replaced.map(\.1), [1])
        XCTAssertEqual(sends.sends { added.progress = (1, 100) }, 1)
        token.cancel()
        var projected: [Int] = []
        let subscription = board.$jobs.sink { projected.append($0.count) }
        let heldNow = address(board.jobs)
        XCTAssertNotEqual(written { board.jobs.withUnsafeMutableBufferPointer($0) }, heldNow, "copied for the subscriber")
        _ = board.jobs.removeLast()
        XCTAssertEqual(projected, [2, 2, 1])
        XCTAssertEqual(sends.sends { added.progress = (2, 100) }, 0)
        subscription.cancel()
    }

    func testAChildHeldTwiceForwardsUntilItsLastOccurrenceLeaves() {
        let job = Job()
        let board = Board(jobs: [job, Job(), job])
        let sends = WillChangeCounter(board.objectWillChange)
        XCTAssertEqual(sends.sends { job.progress = (1, 100) }, 1, "one send however many times it is held")
        _ = board.jobs.removeLast()
        XCTAssertEqual(sends.sends { job.progress = (2, 100) }, 1)
        _ = board.jobs.removeFirst()
        XCTAssertEqual(sends.sends { job.progress = (3, 100) }, 0)
        board.jobs = [job]
        XCTAssertEqual(sends.sends { job.progress = (4, 100) }, 1)
    }

    func testChildrenChangesStillReachObserveChanges() {
        let board = Board()
        var positions: [Int] = []
        let token = board.observeChanges { change in
            if case .jobs(.changed(let index, _)) = change { positions.append(index) }
        }
        let job = Job()
        board.jobs.append(Job())
        board.jobs.append(job)
        job.progress = (1, 100)
        _ = board.jobs.removeFirst()
        job.progress = (2, 100)
        XCTAssertEqual(positions, [1, 0])
        token.cancel()
    }

    func testANonisolatedModelsChildrenMutateInPlace() {
        let tape = Tape()
        let sends = WillChangeCounter(tape.objectWillChange)
        tape.kids.reserveCapacity(4)
        let held = address(tape.kids)
        let kid = Tape()
        tape.kids.append(kid)
        XCTAssertEqual(address(tape.kids), held, "appended in place")
        XCTAssertEqual(sends.sends { kid.items.append(1) }, 1)
        tape.kids.removeAll(keepingCapacity: true)
        XCTAssertEqual(address(tape.kids), held, "removed in place")
        XCTAssertEqual(sends.sends { kid.items.append(2) }, 0)
    }

    func testANonisolatedModelMutatesInPlaceAndForwards() {
        let tape = Tape(items: [1])
        let sends = WillChangeCounter(tape.objectWillChange)
        let held = address(tape.items)
        XCTAssertEqual(written { tape.items.withUnsafeMutableBufferPointer($0) }, held)
        var seen: [[Int]] = []
        let token = tape.observeItems { _, old in seen.append(old) }
        let heldNow = address(tape.items)
        XCTAssertNotEqual(written { tape.items.withUnsafeMutableBufferPointer($0) }, heldNow, "copied for the observer")
        XCTAssertEqual(seen, [[1]])
        token.cancel()
        let kid = Tape()
        tape.kids.append(kid)
        XCTAssertEqual(sends.sends { kid.items.append(1) }, 1)
        tape.kids.removeAll()
        XCTAssertEqual(sends.sends { kid.items.append(2) }, 0)
    }
}

/// Mutates `value` through `body` in one access (one `_modify` of a property).
private func mutate<T>(_ value: inout T, _ body: (inout T) -> Void) {
    body(&value)
}
