import Foundation
import Observation
import XCTest
@testable import LockedObservationModels

/// SPEC §3 observation with `@locked` models (docs/styles.md), driven from 8 threads at once:
/// 4 threads assign every kind of member while 4 re-arm `withObservationTracking` rounds over
/// them in a loop, and every `onChange` reads the model on the assigning thread. Compiled
/// against `Fixtures/Golden/locked-observation/expected`; run under ThreadSanitizer by
/// `Scripts/tsan.sh`, and as plain tests by `swift test`.
final class LockedObservationStressTests: XCTestCase {
    func testTrackingReArmedWhileEightThreadsAssign() {
        let job = SharedJob(preview: SharedPreview(), parts: [SharedPart()])
        let perThread = Stress.iterations(300)
        let writers = Stress.threads / 2
        let fired = Locked(0)
        let callbacks = Locked(0)
        let tokens = [
            job.observeCount { _, _ in callbacks.with { $0 += 1 } },
            job.observeChanges { _ in _ = job.label },
        ]
        let writing = Locked(writers)

        Stress.run { index in
            if index < writers {
                for step in 0..<perThread {
                    job.modifyCount { $0 += 1 }
                    job.status = "\(index)-\(step % 4)"
                    job.settings.volume = Double(step)
                    job.parts[0].size = step
                    job.preview = step % 2 == 0 ? nil : SharedPreview(caption: "\(step)")
                    if step % 25 == 0 { job.parts = [SharedPart(size: index)] }
                    job.progress = (step, perThread)
                }
                writing.with { $0 -= 1 }
            } else {
                while writing.current > 0 {
                    let changed = DispatchSemaphore(value: 0)
                    withObservationTracking {
                        _ = job.count
                        _ = job.label
                        _ = job.settings.volume
                        _ = job.parts.first?.size
                        _ = job.preview?.caption
                    } onChange: {
                        // On the assigning thread, after the lock was released.
                        _ = job.summary
                        _ = job.settings.volume
                        fired.with { $0 += 1 }
                        changed.signal()
                    }
                    // Re-arm once this round fired (or soon, to notice the writers are done).
                    _ = changed.wait(timeout: .now() + .milliseconds(20))
                }
            }
        }

        XCTAssertEqual(job.count, writers * perThread, "modifyCount loses no update")
        XCTAssertEqual(callbacks.current, writers * perThread)
        XCTAssertGreaterThan(fired.current, 0, "the tracking rounds saw the assignments")
        XCTAssertEqual(job.progress.0, perThread - 1)
        withExtendedLifetime(tokens) {}
    }
}
