import Foundation
import XCTest
@testable import IsolationLockedModels

/// Mutation of a `@locked` model's value (docs/isolation.md, "Mutations through a property";
/// docs/generated-api.md, "In-place mutation"): `modifyX` mutates the storage in place under
/// the lock when nothing needs the old value and copies it once otherwise; a mutation through
/// the property is a read and a store (the mutation itself runs with the lock released), and
/// both notify as the setter does.
final class LockedInPlaceTests: XCTestCase {
    private struct Abort: Error {}

    private func address(_ items: [Int]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The Swift toolchain's Observation test "validate copy on write semantics", for a
    /// `@locked` model's `modifyX`: its body finds the value uniquely referenced.
    func testModifyIsInPlaceWhenNothingNeedsTheOldValue() {
        let job = SharedJob()
        job.modifyItems { $0.reserveCapacity(64) }
        let before = address(job.items)
        job.modifyItems { $0.append(1) }
        XCTAssertEqual(address(job.items), before, "no table: the buffer is mutated in place")
        job.modifyItems { $0[0] += 1 }
        XCTAssertEqual(address(job.items), before, "no table: still in place")
        let token = job.observeCount { _, _ in }
        job.modifyItems { $0.append(2) }
        XCTAssertEqual(address(job.items), before, "items unobserved: still in place")
        XCTAssertEqual(job.items, [2, 2])
        _ = token
    }

    /// Through the property the mutation works on a copy read under the lock, which is then
    /// stored: the model's buffer is never mutated in place there.
    func testMutationThroughThePropertyStoresACopy() {
        let job = SharedJob()
        job.modifyItems { $0.reserveCapacity(64) }
        let before = address(job.items)
        job.items.append(1)
        XCTAssertNotEqual(address(job.items), before, "the mutation worked on a copy")
        XCTAssertEqual(job.items, [1])
    }

    /// Observed, the old value is copied once: the callback gets `(new, old)` after the
    /// store, on the mutating thread, with the lock released (it may read the model).
    func testMutationOfAnObservedValueReportsNewAndOld() {
        let job = SharedJob(items: [1, 2])
        let log = Log<String>()
        let token = job.observeItems { [unowned job] new, old in log.append("\(new) \(old) \(job.items)") }
        job.items.append(3)
        job.items[0] = 9
        job.items.removeFirst()
        XCTAssertEqual(log.entries, ["[1, 2, 3] [1, 2] [1, 2, 3]", "[9, 2, 3] [1, 2, 3] [9, 2, 3]", "[2, 3] [9, 2, 3] [2, 3]"])
        _ = token
    }

    /// An `observeChanges` observer needs the old value of every member: `.items(new, old)`.
    func testChangeObserverGetsTheReplacedValue() {
        let job = SharedJob(items: [1])
        let log = Log<String>()
        let token = job.observeChanges { change in
            if case .items(let new, let old) = change { log.append("\(new) \(old)") }
        }
        job.items.append(2)
        XCTAssertEqual(log.entries, ["[1, 2] [1]"])
        _ = token
    }

    /// A mutation that throws ends the access: the lock is released (the next access does
    /// not deadlock), what it changed stays, as a setter's write-back does, and is reported.
    func testAThrowingMutationReleasesTheLockAndReports() {
        let job = SharedJob()
        let log = Log<String>()
        let token = job.observeItems { new, old in log.append("\(new) \(old)") }
        func appendThenThrow(_ items: inout [Int]) throws {
            items.append(7)
            throw Abort()
        }
        XCTAssertThrowsError(try appendThenThrow(&job.items))
        job.count = 1
        XCTAssertEqual(job.items, [7])
        XCTAssertEqual(log.entries, ["[7] []"])
        _ = token
    }

    /// `job.parts[0].size += 1` reads `parts` (a class element is not mutated through the
    /// array), so the part's change reaches this model's lock with no access to `parts` open.
    func testMutatingAChildThroughTheArrayReadsOnly() {
        let job = SharedJob(parts: [SharedPart()])
        let log = Log<String>()
        let token = job.observeChanges { change in
            if case .parts(.changed(let index, .size(let new, _))) = change { log.append("parts[\(index)].size \(new)") }
        }
        job.parts[0].size += 1
        XCTAssertEqual(log.entries, ["parts[0].size 1"])
        _ = token
    }

    /// Children appended in place before the table exists are linked when it is made.
    func testChildrenAppendedInPlaceAreLinkedWhenObserved() {
        let job = SharedJob()
        job.parts.append(SharedPart())
        job.parts.append(SharedPart())
        let log = Log<String>()
        let token = job.observeChanges { change in
            if case .parts(.changed(let index, _)) = change { log.append("parts[\(index)]") }
        }
        job.parts[1].size = 5
        job.parts.append(SharedPart())
        job.parts[2].size = 1
        XCTAssertEqual(log.entries, ["parts[1]", "parts[2]"])
        _ = token
    }
}
