#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// The model where the change climbing on this thread was made. A parent hears a child's
// change as `.parts(.changed(index: 2, …))`: the position the child had when the parent
// passed the change on. By the time an observer of the parent looks there, the position may
// hold another child (another thread inserted one, or an observer called before it did). The
// climb knows the instance where the change was made, and keeps it for the thread while it
// runs, so that a `ChangeHistory` restores the change on that instance.

/// The thread's climb in progress: the model where its change was made (unretained: that
/// model is running its setter, which started the climb, so it lives until the climb ends).
/// Each thread keeps it in a slot of its own, found with one `pthread_getspecific` per climb
/// and written with plain stores (a `pthread_setspecific` on each start and end of a climb
/// costs several times more, on every change that climbs).
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenClimbOrigin {
    /// The key of each thread's slot (made by the thread's first climb, freed with the thread).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, { free($0) }) == 0, "obsgen: no thread-specific key left")
        return key
    }()

    /// This thread's slot: the origin of its climb in progress, or nil. A climb sets it and
    /// puts back what was there when it ends (a climb started by an observer on the way runs
    /// inside another, with its own origin).
    @inline(__always)
    public static func slot() -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) }
        return makeSlot()
    }

    /// Makes this thread's slot, empty.
    @inline(never)
    private static func makeSlot() -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        // Room for one pointer (8 bytes at most), freed by the key's destructor.
        guard let raw = malloc(8) else { fatalError("obsgen: out of memory") }
        let slot = raw.bindMemory(to: UnsafeMutableRawPointer?.self, capacity: 1)
        slot.initialize(to: nil)
        pthread_setspecific(key, raw)
        return slot
    }

    /// The model where the change climbing on this thread was made; nil outside a climb.
    public static var current: AnyObject? {
        guard let origin = slot().pointee else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(origin).takeUnretainedValue()
    }
}

/// The model where the change that a parent is hearing from a child was made (the child, or
/// one of its own children at any depth): what a generated `_obsgenRestorer(for:)` restores a
/// child's change on. Called while the parent's observers hear the change, on their thread.
@_spi(ObsgenRuntime) public nonisolated func _obsgenClimbOrigin() -> AnyObject? {
    _ObsgenClimbOrigin.current
}
