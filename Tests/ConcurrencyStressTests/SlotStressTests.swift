import Foundation
import XCTest
@testable import BehaviourCallbacksModels
@testable import IsolationLockedModels

/// SPEC §2 semantic 5 against the lock-free observer slot: a call takes no lock and does not
/// retain the callback, so a cancel racing with calls must neither call a cancelled callback
/// after `cancel()` returned nor release it while a call is running, and must release it
/// exactly once. Run under ThreadSanitizer by `Scripts/tsan.sh`.
final class SlotStressTests: XCTestCase {
    /// Something a callback captures, to prove that the callback went away.
    final class Captured: @unchecked Sendable {
        var calls = 0
    }

    /// A default-isolation model notified on its own thread while seven other threads cancel
    /// its tokens, each token from two threads at once (twice: the second does nothing).
    /// Afterwards no callback runs and every captured object is gone.
    func testCancelFromOtherThreadsWhileTheModelNotifies() {
        let counter = Counter()
        let totalCalls = Locked(0)
        var weakRefs: [WeakBox] = []
        var tokens: [BehaviourCallbacksModels.ObservationToken] = []
        for _ in 0..<Stress.iterations(64) {
            let captured = Captured()
            weakRefs.append(WeakBox(captured))
            tokens.append(counter.observeCount { _, _ in
                captured.calls += 1
                totalCalls.with { $0 += 1 }
            })
        }
        let shared = Handover((counter, tokens))
        tokens = []
        let cancelled = Locked(0)
        Stress.run { thread in
            if thread == 0 {
                var value = 0
                while cancelled.current < Stress.threads - 1 {
                    value += 1
                    shared.value.0.count = value
                }
            } else {
                // Threads 1...7 cancel the tokens at odd or at even positions, so each token is
                // cancelled by several threads at once, racing with the notifications.
                for (index, token) in shared.value.1.enumerated() where index % 2 == thread % 2 {
                    token.cancel()
                }
                cancelled.with { $0 += 1 }
            }
        }
        XCTAssertTrue(weakRefs.allSatisfy { $0.object == nil }, "a cancelled callback was kept alive")
        let callsBefore = totalCalls.current
        counter.count += 1
        XCTAssertEqual(totalCalls.current, callsBefore, "a cancelled callback ran")
        withExtendedLifetime(shared) {}
    }

    /// A `@locked` model's callback cancels its own token while other threads are calling it:
    /// the calls in progress finish, no new one starts, and the callback goes away after the
    /// last one returns.
    func testCallbackCancelsItselfWhileOtherThreadsCallIt() {
        for _ in 0..<Stress.iterations(20) {
            let job = SharedJob()
            let token = Locked<IsolationLockedModels.ObservationToken?>(nil)
            let callsAfterCancel = Locked(0)
            let cancelled = Locked(false)
            let weakCaptured: WeakBox = {
                let captured = Captured()
                token.with {
                    $0 = job.observeCount { new, _ in
                        if cancelled.current { callsAfterCancel.with { $0 += 1 } }
                        withExtendedLifetime(captured) {}
                        if new % 7 == 0 {
                            token.current?.cancel()
                            cancelled.with { $0 = true }
                        }
                    }
                }
                return WeakBox(captured)
            }()
            Stress.run { _ in
                for _ in 0..<Stress.iterations(50) { job.modifyCount { $0 += 1 } }
            }
            // Calls that started before the cancel may end after it (and count above); once
            // every thread is done, no further call starts and the callback is gone.
            XCTAssertTrue(cancelled.current)
            XCTAssertNil(weakCaptured.object, "the callback outlived its cancelled token")
            let before = callsAfterCancel.current
            job.count += 1
            XCTAssertEqual(callsAfterCancel.current, before)
            token.with { $0 = nil }
        }
    }
}

/// A weak reference that can cross threads.
final class WeakBox: @unchecked Sendable {
    weak var object: SlotStressTests.Captured?
    init(_ object: SlotStressTests.Captured) { self.object = object }
}

/// A value handed to other threads by a test that knows the access is safe.
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
