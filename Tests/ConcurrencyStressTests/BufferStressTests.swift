import Foundation
import XCTest
@testable import BehaviourCallbacksModels
@testable import IsolationLockedModels

/// The slot buffer a round reads in place (`_ObsgenSlots`): a callbacks-style round neither
/// copies nor retains it, so a buffer replaced during a round — an observer added, compacted
/// away or removed by a callback, in a nested round too — must stay alive until the rounds
/// over it end, while other threads cancel tokens of the same member (their gate is shared).
/// Each callback reads an array it captured: freed memory shows up as a sum that is not a
/// multiple of 16, or as a report under ThreadSanitizer (`Scripts/tsan.sh`).
final class BufferStressTests: XCTestCase {
    /// A weak reference to a payload that can cross threads.
    final class WeakPayload: @unchecked Sendable {
        weak var object: GateStressTests.Payload?
        init(_ object: GateStressTests.Payload) { self.object = object }
    }

    /// Thread 0 assigns a default-isolation model; one of its observers adds two more in each
    /// round (the buffer is replaced under the round), cancels old ones itself, assigns again
    /// from inside the callback (a nested round that compacts) and now and then removes every
    /// observer of the member. Threads 1–7 cancel the tokens it hands them. Afterwards every
    /// callback is released and none runs again.
    func testCallbacksReplaceTheBufferWhileOtherThreadsCancel() {
        let shared = Handover(Counter())
        let total = Locked(0)
        let pending = Locked<[BehaviourCallbacksModels.ObservationToken]>([])
        let producing = Locked(true)
        let payloads = Locked<[WeakPayload]>([])
        Stress.run { thread in
            guard thread == 0 else {
                while true {
                    let stillProducing = producing.current
                    let batch = pending.with { tokens in
                        defer { tokens = [] }
                        return tokens
                    }
                    for token in batch { token.cancel() }
                    if batch.isEmpty {
                        if !stillProducing { return }
                        usleep(50)
                    }
                }
            }
            let counter = shared.value
            var kept: [BehaviourCallbacksModels.ObservationToken] = []
            var mutator: BehaviourCallbacksModels.ObservationToken?
            var nested = false
            func observe() -> BehaviourCallbacksModels.ObservationToken {
                let payload = GateStressTests.Payload()
                payloads.with { $0.append(WeakPayload(payload)) }
                return counter.observeCount { _, _ in
                    let sum = payload.sum
                    total.with { $0 += sum }
                }
            }
            func addMutator() {
                mutator = counter.observeCount { new, _ in
                    pending.with { $0.append(observe()) }
                    kept.append(observe())
                    if kept.count > 6 { kept.removeFirst().cancel() }
                    if new % 5 == 0, !nested {
                        nested = true
                        counter.count = new + 1
                        nested = false
                    }
                    if new % 89 == 0 {
                        counter.removeAllCountObservers()
                        mutator = nil
                    }
                }
            }
            for value in 1...Stress.iterations(2_000) {
                if mutator == nil { addMutator() }
                counter.count = value * 2
                counter.count = value * 2 + 1
            }
            counter.removeAllCountObservers()
            kept = []
            mutator = nil
            producing.with { $0 = false }
        }
        XCTAssertEqual(total.current % 16, 0, "a callback read freed memory: \(total.current) is not a sum of 16s")
        XCTAssertGreaterThan(total.current, 0)
        XCTAssertTrue(payloads.current.allSatisfy { $0.object == nil }, "a removed callback was kept alive")
        let before = total.current
        shared.value.count += 1
        XCTAssertEqual(total.current, before, "a cancelled callback ran")
    }

    /// A `@locked` model notified from eight threads, whose callbacks add an observer of the
    /// same member and cancel it again (rounds read retained snapshots while the buffer is
    /// appended to in place or rebuilt under the lock).
    func testLockedCallbacksAddAndCancelObserversFromManyThreads() {
        let job = SharedJob()
        let total = Locked(0)
        let payload = GateStressTests.Payload()
        let token = job.observeCount { _, _ in
            let inner = job.observeCount { _, _ in
                let sum = payload.sum
                total.with { $0 += sum }
            }
            inner.cancel()
        }
        Stress.run { _ in
            for _ in 0..<Stress.iterations(1_000) { job.modifyCount { $0 += 1 } }
        }
        token.cancel()
        XCTAssertEqual(total.current % 16, 0, "a callback read freed memory: \(total.current) is not a sum of 16s")
        let before = total.current
        job.count += 1
        XCTAssertEqual(total.current, before, "a cancelled callback ran")
    }
}
