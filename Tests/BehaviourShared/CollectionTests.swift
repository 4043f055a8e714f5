import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// Collections at scale (SPEC §6 "Collections"): a mutation through the property
/// happens in place when nothing needs the old value, and a `children` array re-wires only
/// the elements that entered or left, with `.changed(index:)` giving the position at the
/// time of the change.
final class CollectionTests: XCTestCase {
    // MARK: In place, or one copy

    #if !OBSGEN_STYLE_COMBINE
    /// The Swift toolchain's Observation test "validate copy on write semantics": a mutation
    /// through the property finds the value uniquely referenced, so it keeps its storage.
    func testMutationThroughThePropertyIsInPlaceWhenNothingNeedsTheOldValue() {
        let counter = Counter()
        counter.items.reserveCapacity(64)
        let before = bufferAddress(counter.items)
        counter.items.append(1)
        counter.items[0] += 1
        XCTAssertEqual(bufferAddress(counter.items), before, "no table: the buffer is mutated in place")
        // A table (another member observed) does not make `items` copy while nobody needs it.
        let token = counter.observeCount { _, _ in }
        counter.items.append(2)
        XCTAssertEqual(bufferAddress(counter.items), before, "items unobserved: still in place")
        XCTAssertEqual(counter.items, [2, 2])
        _ = token
    }
    #endif

    func testMutationOfAnObservedValueReportsNewAndOldAfterTheStore() {
        let counter = Counter(items: [1, 2])
        let log = Log<String>()
        let token = counter.observeItems { [unowned counter] new, old in
            log.append("\(new) \(old) \(counter.items)")
        }
        counter.items.append(3)
        counter.items[0] = 9
        counter.items.removeFirst()
        XCTAssertEqual(log.entries, ["[1, 2, 3] [1, 2] [1, 2, 3]", "[9, 2, 3] [1, 2, 3] [9, 2, 3]", "[2, 3] [9, 2, 3] [2, 3]"])
        _ = token
    }

    // MARK: Children: re-wiring and the index reported

    /// The jobs' `observeChanges` log of `board`, as "jobs[i].progress n" / "jobs replaced n".
    private func watch(_ board: Board, _ log: Log<String>) -> ObservationToken {
        board.observeChanges { change in
            switch change {
            case .jobs(.replaced(let new, _)): log.append("jobs replaced \(new.count)")
            case .jobs(.changed(let index, .progress(let new, _))): log.append("jobs[\(index)].progress \(new.0)")
            case .jobs(.changed): break
            }
        }
    }

    func testInsertAtTheFrontThenAChangeReportsThePositionAtTheTimeOfTheChange() {
        let jobs = (0..<3).map { _ in Job() }
        let board = Board(jobs: jobs)
        let log = Log<String>()
        let token = watch(board, log)
        board.jobs.insert(Job(), at: 0)
        jobs[1].progress = (5, 100)  // now at position 2
        XCTAssertEqual(log.entries, ["jobs replaced 4", "jobs[2].progress 5"])
        _ = token
    }

    func testEveryMutationKindReWiresWhatEnteredAndLeft() {
        let a = Job(), b = Job(), c = Job(), d = Job(), e = Job()
        let board = Board(jobs: [a, b, c])
        let log = Log<String>()
        let token = watch(board, log)
        func poke(_ job: Job, _ value: Int) { job.progress = (value, 100) }

        board.jobs.append(d)                     // [a b c d]
        poke(d, 1)
        board.jobs.remove(at: 1)                 // [a c d]
        poke(b, 2); poke(c, 3)
        board.jobs[0] = e                        // [e c d]
        poke(a, 4); poke(e, 5)
        board.jobs.swapAt(0, 2)                  // [d c e]
        poke(e, 6)
        board.jobs.removeFirst()                 // [c e]
        poke(d, 7); poke(e, 8)
        board.jobs.removeLast()                  // [c]
        poke(e, 9); poke(c, 10)
        board.jobs[0].progress = (11, 100)       // through the subscript
        board.jobs.removeAll()                   // []
        poke(c, 12)
        XCTAssertEqual(log.entries, [
            "jobs replaced 4", "jobs[3].progress 1",
            "jobs replaced 3", "jobs[1].progress 3",
            "jobs replaced 3", "jobs[0].progress 5",
            "jobs replaced 3", "jobs[2].progress 6",
            "jobs replaced 2", "jobs[1].progress 8",
            "jobs replaced 1", "jobs[0].progress 10",
            "jobs[0].progress 11",
            "jobs replaced 0",
        ])
        _ = token
    }

    func testAChildHeldTwiceForwardsUntilItsLastOccurrenceLeaves() {
        let twice = Job(), other = Job()
        let board = Board(jobs: [other, twice, twice])
        let log = Log<String>()
        let token = watch(board, log)
        twice.progress = (1, 100)
        board.jobs.remove(at: 1)                 // [other twice]
        twice.progress = (2, 100)
        board.jobs.removeLast()                  // [other]
        twice.progress = (3, 100)
        XCTAssertEqual(log.entries, ["jobs[1].progress 1", "jobs replaced 2", "jobs[1].progress 2", "jobs replaced 1"])
        _ = token
    }

    func testAChildMovedToAnotherParentForwardsOnlyThere() {
        let job = Job()
        let first = Board(jobs: [job]), second = Board()
        let firstLog = Log<String>(), secondLog = Log<String>()
        let tokens = [watch(first, firstLog), watch(second, secondLog)]
        second.jobs.append(first.jobs.removeFirst())
        job.progress = (1, 100)
        XCTAssertEqual(firstLog.entries, ["jobs replaced 0"])
        XCTAssertEqual(secondLog.entries, ["jobs replaced 1", "jobs[0].progress 1"])
        _ = tokens
    }

    /// Only the elements that entered or left are re-wired: a child that stays keeps its link,
    /// and so its place among its parents' links (the order a change reaches them in).
    func testAChildThatStaysKeepsItsPlaceAmongItsParents() {
        let shared = Job()
        let first = Board(jobs: [shared]), second = Board(jobs: [shared])
        let log = Log<String>()
        let tokens = [watch(first, Log()), watch(second, Log()),
                      first.observeChanges { _ in log.append("first") }, second.observeChanges { _ in log.append("second") }]
        first.jobs.append(Job())
        first.jobs.insert(Job(), at: 0)
        log.removeAll()
        shared.progress = (1, 100)
        XCTAssertEqual(log.entries, ["first", "second"])
        _ = tokens
    }

    func testAParentThatIsItsOwnDescendantStillStops() {
        let top = Node(name: "top")
        let middle = Node(name: "middle", kids: [top])
        let log = Log<String>()
        let token = top.observeChanges { change in log.append(LifetimeTests.describe(change)) }
        top.kids.append(middle)                   // top → middle → top
        top.kids.append(Node(name: "leaf"))
        top.kids[1].name = "x"
        middle.kids.insert(Node(), at: 0)
        middle.name = "y"
        XCTAssertFalse(log.entries.isEmpty)
        XCTAssertEqual(log.entries.last, "kids[0].name y")
        _ = token
    }

    // MARK: Scalars (no `_modify`)

    /// A compound assignment to a scalar (`Int`, whose property has no `_modify`)
    /// is a read and one store: observers see it once, with the new and the old value.
    func testCompoundAssignmentToAScalarIsOneChange() {
        let counter = Counter(count: 1)
        let log = Log<String>()
        let tokens = [counter.observeCount { new, old in log.append("count \(new) \(old)") },
                      counter.observeChanges { change in
                          if case .count(let new, let old) = change { log.append("change \(new) \(old)") }
                      }]
        counter.count += 2
        counter.count *= 3
        XCTAssertEqual(log.entries, ["count 3 1", "change 3 1", "count 9 3", "change 9 3"])
        XCTAssertEqual(counter.count, 9)
        _ = tokens
    }
}
