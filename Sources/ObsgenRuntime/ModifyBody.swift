#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A `modifyX` body running on this thread, which holds its model's lock meanwhile. The
/// bodies in progress on a thread (a body may call `modifyX` of another model) form a list
/// kept in a thread-specific slot, each entry on the stack of the call that runs the body.
///
/// A body that touches its own model takes that lock again on the thread that holds it: the
/// lock is not recursive, so that would never return (on Apple platforms `os_unfair_lock`
/// traps on it without saying where). Instead the lock's waiting path, which only a hold
/// already in progress reaches, looks through this thread's bodies first and stops with a
/// message naming the model, the method and the fix. The check costs an uncontended hold
/// nothing; running a body costs one thread-specific read and two writes.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenModifyBody {
    /// The lock the body runs under.
    let lock: ObjectIdentifier
    /// The model whose member it modifies.
    let model: Any.Type
    /// The method that runs it (`modifyItems`).
    let method: Swift.StaticString
    /// The body this one runs in, if any (on this thread).
    let outer: Swift.UnsafeMutableRawPointer?

    /// The thread's innermost body in progress.
    private static let innermost: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "obsgen: no thread-specific key left")
        return key
    }()

    /// Runs `body` on `value`, a member of `model`, for `method`, while `lock` is held.
    @inline(__always)
    static func run<Value>(_ value: inout Value, under lock: _ObsgenLock, _ model: Any.Type, _ method: Swift.StaticString, _ body: (inout Value) -> Void) {
        var running = _ObsgenModifyBody(lock: ObjectIdentifier(lock), model: model, method: method, outer: pthread_getspecific(innermost))
        withUnsafeMutablePointer(to: &running) { pointer in
            pthread_setspecific(innermost, pointer)
            body(&value)
            pthread_setspecific(innermost, pointer.pointee.outer)
        }
    }

    /// Stops the process if a body running on this thread holds `lock`: the caller is about
    /// to wait for a hold that only it could end.
    static func stopIfRunning(holding lock: _ObsgenLock) {
        var next = pthread_getspecific(innermost)
        while let raw = next {
            let body = raw.assumingMemoryBound(to: _ObsgenModifyBody.self).pointee
            if body.lock == ObjectIdentifier(lock) {
                fatalError("`\(body.method)` body touched `\(body.model)`; read what you need before calling it "
                    + "(the body runs under the model's lock: it must not read or write the model, nor release "
                    + "the last reference to something whose deinit does)")
            }
            next = body.outer
        }
    }
}

extension _ObsgenLock {
    /// Runs the body of `method` (a `modifyX` of `model`) on `value` while this lock is held:
    /// a body that touches the model stops the process with a message instead of waiting
    /// forever for this hold.
    @inline(__always)
    public nonisolated func _obsgenRunBody<Value>(_ value: inout Value, _ model: Any.Type, _ method: Swift.StaticString, _ body: (inout Value) -> Void) {
        _ObsgenModifyBody.run(&value, under: self, model, method, body)
    }
}
