#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A small lock: `os_unfair_lock` on Apple platforms, a `Synchronization.Atomic` word elsewhere
/// (the only code of the runtime that differs per platform: `_ObsgenLockWord`). Not
/// `Synchronization.Mutex`, which needs macOS 15 / iOS 18.
///
/// Both unlocks are calls the optimizer does not see through (a C function; a Swift function
/// that is never inlined), and the runtime depends on that: a reference copied out of a
/// `withLock` body (a slot buffer, a child array) is retained before the unlock only because
/// reference counting is not moved across such a call. An inlined atomic unlock does not stop
/// it: `-O` may then retain such a copy after the unlock, when another thread may already have
/// freed what it refers to.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenLock: @unchecked Sendable {
    /// The platform's lock, at a stable address.
    private let _obsgenPointer: UnsafeMutablePointer<_ObsgenLockWord._Word>

    /// An unlocked lock.
    public init() {
        _obsgenPointer = .allocate(capacity: 1)
        _ObsgenLockWord.initialize(_obsgenPointer)
    }

    deinit {
        _ObsgenLockWord.destroy(_obsgenPointer)
        _obsgenPointer.deallocate()
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        _obsgenLockNow()
        defer { _obsgenUnlockNow() }
        return try body()
    }

    /// Takes the lock.
    @inline(__always)
    public func _obsgenLockNow() {
        _ObsgenLockWord.lock(_obsgenPointer)
    }

    #if canImport(Darwin)
    /// Releases the lock.
    @inline(__always)
    public func _obsgenUnlockNow() {
        _ObsgenLockWord.unlock(_obsgenPointer)
    }
    #else
    /// Releases the lock; never inlined, so that the optimizer does not move reference counting
    /// across the atomic store (see above). Here, taking the lock, rather than in
    /// `_ObsgenLockWord.unlock`, taking the word: setters with several observers are faster so
    /// (an effect of code layout, found by measuring, not explained).
    @inline(never)
    public func _obsgenUnlockNow() {
        _ObsgenLockWord.unlock(_obsgenPointer)
    }
    #endif
}

#if canImport(Darwin)
/// The platform part of `_ObsgenLock`: `os_unfair_lock`.
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenLockWord {
    /// The lock's storage.
    public typealias _Word = os_unfair_lock

    /// Initialises an unlocked lock at `word`.
    @inline(__always)
    public static func initialize(_ word: UnsafeMutablePointer<_Word>) { word.initialize(to: os_unfair_lock()) }

    /// Deinitialises the (unlocked) lock at `word`.
    @inline(__always)
    public static func destroy(_ word: UnsafeMutablePointer<_Word>) { word.deinitialize(count: 1) }

    /// Takes the lock.
    @inline(__always)
    public static func lock(_ word: UnsafeMutablePointer<_Word>) { os_unfair_lock_lock(word) }

    /// Releases the lock.
    @inline(__always)
    public static func unlock(_ word: UnsafeMutablePointer<_Word>) { os_unfair_lock_unlock(word) }
}
#else
import Synchronization

/// The platform part of `_ObsgenLock`: an `Atomic<Int>` word (0 free, 1 held) taken by a
/// compare-and-swap (acquiring), yielding the processor (`sched_yield`) between tries while
/// another thread holds it, so a waiter never spins against a holder that is not running, and
/// released by a store (releasing). A hold is one locked instruction and one store, with no
/// call into the C library (a `pthread_spinlock_t` hold is two calls, about three times as
/// long). The unlock is never inlined
/// (`_ObsgenLock._obsgenUnlockNow`):
/// the optimizer moves reference counting across an inlined atomic store, not across a call
/// (see `_ObsgenLock`); the lock may be inlined, as nothing that reads the guarded fields can
/// move above its acquiring compare-and-swap. ThreadSanitizer sees the atomics.
/// The runtime's holds are a few loads and stores, except a `@locked` model's (its accessors
/// and `_modify` yields), whose waiters yield instead of sleeping on a futex.
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenLockWord {
    /// The lock's storage.
    public typealias _Word = Synchronization.Atomic<Int>

    /// Initialises an unlocked lock at `word`.
    @inline(__always)
    public static func initialize(_ word: UnsafeMutablePointer<_Word>) { word.initialize(to: _Word(0)) }

    /// Deinitialises the (unlocked) lock at `word`.
    @inline(__always)
    public static func destroy(_ word: UnsafeMutablePointer<_Word>) { word.deinitialize(count: 1) }

    /// Takes the lock.
    @inline(__always)
    public static func lock(_ word: UnsafeMutablePointer<_Word>) {
        if !word.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { wait(word) }
    }

    /// Takes the lock that another thread holds, yielding until it is released.
    @inline(never)
    public static func wait(_ word: UnsafeMutablePointer<_Word>) {
        repeat { sched_yield() } while !word.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }

    /// Releases the lock (inlined into `_ObsgenLock._obsgenUnlockNow`, which is never inlined).
    /// Call it only through that method (or from a test of the word): inlined into a lock site,
    /// it would let the optimizer retain a reference copied out of the hold after the unlock.
    @inline(__always)
    public static func unlock(_ word: UnsafeMutablePointer<_Word>) { word.pointee.store(0, ordering: .releasing) }
}
#endif

/// Applies `change` to a new copy of `array` and stores the copy, leaving the old buffer to
/// whoever still reads it. A `@locked` model's parent links are read outside its lock from
/// snapshots: changing their buffer in place once the snapshots are gone would be ordered
/// after those reads only by reference counting, which ThreadSanitizer cannot see in `-O`
/// builds.
@_spi(ObsgenRuntime) public nonisolated func _obsgenChangeCopy<Value>(_ array: inout [Value], _ change: (inout [Value]) -> Void) {
    var copy: [Value] = []
    copy.reserveCapacity(array.count + 1)
    copy.append(contentsOf: array)
    change(&copy)
    array = copy
}

/// True when two arrays of children hold the same instances in the same order.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenSameChildren<C: AnyObject>(_ lhs: [C], _ rhs: [C]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBufferPointer { lhs in
        rhs.withUnsafeBufferPointer { rhs in _obsgenCommonPrefix(lhs, rhs, lhs.count) == lhs.count }
    }
}

/// Stores `newValue` and returns the value it replaced: a generated setter's store and the
/// old value it passes on, in one call (one expression to type-check instead of three).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenExchange<Value>(_ storage: inout Value, _ newValue: Value) -> Value {
    let oldValue = storage
    storage = newValue
    return oldValue
}
