import Foundation
import XCTest
@testable import BehaviourCallbacksModels
@testable import IsolationLockedModels

/// SPEC §2 semantic 5 ("cancel() is safe from any thread") when several threads notify the
/// same member while others add and cancel observers of it: a sweep of the member's gate must
/// never release a callback that a round on another thread is about to call. (A review found
/// that window: the gate took its queue after its compare-and-swap, so a slot queued in
/// between was released during a call — a use-after-free that `-O` turned into crashes and
/// sums of freed memory.) Each callback reads an array it captured; freed memory shows up as
/// a wrong sum here, or as a report under ThreadSanitizer (`Scripts/tsan.sh`).
final class GateStressTests: XCTestCase {
    /// What a callback captures: sixteen ones, so every call adds exactly 16.
    final class Payload: @unchecked Sendable {
        let values = [Int](repeating: 1, count: 16)
        var sum: Int { values.reduce(0, +) }
    }

    /// Threads 0–3 notify; threads 4–7 add four observers and cancel them, over and over.
    /// Returns the sum of what the callbacks read.
    func runRace(
        notify: @escaping @Sendable () -> Void,
        observe: @escaping @Sendable (Payload, Locked<Int>) -> AnyObject & Sendable,
        cancel: @escaping @Sendable (AnyObject) -> Void
    ) -> Int {
        let total = Locked(0)
        let finished = Locked(0)
        let half = Stress.threads / 2
        Stress.run { thread in
            if thread < half {
                while finished.current < half { notify() }
            } else {
                for _ in 0..<Stress.iterations(4_000) {
                    let tokens = (0..<4).map { _ in observe(Payload(), total) }
                    for token in tokens { cancel(token) }
                }
                finished.with { $0 += 1 }
            }
        }
        return total.current
    }

    func testLockedModelNotifiedAndCancelledFromManyThreads() {
        let job = SharedJob()
        let total = runRace(
            notify: { job.modifyCount { $0 += 1 } },
            observe: { payload, total in
                job.observeCount { _, _ in
                    let sum = payload.sum
                    total.with { $0 += sum }
                }
            },
            cancel: { ($0 as? IsolationLockedModels.ObservationToken)?.cancel() }
        )
        XCTAssertEqual(total % 16, 0, "a callback read freed memory: \(total) is not a sum of 16s")
        XCTAssertGreaterThan(job.count, 0)
    }

    func testBusPostedToAndCancelledFromManyThreads() {
        let bus = Bus()
        let total = runRace(
            notify: { bus.post(.scored(points: 1, player: "p")) },
            observe: { payload, total in
                bus.onScored { _, _ in
                    let sum = payload.sum
                    total.with { $0 += sum }
                }
            },
            cancel: { ($0 as? BehaviourCallbacksModels.ObservationToken)?.cancel() }
        )
        XCTAssertEqual(total % 16, 0, "a handler read freed memory: \(total) is not a sum of 16s")
    }
}
