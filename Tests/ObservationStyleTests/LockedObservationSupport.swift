import Foundation
import Observation

// Helpers for the @locked observation tests (LockedObservationTests,
// LockedObservationThreadTests). Model-independent: this file imports no model module.
// Threads come from `Stress` (StressSupport.swift, shared with the stress tests).

/// A `withObservationTracking` round that arms a new round from its own `onChange`: it
/// counts every `willSet` the registrar hears for what `read` reads (one round counts at
/// most one), on whichever thread makes the change.
final class Rearming: @unchecked Sendable {
    private let lock = NSLock()
    private var _count = 0
    private var _stopped = false
    private let read: @Sendable () -> Void
    private let onChange: @Sendable () -> Void

    /// Arms the first round; `onChange` runs inside each `onChange`, before re-arming.
    init(_ read: @escaping @Sendable () -> Void, onChange: @escaping @Sendable () -> Void = {}) {
        self.read = read
        self.onChange = onChange
        arm()
    }

    /// How many rounds fired.
    var count: Int { lock.withLock { _count } }

    /// Stops re-arming (the armed round still counts once more, then stops).
    func stop() { lock.withLock { _stopped = true } }

    /// Observation may call one round's `onChange` more than once when two threads change
    /// what it read at the same time (both take the round before it is cancelled): only the
    /// first call counts and re-arms, or the chain would fork on every race.
    private func arm() {
        let round = Locked(false)
        withObservationTracking(read, onChange: { [self] in
            guard round.with({ fired in defer { fired = true }; return !fired }) else { return }
            let stopped = lock.withLock { () -> Bool in
                _count += 1
                return _stopped
            }
            onChange()
            if !stopped { arm() }
        })
    }
}

/// Runs `body` on a new thread and waits at most `seconds` for it: false if it did not
/// return in time (a deadlocked thread is left behind, the test fails instead of hanging).
func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done.wait(timeout: .now() + seconds) == .success
}
