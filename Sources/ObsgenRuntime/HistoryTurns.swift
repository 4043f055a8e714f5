#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Turns taken one at a time, in the order they were asked for: how a `ChangeHistory` applies
/// its steps one after another when several threads undo and redo at once.
///
/// A turn is not a lock held while the app's code runs: the thread whose turn it is holds
/// nothing while it applies its step (setters, observers, derived values), and the threads
/// waiting for theirs sleep on a condition variable. The thread whose turn it is may ask for
/// another while it runs (an observer of the step undoes again): `take` then answers at once
/// that it is that thread's turn already, instead of waiting for itself, and the caller runs
/// the request once the step is done.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenTurns: @unchecked Sendable {
    /// Guards every field below.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a turn ends.
    private let turnEnded: UnsafeMutablePointer<pthread_cond_t>
    /// The turns given out so far, and the one running now (or next, when none runs).
    private var issued = 0, serving = 0
    /// The thread whose turn it is, if any.
    private var holder: pthread_t?
    /// How many threads wait for their turn.
    private var waitingCount = 0

    /// Turns with nobody waiting.
    public init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        turnEnded = .allocate(capacity: 1)
        pthread_cond_init(turnEnded, nil)
    }

    deinit {
        pthread_cond_destroy(turnEnded)
        turnEnded.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits for a turn, after the turns asked for before, and takes it: true. False at once,
    /// taking nothing, when it is this thread's turn now (a call made by what it runs).
    public func take() -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let me = pthread_self()
        if let holder, pthread_equal(holder, me) != 0 { return false }
        let ticket = issued
        issued += 1
        waitingCount += 1
        while serving != ticket { pthread_cond_wait(turnEnded, mutex) }
        waitingCount -= 1
        holder = me
        return true
    }

    /// Ends this thread's turn (taken by `take`): the next one starts.
    public func end() {
        pthread_mutex_lock(mutex)
        holder = nil
        serving += 1
        pthread_cond_broadcast(turnEnded)
        pthread_mutex_unlock(mutex)
    }

    /// How many threads are waiting for their turn now.
    public var waiting: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return waitingCount
    }
}
