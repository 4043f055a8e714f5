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
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenClimbOrigin {
    /// The thread-specific key of the origin.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "obsgen: no thread-specific key left")
        return key
    }()

    /// Runs `body`, a climb of a change made in `origin`, with `origin` as the thread's climb
    /// origin (a climb started by an observer on the way runs inside, with its own).
    @inline(__always)
    public static func during<Result>(_ origin: AnyObject, _ body: () -> Result) -> Result {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(origin).toOpaque())
        defer { pthread_setspecific(key, outer) }
        return body()
    }

    /// The model where the change climbing on this thread was made; nil outside a climb.
    public static var current: AnyObject? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }
}

/// The model where the change that a parent is hearing from a child was made (the child, or
/// one of its own children at any depth): what a generated `_obsgenRestorer(for:)` restores a
/// child's change on. Called while the parent's observers hear the change, on their thread.
@_spi(ObsgenRuntime) public nonisolated func _obsgenClimbOrigin() -> AnyObject? {
    _ObsgenClimbOrigin.current
}
