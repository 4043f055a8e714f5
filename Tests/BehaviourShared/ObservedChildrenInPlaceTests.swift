import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// An observed `children` array (an `observeChanges` observer, an `observeX` observer or a
/// parent's link needs its old value) mutates in place: the model's table keeps a copy of the
/// value its observers last saw and lends it as the old value, then brings it up to date
/// (docs/generated-api.md, "Who pays for the old value"). The old and new values are the same
/// as on the copying path, in every order of events.
final class ObservedChildrenInPlaceTests: XCTestCase {
    /// Each (new, old) pair of `board.jobs` as the identities of their elements.
    private final class Pairs: @unchecked Sendable {
        var entries: [(new: [ObjectIdentifier], old: [ObjectIdentifier])] = []
    }

    private func ids(_ jobs: [Job]) -> [ObjectIdentifier] { jobs.map(ObjectIdentifier.init) }

    private func watchPairs(_ board: Board, _ pairs: Pairs) -> ObservationToken {
        board.observeChanges { [ids] change in
            if case .jobs(.replaced(let new, let old)) = change { pairs.entries.append((ids(new), ids(old))) }
        }
    }

    func testAnObservedChildrenArrayMutatesInPlaceOnceItsLastValueIsKept() {
        let board = Board(jobs: (0..<3).map { _ in Job() })
        let pairs = Pairs()
        let token = watchPairs(board, pairs)
        // The first mutations after the table is made copy (the table keeps no value yet, then
        // shares the stored one); from then on the buffer stays.
        board.jobs.append(Job())
        board.jobs.reserveCapacity(64)
        let before = bufferAddress(board.jobs)
        var expected = ids(board.jobs)  // identities: a copy of the array would share its buffer
        for step in 0..<12 {
            switch step % 4 {
            case 0: board.jobs.append(Job()); expected.append(ObjectIdentifier(board.jobs.last!))
            case 1: board.jobs.swapAt(0, 1); expected.swapAt(0, 1)
            case 2: board.jobs.removeLast(); expected.removeLast()
            default: board.jobs.insert(Job(), at: 1); expected.insert(ObjectIdentifier(board.jobs[1]), at: 1)
            }
            XCTAssertEqual(bufferAddress(board.jobs), before, "step \(step): mutated in place")
        }
        XCTAssertEqual(ids(board.jobs), expected)
        // Each change's old value is the value before it (`reserveCapacity` changed no child:
        // no change).
        XCTAssertEqual(pairs.entries.count, 13)
        for (index, pair) in pairs.entries.enumerated().dropFirst() {
            XCTAssertEqual(pair.old, pairs.entries[index - 1].new, "change \(index)")
        }
        _ = token
    }

    func testOldValuesAnObserverKeepsStayAsTheyWere() {
        let board = Board(jobs: [Job()])
        var kept: [[Job]] = [], seen: [[ObjectIdentifier]] = []
        let token = board.observeJobs { _, old in kept.append(old) }
        for _ in 0..<6 {
            seen.append(ids(board.jobs))
            board.jobs.append(Job())
        }
        XCTAssertEqual(kept.map(ids), seen, "a kept old value is never changed by a later mutation")
        _ = token
    }

    func testAMutationFromAnObserverGetsItsOwnOldValueAndTheNextOneTheLatest() {
        let board = Board(jobs: [Job()])
        let pairs = Pairs()
        board.jobs.append(Job())  // no table yet
        let token = watchPairs(board, pairs)
        board.jobs.append(Job())
        board.jobs.append(Job())
        let nested = Job()
        var once = true
        let second = board.observeJobs { [unowned board] new, _ in
            guard once, new.count == 5 else { return }
            once = false
            board.jobs.insert(nested, at: 0)
        }
        let before = ids(board.jobs)
        board.jobs.append(Job())                 // 5 jobs, then the observer inserts at the front
        let afterOuter = before + [ObjectIdentifier(board.jobs.last!)]
        XCTAssertEqual(ids(board.jobs), [ObjectIdentifier(nested)] + afterOuter)
        board.jobs.removeLast()
        // The nested change is the one `observeChanges` gets for the first (its value is the
        // latest: the first one's pass has ended), then the removal's old value is the value
        // after both.
        let withNested = [ObjectIdentifier(nested)] + afterOuter
        XCTAssertEqual(pairs.entries.suffix(2).map(\.old), [afterOuter, withNested])
        XCTAssertEqual(pairs.entries.suffix(2).map(\.new), [withNested, [ObjectIdentifier(nested)] + before])
        _ = (token, second)
    }

    func testChildrenThatEnterOrLeaveInPlaceAreLinkedOrUnlinked() {
        let a = Job(), b = Job(), c = Job()
        let board = Board(jobs: [a])
        let log = Log<String>()
        let token = board.observeChanges { change in
            if case .jobs(.changed(let index, .progress(let new, _))) = change { log.append("jobs[\(index)] \(new.0)") }
        }
        board.jobs.append(b)
        board.jobs.append(c)
        board.jobs.remove(at: 1)                 // [a c], in place
        b.progress = (1, 100)
        c.progress = (2, 100)
        board.jobs[0] = b                        // [b c]
        a.progress = (3, 100)
        b.progress = (4, 100)
        XCTAssertEqual(log.entries, ["jobs[1] 2", "jobs[0] 4"])
        _ = token
    }

    private struct Stop: Error {}

    /// As with a `didSet` property in Swift, an inout mutation that throws is stored (and
    /// observed) with what it changed before throwing, whichever path it takes.
    func testAMutationThatThrowsIsStoredAndObserved() {
        let board = Board(jobs: [Job()])
        let log = Log<Int>()
        let token = board.observeJobs { new, _ in log.append(new.count) }
        func appendThenThrow(_ jobs: inout [Job]) throws { jobs.append(Job()); throw Stop() }
        for _ in 0..<3 { XCTAssertThrowsError(try appendThenThrow(&board.jobs)) }
        XCTAssertEqual(board.jobs.count, 4)
        XCTAssertEqual(log.entries, [2, 3, 4])
        let counter = Counter(items: [1])
        let items = counter.observeItems { new, _ in log.append(new.count) }
        func appendThenThrow(_ items: inout [Int]) throws { items.append(0); throw Stop() }
        XCTAssertThrowsError(try appendThenThrow(&counter.items))
        XCTAssertEqual(counter.items, [1, 0])
        XCTAssertEqual(log.entries.last, 2)
        _ = (token, items)
    }

    func testChildrenThatLeftAreReleased() {
        let board = Board(jobs: [Job()])
        let token = board.observeChanges { _ in }
        weak var left: Job?
        do {
            let job = Job()
            left = job
            board.jobs.append(job)
            board.jobs.append(Job())
        }
        board.jobs.remove(at: 1)
        board.jobs.append(Job())
        XCTAssertNil(left, "neither the array nor the table's copy keeps a child that left")
        _ = token
    }
}
