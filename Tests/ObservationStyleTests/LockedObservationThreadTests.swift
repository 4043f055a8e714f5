import Foundation
import Observation
import XCTest
@testable import LockedObservationModels

/// `@locked` models in the observation style from several threads: the registrar is never
/// called while the model's lock is held (the lock is not recursive, and `onChange` — or
/// SwiftUI — may read the model), and tracking re-armed from `onChange` survives concurrent
/// assignments. (Tests/ConcurrencyStressTests drives the same under ThreadSanitizer.)
final class LockedObservationThreadTests: XCTestCase {
    func testAnOnChangeHandlerThatReadsTheModelDoesNotDeadlock() {
        let job = SharedJob(parts: [SharedPart()])
        let reads = Locked<[String]>([])
        track({
            _ = job.count
            _ = job.label
            _ = job.settings.volume
        }, note: {
            let read = "count=\(job.count) label=\(job.label) volume=\(job.settings.volume) parts=\(job.parts.count)"
            reads.with { $0.append(read) }
            return read
        })
        let replaced = track({ _ = job.settings }, note: { "settings volume=\(job.settings.volume)" })
        XCTAssertTrue(finishes(within: 10) {
            job.modifyCount { $0 += 1 }
            job.settings = SharedSettings(volume: 0.3)
        }, "onChange read the model while the registrar was told under the lock: deadlock")
        XCTAssertEqual(reads.with { $0 }, ["count=1 label=1 of 1 volume=0.5 parts=1"])
        XCTAssertEqual(replaced.notes, ["settings volume=0.3"])
    }

    func testConcurrentAssignmentsWithTrackingRearmedDoNotDeadlock() {
        let job = SharedJob(parts: [SharedPart()])
        let perThread = 300
        let seen = Locked(0)
        let rounds = Rearming({
            _ = job.count
            _ = job.label
            _ = job.parts.first?.size
        }, onChange: {
            // Reads the model from inside onChange, on the assigning thread.
            let count = job.count
            seen.with { $0 = max($0, count) }
        })
        XCTAssertTrue(finishes(within: 60) {
            Stress.run { index in
                for step in 0..<perThread {
                    job.modifyCount { $0 += 1 }
                    job.status = "\(index)-\(step % 3)"
                    job.parts[0].size = step
                    if step % 50 == 0 { job.parts = [SharedPart(size: step)] }
                    _ = job.label
                }
            }
        }, "deadlock under concurrent assignments with tracking re-armed")
        rounds.stop()
        let total = Stress.threads * perThread
        XCTAssertEqual(job.count, total, "modifyCount loses no update")
        XCTAssertGreaterThan(rounds.count, 0)
        XCTAssertLessThanOrEqual(rounds.count, total + Stress.threads * (perThread * 2 + perThread / 50 + 1),
                                 "at most one round per change of what was read")
        XCTAssertGreaterThan(seen.with { $0 }, 0)
        let after = rounds.count
        job.count = 0
        XCTAssertLessThanOrEqual(rounds.count, after + 1, "stopped: at most the armed round fires")
    }
}
