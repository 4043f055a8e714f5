import Foundation
import XCTest
@testable import IsolationLockedModels

/// Re-entrancy in a `@locked` model (docs/generated-api.md, "Further rules"): a callback that
/// assigns the same member again, with the setter or `modifyX`, runs a complete nested round,
/// after which the outer round stops. A `@locked` model computes its derived values in the lock
/// hold of the store, so the nested round's derived pair has the value the outer store computed
/// as its old one.
final class LockedReentrancyTests: XCTestCase {
    func testAClampSupersedesTheOuterRoundThroughTheSetterAndModify() {
        for useModify in [false, true] {
            let job = SharedJob()
            let screen = JobBoard(job: job)
            let log = Log<String>()
            var tokens = Set<ObservationToken>()
            job.observeCount { new, old in
                log.append("A \(new) \(old)")
                if new > 100 {
                    if useModify { job.modifyCount { $0 = 100 } } else { job.count = 100 }
                }
            }.store(in: &tokens)
            job.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
            job.observeSummary { new, old in log.append("S \(new) | \(old)") }.store(in: &tokens)
            job.observeChanges { change in log.append("C " + lockedLine(change)) }.store(in: &tokens)
            screen.observeChanges { change in
                if case .job(.changed(let inner)) = change { log.append("P " + lockedLine(inner)) } else { log.append("P other") }
            }.store(in: &tokens)

            if useModify { job.modifyCount { $0 = 150 } } else { job.count = 150 }

            XCTAssertEqual(log.entries, [
                "A 150 0",
                // The nested round, complete: the outer round stops after it.
                "A 100 150", "B 100 150", "S 100 of 0 | 150 of 0",
                "C count 100 150", "P count 100 150",
                "C summary 100 of 0 | 150 of 0", "P summary 100 of 0 | 150 of 0",
                "C label 100 of 0 | 150 of 0", "P label 100 of 0 | 150 of 0",
            ], useModify ? "modifyCount" : "setter")
            XCTAssertEqual(job.count, 100)
        }
    }

    /// A `@locked` parent's `observeChanges` observer clamps the child's member while the
    /// change climbs through it: once the nested round has run, the outer change goes no
    /// further — the other board never gets the stale `(150, 0)`.
    func testAClampInAParentSupersedesTheRestOfTheClimb() {
        let job = SharedJob()
        let first = JobBoard(job: job), second = JobBoard(job: job)
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeCount { new, old in log.append("S \(new) \(old)") }.store(in: &tokens)
        first.observeChanges { change in
            guard case .job(.changed(.count(let new, let old))) = change else { return }
            log.append("P1 \(new) \(old)")
            if new > 100 { job.count = 100 }
        }.store(in: &tokens)
        second.observeChanges { change in
            if case .job(.changed(.count(let new, let old))) = change { log.append("P2 \(new) \(old)") }
        }.store(in: &tokens)

        job.count = 150

        XCTAssertEqual(log.entries, [
            "S 150 0", "P1 150 0",
            // The nested round, complete: the outer climb stops after it.
            "S 100 150", "P1 100 150", "P2 100 150",
        ])
        XCTAssertEqual(job.count, 100)
    }

    /// On another thread the same holds: the clamp runs on the assigning thread, nested.
    func testAClampOnAnotherThreadSupersedesTheOuterRound() {
        let job = SharedJob()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeCount { new, old in
            log.append("A \(new) \(old)")
            if new > 100 { job.count = 100 }
        }.store(in: &tokens)
        job.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        concurrently(1) { _ in job.count = 150 }
        XCTAssertEqual(log.entries, ["A 150 0", "A 100 150", "B 100 150"])
    }

    /// A store on another thread made after a nested round does not revive the outer round:
    /// what supersedes a round is a later store on its own thread.
    func testAConcurrentStoreAfterTheNestedRoundDoesNotReviveTheOuterRound() {
        let job = SharedJob()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeCount { new, old in
            log.append("A \(new) \(old)")
            guard new == 150 else { return }
            job.count = 100
            // Another thread stores once the nested round has run, before the outer round goes on.
            let stored = DispatchSemaphore(value: 0)
            Thread { job.count = 7; stored.signal() }.start()
            stored.wait()
        }.store(in: &tokens)
        job.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        job.count = 150
        XCTAssertEqual(log.entries, ["A 150 0", "A 100 150", "B 100 150", "A 7 100", "B 7 100"])
        XCTAssertEqual(job.count, 7)
    }
}

private func lockedLine(_ change: SharedJob.Change) -> String {
    switch change {
    case .count(let new, let old): return "count \(new) \(old)"
    case .summary(let new, let old): return "summary \(new) | \(old)"
    case .label(let new, let old): return "label \(new) | \(old)"
    default: return "other"
    }
}
