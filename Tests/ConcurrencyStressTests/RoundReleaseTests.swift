import Foundation
import XCTest
@testable import BehaviourCallbacksModels
@testable import IsolationLockedModels

/// A callback cancelled during a notification round over its member is released (with what it
/// captured) when the round ends, not at once — the contract of docs/generated-api.md. The
/// runtime has one algorithm on every platform, so this is what Apple platforms run too.
final class RoundReleaseTests: XCTestCase {
    /// Captured by the cancelled callback: says when it is released.
    final class Probe: Sendable {
        let released: Locked<Bool>
        init(_ released: Locked<Bool>) { self.released = released }
        deinit { released.with { $0 = true } }
    }

    /// Observes with a first callback that cancels a second one and records whether the
    /// second one's capture was already released, then runs one round (`notify`).
    /// Returns (released during the round, released after it).
    private func cancelDuringRound(
        observe: (@escaping @Sendable () -> Void) -> AnyObject,
        cancel: @escaping @Sendable (AnyObject) -> Void,
        notify: () -> Void
    ) -> (during: Bool?, after: Bool) {
        let released = Locked(false)
        let second = Locked<AnyObject?>(nil)
        let seen = Locked<Bool?>(nil)
        let first = observe {
            guard let token = second.current else { return }
            cancel(token)
            seen.with { $0 = released.current }
        }
        do {
            let probe = Probe(released)
            second.with { $0 = observe { _ = probe } }
        }
        notify()
        withExtendedLifetime(first) {}
        return (seen.current, released.current)
    }

    func testLockedModelReleasesACallbackCancelledDuringARoundWhenTheRoundEnds() {
        let job = SharedJob()
        let result = cancelDuringRound(
            observe: { callback in job.observeCount { _, _ in callback() } },
            cancel: { ($0 as? IsolationLockedModels.ObservationToken)?.cancel() },
            notify: { job.count = 1 }
        )
        XCTAssertEqual(result.during, false, "released during the round, not when it ended")
        XCTAssertTrue(result.after, "not released when the round ended")
    }

    func testCallbacksModelReleasesACallbackCancelledDuringARoundWhenTheRoundEnds() {
        let counter = Counter()
        let result = cancelDuringRound(
            observe: { callback in counter.observeCount { _, _ in callback() } },
            cancel: { ($0 as? BehaviourCallbacksModels.ObservationToken)?.cancel() },
            notify: { counter.count = 1 }
        )
        XCTAssertEqual(result.during, false, "released during the round, not when it ended")
        XCTAssertTrue(result.after, "not released when the round ended")
    }
}
