#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Musl)
import Musl
import Synchronization
#elseif canImport(Android)
import Android
import Synchronization
#endif

/// A small lock: `os_unfair_lock` on Apple platforms; elsewhere a word of
/// `Synchronization.Atomic` (always available there) taken by compare-and-swap, spinning and
/// then yielding while contended — the only code of the runtime that differs per platform.
/// (`Atomic` and `Mutex` need macOS 15 / iOS 18, so Apple platforms keep `os_unfair_lock`.
/// Unlike `pthread_mutex_t`, the uncontended path is inlined: a round of one observer costs
/// about 12 ns instead of 18–25 ns here, see docs/performance.md; `Synchronization.Mutex` is
/// as fast but ThreadSanitizer does not see its synchronisation.) The lock is held only by
/// `withLock`, so both branches have the same shape.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenLock: @unchecked Sendable {
    #if canImport(Darwin)
    /// The lock, at a stable address.
    private let _obsgenPointer: UnsafeMutablePointer<os_unfair_lock>

    /// An unlocked lock.
    public init() {
        _obsgenPointer = .allocate(capacity: 1)
        _obsgenPointer.initialize(to: os_unfair_lock())
    }

    deinit {
        _obsgenPointer.deinitialize(count: 1)
        _obsgenPointer.deallocate()
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    public func withLock<Result>(_ body: () -> Result) -> Result {
        os_unfair_lock_lock(_obsgenPointer)
        defer { os_unfair_lock_unlock(_obsgenPointer) }
        return body()
    }
    #else
    /// True while the lock is held.
    private let _obsgenHeld = Synchronization.Atomic<Bool>(false)

    /// An unlocked lock.
    public init() {}

    /// Runs `body` holding the lock.
    @inline(__always)
    public func withLock<Result>(_ body: () -> Result) -> Result {
        if !_obsgenHeld.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged { _obsgenWait() }
        defer { _obsgenHeld.store(false, ordering: .releasing) }
        return body()
    }

    /// Takes the lock when another thread holds it: spins briefly, then yields the processor
    /// between tries (the runtime holds its locks for a few dozen instructions, never while
    /// calling out).
    @inline(never)
    private func _obsgenWait() {
        var tries = 0
        while _obsgenHeld.load(ordering: .relaxed)
            || !_obsgenHeld.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            tries += 1
            if tries > 100 { sched_yield() }
        }
    }
    #endif
}

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
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Stores `newValue` and returns the value it replaced: a generated setter's store and the
/// old value it passes on, in one call (one expression to type-check instead of three).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenExchange<Value>(_ storage: inout Value, _ newValue: Value) -> Value {
    let oldValue = storage
    storage = newValue
    return oldValue
}
