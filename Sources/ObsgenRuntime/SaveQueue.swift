#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// How a `@locked` model saves its persisted members: outside its lock (a store's `set`, a value's
// `encode(to:)` are user code), and yet in the order of the assignments. Each assignment takes a
// turn in the hold of the model's lock that stores the value; after the release, the assigning
// thread decides whether to save (a `@distinct` member compares outside the lock) and saves when
// its turn comes, saving the decided turns queued before its own on the way (they belong to
// threads that are on their way to do it). Saves of one model never overlap and a thread leaves
// only once its own save is done, so its callbacks run after it, as in every isolation.
//
// A change made elsewhere is taken the same way round: the stored value is read once the saves
// queued before it are done, and assigned (without a save) only if no assignment of the member
// that saves came meanwhile, whose save is to win. An assignment that saves nothing (a
// `@distinct` member assigned an equal value) does not count; one still deciding is waited for:
// the value is read again once it has decided, as it is when another change made elsewhere was
// taken meanwhile.

/// The saves of a `@locked` model's persisted members, in the order of their assignments, and
/// the bookkeeping that keeps changes made elsewhere from overtaking them.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenSaveQueue: @unchecked Sendable {
    /// One assignment's save: queued under the model's lock, decided after it.
    public final class Turn: @unchecked Sendable {
        /// Its place in the order of the model's assignments.
        fileprivate let number: Int
        /// The member assigned.
        fileprivate let member: Int
        /// The save, or `nil` when there is nothing to save (guarded by the queue's lock); its
        /// argument says whether it also announces the change (the assigning thread has left).
        fileprivate var write: ((_ announce: Bool) -> Void)?
        /// Whether the save announces the change: the assigning thread left before it was done.
        fileprivate var announces = false
        /// Whether the assigning thread has decided (guarded by the queue's lock).
        fileprivate var isDecided = false

        fileprivate init(_ number: Int, _ member: Int) {
            self.number = number
            self.member = member
        }
    }

    /// A change made elsewhere being taken: what it found when it started.
    public struct Receipt: Sendable {
        /// The member.
        fileprivate let member: Int
        /// The turns taken before it.
        fileprivate let issued: Int
        /// The member's changes made elsewhere taken so far.
        fileprivate let receipts: Int
    }

    /// What `admit` found.
    public enum Admission: Sendable {
        /// Assign the value read.
        case take
        /// An assignment that saves came meanwhile: its value and its save win.
        case drop
        /// An assignment came meanwhile and has not decided whether it saves, or another change
        /// made elsewhere was taken meanwhile: read again.
        case retry
    }

    private let _obsgenLock = _ObsgenLock()
    /// The turns not yet saved, in order (guarded by `_obsgenLock`, as are the fields below).
    private var _obsgenQueue: [Turn] = []
    private var _obsgenIssued = 0, _obsgenDone = 0
    /// The thread running a save, and the last turn that thread queued during it.
    private var _obsgenSaver: pthread_t?
    private var _obsgenSaverOwes = -1
    /// Per member: the last turn that decided to save, and the changes made elsewhere taken.
    private var _obsgenLastSave: [Int: Int] = [:], _obsgenReceipts: [Int: Int] = [:]
    /// Set by `admit` and cleared by the next `turn`, in the same hold of the model's lock
    /// (guarded by it): the assignment of a change made elsewhere is not saved.
    private var _obsgenReceiving = false

    /// An empty queue.
    public init() {}

    /// Takes the turn of an assignment of `member` (call it under the model's lock, after the
    /// store); `nil` for the assignment of a change made elsewhere, which is not saved.
    public func turn(_ member: Int) -> Turn? {
        if _obsgenReceiving {
            _obsgenReceiving = false
            return nil
        }
        return _obsgenLock.withLock {
            let turn = Turn(_obsgenIssued, member)
            _obsgenIssued += 1
            _obsgenQueue.append(turn)
            return turn
        }
    }

    /// Saves `value` under `key` through `persistence` if `changed`, once the saves queued
    /// before `turn` are done (call it after the model's lock is released); true when it was
    /// saved, and is to be announced by the caller (`post`).
    ///
    /// An assignment made by a save of this model on this thread (a store, or a value's
    /// `encode(to:)`, that assigns the model) cannot wait for that save: it is saved right
    /// after it, and announced then; it returns false.
    public func save<Value: Codable>(_ turn: Turn?, _ value: Value, _ key: String, through persistence: _ObsgenPersistence, changed: Bool) -> Bool {
        guard let turn else { return false }
        let write: ((Bool) -> Void)? = changed ? { announce in
            persistence.write(value, key)
            if announce { persistence.post(key) }
        } : nil
        let me = pthread_self()
        _obsgenLock._obsgenLockNow()
        turn.write = write
        turn.isDecided = true
        if changed { _obsgenLastSave[turn.member] = max(_obsgenLastSave[turn.member] ?? -1, turn.number) }
        if let saver = _obsgenSaver, pthread_equal(saver, me) != 0 {
            turn.announces = true
            _obsgenSaverOwes = max(_obsgenSaverOwes, turn.number)
            _obsgenLock._obsgenUnlockNow()
            return false
        }
        _obsgenDrain(through: turn.number, me)
        _obsgenLock._obsgenUnlockNow()
        return changed
    }

    /// Holding the lock: saves the decided turns in order until `last` is done, waiting (with
    /// the lock released) for a turn not yet decided or a save running on another thread.
    /// The wait yields the processor between looks, as the runtime's lock does on Linux, and
    /// happens only while two threads save one model at once. It lends the thread it waits for
    /// no priority: a lock that would (`os_unfair_lock`) would have to be held across the
    /// store's `set` and a value's `encode(to:)`, which are the app's code.
    private func _obsgenDrain(through last: Int, _ me: pthread_t) {
        var last = last
        while _obsgenDone <= last {
            guard _obsgenSaver == nil, let next = _obsgenQueue.first, next.isDecided else {
                _obsgenLock._obsgenUnlockNow()
                sched_yield()
                _obsgenLock._obsgenLockNow()
                continue
            }
            _obsgenQueue.removeFirst()
            _obsgenSaver = me
            let (write, announces) = (next.write, next.announces)
            next.write = nil
            _obsgenLock._obsgenUnlockNow()
            write?(announces)
            // The value is released here, with no lock held (its deinit may be user code).
            withExtendedLifetime(write) {}
            _obsgenLock._obsgenLockNow()
            _obsgenDone += 1
            _obsgenSaver = nil
            last = max(last, _obsgenSaverOwes)
            _obsgenSaverOwes = -1
        }
    }

    /// Takes a change of `member` made elsewhere: `take` reads the stored value and assigns it
    /// through `admit`, once the saves queued before are done; it runs again when `admit` says
    /// `.retry` (it returns `false` then).
    public func receive(_ member: Int, _ take: (Receipt) -> Bool) {
        let me = pthread_self()
        repeat {
            _obsgenLock._obsgenLockNow()
            let receipt = Receipt(member: member, issued: _obsgenIssued, receipts: _obsgenReceipts[member] ?? 0)
            // A save of this model running on this thread (its store announced the change)
            // cannot be waited for: the value is read as it is now.
            if _obsgenSaver.map({ pthread_equal($0, me) == 0 }) ?? true {
                _obsgenDrain(through: receipt.issued - 1, me)
            }
            _obsgenLock._obsgenUnlockNow()
            if take(receipt) { return }
        } while true
    }

    /// Under the model's lock, before the assignment of a value read for `receipt`: whether to
    /// make it. `.take` marks it as a change made elsewhere, which the next `turn` leaves unsaved.
    public func admit(_ receipt: Receipt) -> Admission {
        let admission = _obsgenLock.withLock { () -> Admission in
            if (_obsgenLastSave[receipt.member] ?? -1) >= receipt.issued { return .drop }
            let deciding = _obsgenQueue.contains { !$0.isDecided && $0.member == receipt.member && $0.number >= receipt.issued }
            if deciding || (_obsgenReceipts[receipt.member] ?? 0) != receipt.receipts { return .retry }
            _obsgenReceipts[receipt.member, default: 0] += 1
            return .take
        }
        if case .take = admission { _obsgenReceiving = true }
        return admission
    }
}
