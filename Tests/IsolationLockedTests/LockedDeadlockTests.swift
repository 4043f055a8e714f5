import Foundation
import XCTest
@testable import IsolationLockedModels

/// Issue 14: a `@locked` model never calls out — to another model, or to code that may touch
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
}
