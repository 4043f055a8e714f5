#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Numbers the stores of each member of one model, and the changes of its derived values,
/// that start a notification round, so that a round can tell when a nested round superseded
/// it (docs/generated-api.md, "Further rules", re-entrancy): once a callback has assigned the
/// same member again and that assignment's own round has run, what is left of the outer
/// round would report a stale (new, old), so it is dropped — the observers not called yet,
/// the `observeChanges` observers and the parents already heard the newer value.
///
/// One number per member of the model (by position), made with the model's table. A store
/// that starts a round takes a `_ObsgenPass`, which the round checks between calls. In a
/// `@locked` model rounds run outside the model's lock, on the assigning threads: the numbers
/// have a lock of their own and remember, per member, the latest store each thread made: a
/// round is superseded only by a later store made on the thread running it — which can only
/// be a nested assignment. A store made on another thread is a concurrent assignment, whose
/// round runs alongside (docs/isolation.md: each callback's `old` is the value its
/// assignment replaced), and it neither supersedes a round nor revives one that a nested store superseded.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenStamps: @unchecked Sendable {
    /// Per member: the number of its latest store.
    private let _obsgenNumbers: UnsafeMutablePointer<UInt64>
    /// Per member, in a `@locked` model: the number of the latest store each thread made (one
    /// entry per thread that ever stored the member).
    private let _obsgenByThread: UnsafeMutablePointer<[(thread: pthread_t, number: UInt64)]>?
    /// Guards the numbers and threads of a `@locked` model; nil otherwise.
    private let _obsgenLock: _ObsgenLock?

    /// Numbers for `count` members, none stored yet; `locked` for a `@locked` model.
    public init(members count: Int, locked: Bool = false) {
        let capacity = Swift.max(count, 1)
        _obsgenNumbers = .allocate(capacity: capacity)
        _obsgenNumbers.initialize(repeating: 0, count: capacity)
        if locked {
            let byThread = UnsafeMutablePointer<[(thread: pthread_t, number: UInt64)]>.allocate(capacity: capacity)
            byThread.initialize(repeating: [], count: capacity)
            _obsgenByThread = byThread
            _obsgenLock = _ObsgenLock()
        } else {
            _obsgenByThread = nil
            _obsgenLock = nil
        }
        _obsgenCapacity = capacity
    }

    /// How many members the buffers hold.
    private let _obsgenCapacity: Int

    deinit {
        _obsgenNumbers.deallocate()
        _obsgenByThread?.deinitialize(count: _obsgenCapacity)
        _obsgenByThread?.deallocate()
    }

    /// A store of member `member` (its position in the model) starts a round: numbers it.
    @inline(__always)
    public func start(_ member: Int) -> _ObsgenPass {
        let entry = _obsgenNumbers + member
        guard _obsgenByThread == nil else { return _obsgenStartLocked(entry) }
        entry.pointee &+= 1
        return _ObsgenPass(entry, entry.pointee, nil)
    }

    /// Starts a round of the derived value at position `member` if its value `changed`.
    @inline(__always)
    public func start(_ member: Int, if changed: Bool) -> _ObsgenPass? {
        changed ? start(member) : nil
    }

    /// `start` in a `@locked` model: numbers the store and records it as this thread's latest.
    @inline(never)
    private func _obsgenStartLocked(_ entry: UnsafeMutablePointer<UInt64>) -> _ObsgenPass {
        let me = pthread_self()
        let number = _obsgenLock?.withLock { () -> UInt64 in
            entry.pointee &+= 1
            guard let stores = _obsgenByThread.map({ $0 + (entry - _obsgenNumbers) }) else { return entry.pointee }
            if let at = stores.pointee.firstIndex(where: { pthread_equal($0.thread, me) != 0 }) {
                stores.pointee[at].number = entry.pointee
            } else {
                stores.pointee.append((me, entry.pointee))
            }
            return entry.pointee
        }
        return _ObsgenPass(entry, number ?? 0, self)
    }

    /// `_ObsgenPass.isCurrent` in a `@locked` model: false once this thread made a later store
    /// of the same member than the one numbered `number`.
    @inline(never)
    public func _obsgenIsCurrentLocked(_ entry: UnsafeMutablePointer<UInt64>, _ number: UInt64) -> Bool {
        let me = pthread_self()
        let latest = _obsgenLock?.withLock { () -> UInt64? in
            _obsgenByThread?[entry - _obsgenNumbers].first(where: { pthread_equal($0.thread, me) != 0 })?.number
        }
        guard let latest else { return true }
        return latest == number
    }
}

/// The store (or derived change) a notification round reports: `isCurrent` until a nested
/// store of the same member supersedes it. Points into the model's stamps, unretained: a
/// round runs while its model is alive, and the model keeps its table, which keeps the stamps.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenPass {
    /// The member's number in the stamps.
    private let _obsgenEntry: UnsafeMutablePointer<UInt64>
    /// The number of this store.
    private let _obsgenNumber: UInt64
    /// The stamps of a `@locked` model (read under their lock); nil otherwise.
    private let _obsgenLocked: Unmanaged<_ObsgenStamps>?

    /// The pass of store `number`, whose member's number is at `entry`.
    @inline(__always)
    public init(_ entry: UnsafeMutablePointer<UInt64>, _ number: UInt64, _ locked: _ObsgenStamps?) {
        _obsgenEntry = entry
        _obsgenNumber = number
        _obsgenLocked = locked.map { .passUnretained($0) }
    }

    /// False once a nested round of the same member has run: the rest of this round is stale.
    @inline(__always)
    public var isCurrent: Bool {
        guard let locked = _obsgenLocked else { return _obsgenEntry.pointee == _obsgenNumber }
        return locked._withUnsafeGuaranteedRef { $0._obsgenIsCurrentLocked(_obsgenEntry, _obsgenNumber) }
    }
}
