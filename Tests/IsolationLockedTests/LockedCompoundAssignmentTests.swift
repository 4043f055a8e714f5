import Foundation
import XCTest
@testable import IsolationLockedModels

extension Int {
    /// A mutating method of the app's own: called through a `@locked` model's property, it
    /// runs between the property's read and its store, with the lock released.
    fileprivate mutating func increment(signalling inside: DispatchSemaphore, waitingFor go: DispatchSemaphore) {
        inside.signal()
        go.wait()
        self += 1
    }
}

/// A mutation through a `@locked` property (`x += 1`, `items.append(e)`, a method of the
/// value's type) is a read under one hold of the lock and a store under another, like
/// `x = x + 1`: the code between them runs with the lock released, so two of them on two
/// threads may lose an update. `modifyX` is the read-modify-write under one hold
/// (docs/isolation.md, "Mutations through a property").
final class LockedCompoundAssignmentTests: XCTestCase {
    let threads = 8
    let perThread = 10_000

    /// A mutating method of the app's (which the property cannot tell from `+=`) runs with the
    /// lock released: another thread's assignment goes through meanwhile, and the method's
    /// store then replaces it (the update is lost, as documented).
    func testTheMutationRunsBetweenAReadAndAStore() {
        let job = SharedJob()
        let pairs = Log<(old: Int, new: Int)>()
        let token = job.observeCount { new, old in pairs.append((old, new)) }
        let inside = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread {
            job.count.increment(signalling: inside, waitingFor: go)
            done.signal()
        }.start()
        inside.wait()
        let assigned = DispatchSemaphore(value: 0)
        Thread {
            job.count += 10
            assigned.signal()
        }.start()
        // While the method runs the lock is free: the other thread's `+= 10` completes.
        guard assigned.wait(timeout: .now() + 10) == .success else {
            return XCTFail("`count += 10` waited for the lock while a mutation through `count` ran")
        }
        XCTAssertEqual(job.count, 10)
        go.signal()
        done.wait()
        XCTAssertEqual(job.count, 1, "the method stores what it read plus one, replacing the 10")
        XCTAssertEqual(pairs.entries.map(\.old), [0, 10], "each store reports the value it replaced")
        XCTAssertEqual(pairs.entries.map(\.new), [10, 1])
        _ = token
    }

    /// `count += 1` from 8 threads x 10,000: every store is made and reported once with the value
    /// it replaced, but an increment that read a value another thread then replaced stores a
    /// stale sum, so the total may fall short of 80,000 (never above it).
    func testCompoundAssignmentFromEightThreadsMayLoseUpdates() {
        let job = SharedJob()
        let stores = Locked(0)
        let token = job.observeCount { _, _ in stores.with { $0 += 1 } }
        let perThread = self.perThread
        concurrently(threads) { _ in
            for _ in 0..<perThread { job.count += 1 }
        }
        XCTAssertEqual(stores.current, threads * perThread, "every store is reported once")
        XCTAssertLessThanOrEqual(job.count, threads * perThread)
        XCTAssertGreaterThan(job.count, 0)
        _ = token
    }

    /// `modifyCount { $0 += 1 }` from 8 threads x 10,000 loses none: 80,000, each reported as one
    /// increment of the value it replaced.
    func testModifyFromEightThreadsLosesNoUpdate() {
        let job = SharedJob()
        let pairs = Log<(old: Int, new: Int)>()
        let token = job.observeCount { new, old in pairs.append((old, new)) }
        let perThread = self.perThread
        concurrently(threads) { _ in
            for _ in 0..<perThread { job.modifyCount { $0 += 1 } }
        }
        XCTAssertEqual(job.count, threads * perThread)
        XCTAssertEqual(pairs.count, threads * perThread)
        XCTAssertTrue(pairs.entries.allSatisfy { $0.new == $0.old + 1 })
        XCTAssertEqual(Set(pairs.entries.map(\.old)), Set(0..<(threads * perThread)))
        _ = token
    }
}
