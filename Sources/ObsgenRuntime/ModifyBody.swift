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
/// bodies in progress on a thread (a body may call `modifyX` of another model) form a list,
/// each entry on the stack of the call that runs the body, whose head is kept in a cell of
/// the thread's own (made on its first body, found through a thread-specific slot, freed when
/// the thread exits).
///
/// A body that touches its own model takes that lock again on the thread that holds it: the
/// lock is not recursive, so that would never return (on Apple platforms `os_unfair_lock`
/// traps on it without saying where). Instead the lock's waiting path, which only a hold
/// already in progress reaches, looks through this thread's bodies first and stops with a
/// message naming the model, the method and the fix. The check costs an uncontended hold
/// nothing; running a body costs one thread-specific read and two stores.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenModifyBody {
    /// The lock the body runs under.
    let lock: ObjectIdentifier
    /// The model whose member it modifies.
    let model: Any.Type
    /// The method that runs it (`modifyItems`).
    let method: Swift.StaticString
    /// The body this one runs in, if any (on this thread).
    let outer: Swift.UnsafeMutableRawPointer?

    /// The thread-specific slot of each thread's cell.
    private static let cellKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, { free($0) }) == 0, "obsgen: no thread-specific key left")
        return key
    }()

    /// This thread's cell (its innermost body in progress), nil before its first body.
    @inline(__always)
    private static var existingCell: Swift.UnsafeMutablePointer<Swift.UnsafeMutableRawPointer?>? {
        pthread_getspecific(cellKey)?.assumingMemoryBound(to: Swift.UnsafeMutableRawPointer?.self)
    }

    /// Makes this thread's cell, empty.
    @inline(never)
    private static func makeCell() -> Swift.UnsafeMutablePointer<Swift.UnsafeMutableRawPointer?> {
        let cell = malloc(Swift.MemoryLayout<Swift.UnsafeMutableRawPointer?>.size)!
            .bindMemory(to: Swift.UnsafeMutableRawPointer?.self, capacity: 1)
        cell.initialize(to: nil)
        precondition(pthread_setspecific(cellKey, cell) == 0, "obsgen: no memory for a thread-specific value")
        return cell
    }

    /// Runs `body`, which mutates a member of `model` for `method`, while `lock` is held. The
    /// member is accessed inside `body` only, so that the accesses to the cell are not inside
    /// the member's access (which would then need checking for exclusivity at run time).
    @inline(__always)
    static func run(under lock: _ObsgenLock, _ model: Any.Type, _ method: Swift.StaticString, _ body: () -> Void) {
        let cell = existingCell ?? makeCell()
        var running = _ObsgenModifyBody(lock: ObjectIdentifier(lock), model: model, method: method, outer: cell.pointee)
        withUnsafeMutablePointer(to: &running) { pointer in
            cell.pointee = Swift.UnsafeMutableRawPointer(pointer)
            body()
            cell.pointee = pointer.pointee.outer
        }
    }

    /// Stops the process if a body running on this thread holds `lock`: the caller is about
    /// to wait for a hold that only it could end.
    static func stopIfRunning(holding lock: _ObsgenLock) {
        var next = existingCell?.pointee
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
    /// Runs `body`, the body of `method` (a `modifyX` of `model`) applied to its member, while
    /// this lock is held: a body that touches the model stops the process with a message
    /// instead of waiting forever for this hold.
    @inline(__always)
    public nonisolated func _obsgenRunBody(_ model: Any.Type, _ method: Swift.StaticString, _ body: () -> Void) {
        _ObsgenModifyBody.run(under: self, model, method, body)
    }
}
