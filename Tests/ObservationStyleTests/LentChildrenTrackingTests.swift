import Foundation
import Observation
import XCTest
@testable import BehaviourObservationModels

/// An observed children array mutates in place with the table's copy of its last value as the
/// old value. `withObservationTracking`'s `onChange` runs in the registrar's `willSet`, before
/// the mutation: what it does there (a mutation of the same array, a first observer) must
/// leave every later (new, old) pair right, and release what left.
final class LentChildrenTrackingTests: XCTestCase {
    /// A mutation made from `onChange` during an in-place mutation is reported first; the
    /// in-place one must then report the value after it as its old value, as every other
    /// path does (each old value is the previous new value).
    func testAMutationFromOnChangeIsTheOldValueOfTheMutationInPlace() {
        let board = Board(jobs: [Job()])
        let pairs = Locked<[(new: [ObjectIdentifier], old: [ObjectIdentifier])]>([])
        let token = board.observeJobs { new, old in pairs.with { $0.append((ids(new), ids(old))) } }
        board.jobs.append(Job())  // the table's copy is known: from here the mutations lend it
        let model = Unchecked(board)
        let nested = Unchecked(Job()), outer = Job()
        // Once: the nested store's own `willSet` calls `onChange` again (the round is still armed).
        let once = Locked(true)
        withObservationTracking({ _ = board.jobs }, onChange: {
            guard once.with({ first in defer { first = false }; return first }) else { return }
            model.value.jobs.append(nested.value)
        })
        board.jobs.append(outer)
        XCTAssertEqual(board.jobs.suffix(2).map(ObjectIdentifier.init), [ObjectIdentifier(nested.value), ObjectIdentifier(outer)])
        let entries = pairs.current
        XCTAssertEqual(entries.count, 3)
        for index in entries.indices.dropFirst() {
            XCTAssertEqual(entries[index].old, entries[index - 1].new, "change \(index): its old value is the value before it")
        }
        _ = token
    }

    /// A first observer made from `onChange` of an unobserved mutation makes the table (and
    /// its copy of the array) before the mutation happens in place: the copy must not keep
    /// the value from before the mutation, neither as the next old value nor as a reference
    /// to a child that left; the observer, made before the mutation, is told of it.
    func testATableMadeFromOnChangeKnowsTheMutationThatFollows() {
        weak var left: Job?
        let board: Board, first: ObjectIdentifier
        do {
            let job = Job()
            left = job
            first = ObjectIdentifier(job)
            board = Board(jobs: [job])
        }
        let model = Unchecked(board)
        let pairs = Locked<[(new: [ObjectIdentifier], old: [ObjectIdentifier])]>([])
        let token = Locked<ObservationToken?>(nil)
        withObservationTracking({ _ = board.jobs }, onChange: {
            guard token.current == nil else { return }
            token.with { $0 = model.value.observeJobs { new, old in pairs.with { $0.append((ids(new), ids(old))) } } }
        })
        board.jobs.removeAll()
        XCTAssertNotNil(token.current)
        XCTAssertNil(left, "the child that left is released (the table keeps no copy of the array before the mutation)")
        let added = Job()
        board.jobs.append(added)
        // The observer, made before the mutation, sees it (as it sees an assignment that calls
        // `onChange`), and the next old value is the array after it.
        XCTAssertEqual(pairs.current.map(\.new), [[], [ObjectIdentifier(added)]])
        XCTAssertEqual(pairs.current.map(\.old), [[first], []], "each old value is the array before the change")
    }
}

/// The identities of the elements, in order.
private func ids(_ jobs: [Job]) -> [ObjectIdentifier] { jobs.map(ObjectIdentifier.init) }
