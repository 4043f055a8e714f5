import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

private struct Stop: Error {}

private func appendThenThrow(_ jobs: inout [Job], _ job: Job) throws {
    jobs.append(job)
    throw Stop()
}

/// A children array mutated in place: its forwarding follows every kind of mutation, and what
/// starts to observe during the mutation's `objectWillChange` gets the old value all the same.
final class InPlaceChildrenEdgeTests: XCTestCase {
    /// An `objectWillChange` subscriber that starts observing the model (a table made during
    /// the in-place decision's send): the child appended by that mutation must be linked.
    func testAnObserverAddedDuringTheSendSeesTheAppendedChild() {
        let board = Board(jobs: [Job()])
        var token: ObservationToken?
        var changed = 0
        let subscription = board.objectWillChange.sink {
            if token == nil {
                token = board.observeChanges { change in if case .jobs(.changed) = change { changed += 1 } }
            }
        }
        let added = Job()
        board.jobs.append(added)
        added.progress = (1, 100)
        XCTAssertEqual(changed, 1, "the appended child's change reaches observeChanges")
        board.jobs[0].progress = (2, 100)
        XCTAssertEqual(changed, 2)
        subscription.cancel()
        token?.cancel()
    }

    /// A `$jobs` made by an `objectWillChange` subscriber during the in-place decision's send.
    func testAProjectionMadeDuringTheSendGetsTheMutatedValue() {
        let board = Board(jobs: [Job()])
        var projected: [Int] = []
        var inner: AnyCancellable?
        let subscription = board.objectWillChange.sink {
            if inner == nil { inner = board.$jobs.sink { projected.append($0.count) } }
        }
        board.jobs.append(Job())
        XCTAssertEqual(projected, [1, 2], "$jobs gets the appended value")
        var first: Int?
        let late = board.$jobs.sink { if first == nil { first = $0.count } }
        XCTAssertEqual(first, board.jobs.count, "a new $jobs subscriber gets the current value")
        late.cancel()
        subscription.cancel()
        inner?.cancel()
    }

    func testAThrowingInPlaceMutationIsFollowed() {
        let board = Board(jobs: [Job()])
        let sends = WillChangeCounter(board.objectWillChange)
        let added = Job()
        XCTAssertThrowsError(try appendThenThrow(&board.jobs, added))
        XCTAssertEqual(board.jobs.count, 2)
        XCTAssertEqual(sends.sends { added.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { _ = board.jobs.removeLast() }, 1)
        XCTAssertEqual(sends.sends { added.progress = (2, 100) }, 0)
    }

    func testANestedAssignmentFromTheSendIsFollowed() {
        let board = Board(jobs: [Job()])
        let original = board.jobs[0]
        let nested = Job(), added = Job()
        var once = true
        let sends = WillChangeCounter(board.objectWillChange) {
            if once { once = false; board.jobs = [nested] }
        }
        board.jobs.append(added)
        XCTAssertTrue(board.jobs.elementsEqual([nested, added], by: ===))
        XCTAssertEqual(sends.sends { nested.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { added.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { original.progress = (1, 100) }, 0)
    }

    func testANestedInPlaceMutationFromTheSendIsFollowed() {
        let board = Board(jobs: [Job()])
        let nested = Job(), added = Job()
        var once = true
        let sends = WillChangeCounter(board.objectWillChange) {
            if once { once = false; board.jobs.insert(nested, at: 0) }
        }
        board.jobs.append(added)
        XCTAssertEqual(board.jobs.count, 3)
        XCTAssertEqual(sends.sends { nested.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { added.progress = (1, 100) }, 1)
        XCTAssertEqual(sends.sends { board.jobs.removeAll() }, 1)
        XCTAssertEqual(sends.sends { nested.progress = (2, 100) }, 0)
        XCTAssertEqual(sends.sends { added.progress = (2, 100) }, 0)
    }

    func testAChildHeldTwiceInPlace() {
        let board = Board(jobs: [Job()])
        let sends = WillChangeCounter(board.objectWillChange)
        let job = board.jobs[0]
        board.jobs.append(job)
        XCTAssertEqual(sends.sends { job.progress = (1, 100) }, 1)
        board.jobs.removeFirst()
        XCTAssertEqual(sends.sends { job.progress = (2, 100) }, 1, "still held once")
        board.jobs.removeFirst()
        XCTAssertEqual(sends.sends { job.progress = (3, 100) }, 0)
    }

    func testNoChildOutlivesTheArrayOrTheModel() {
        weak var removed: Job?
        weak var kept: Job?
        weak var weakBoard: Board?
        do {
            let board = Board(jobs: [Job(), Job()])
            weakBoard = board
            let sends = WillChangeCounter(board.objectWillChange)
            removed = board.jobs[0]
            kept = board.jobs[1]
            board.jobs.removeFirst()
            XCTAssertNil(removed, "released by the in-place removal")
            board.jobs.append(Job())
            XCTAssertEqual(sends.sends { kept?.progress = (1, 100) }, 1)
        }
        XCTAssertNil(weakBoard)
        XCTAssertNil(kept)
    }

    func testASelfAncestorInPlace() {
        weak var weakTape: Tape?
        do {
            let tape = Tape()
            weakTape = tape
            let sends = WillChangeCounter(tape.objectWillChange)
            XCTAssertEqual(sends.sends { tape.kids.append(tape) }, 1)
            XCTAssertEqual(sends.sends { tape.items.append(1) }, 1)
            XCTAssertEqual(sends.sends { tape.kids.removeAll() }, 1)
            XCTAssertEqual(sends.sends { tape.items.append(2) }, 1)
        }
        XCTAssertNil(weakTape, "no cycle through the held copy")
    }
}
