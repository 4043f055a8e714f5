#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Something a token can cancel.
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenCancellable: AnyObject, Sendable {
    /// Stops the registration; idempotent and safe from any thread.
    func _obsgenCancel()
}

/// A cancelled slot waiting for its callback to be released.
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenReleasable: _ObsgenCancellable {
    /// Releases the callback; called once no round can be using it.
    func _obsgenReleaseNow()
}

/// One registered callback, until it is cancelled: cancelling releases the callback (and
/// what it captured) at once, or, when a notification round over its member is under way on
/// some thread, as soon as the rounds end; either way it is never called again, and never
/// released while a call of it runs.
///
/// The slot has no lock of its own: its cancelled flag and its callback are guarded by the
/// lock of its member's `_ObsgenGate`, which also counts the rounds in progress, so a round
/// reads a slot and counts itself in or out in the same holds of one lock
/// (`_ObsgenGate._obsgenRun`). The same code runs on every platform; only `_ObsgenLock`
/// differs.
///
/// The callback is kept in an immutable box that the slot holds by an unmanaged reference
/// (released by `_obsgenReleaseNow` or the deinit), so a round calls it through a borrowed
/// reference instead of retaining and releasing its context: the gate does not release a
/// box while a round is counted in progress, and a round stays counted until its last call
/// has returned. Like `@exclusivity(unchecked)` on the fields the lock guards, this is one of the unsafe measures the assignment figures of docs/performance.md
/// depend on (see "The runtime's unsafe code" in docs/generated-api.md).
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenSlot<Callback>: _ObsgenReleasable, @unchecked Sendable {
    /// Set by a cancel; the callback stays until no round can be calling it (under the gate's lock).
    @exclusivity(unchecked) fileprivate var _obsgenCancelled = false
    /// The boxed callback (retained), nil once released (under the gate's lock).
    @exclusivity(unchecked) fileprivate var _obsgenBox: Unmanaged<_ObsgenBox<Callback>>?
    /// The gate of the member this slot belongs to.
    public let _obsgenGate: _ObsgenGate

    /// Makes an active slot of the member whose rounds `gate` counts.
    public init(_ callback: Callback, _ gate: _ObsgenGate) {
        _obsgenBox = .passRetained(_ObsgenBox(callback))
        _obsgenGate = gate
    }

    /// Releases the callback if no cancel did (no round can be running: rounds keep the slot).
    deinit {
        _obsgenBox?.release()
    }

    /// False once cancelled.
    public var isActive: Bool {
        _obsgenGate._obsgenLock.withLock { !_obsgenCancelled }
    }

    /// Marks the slot cancelled and releases the callback, unless a round is in progress:
    /// then the gate releases it when the last round ends. Releasing what it captured may
    /// cancel other tokens, or this one again: nothing is held while it goes.
    public func _obsgenCancel() {
        let gate = _obsgenGate
        let released = gate._obsgenLock.withLock { () -> Unmanaged<_ObsgenBox<Callback>>? in
            guard !_obsgenCancelled else { return nil }
            _obsgenCancelled = true
            guard gate._obsgenRounds == 0 else {
                gate._obsgenQueued.append(self)
                gate._obsgenSweep = true
                return nil
            }
            defer { _obsgenBox = nil }
            return _obsgenBox
        }
        released?.release()
    }

    /// Releases the callback (once); the gate calls it when no round can be using it.
    public func _obsgenReleaseNow() {
        // Released after the lock: what the callback captured may cancel this token again.
        let released = _obsgenGate._obsgenLock.withLock { () -> Unmanaged<_ObsgenBox<Callback>>? in
            defer { _obsgenBox = nil }
            return _obsgenBox
        }
        released?.release()
    }
}

/// Counts the notification rounds in progress over one member's slots (on any thread),
/// guards those slots' cancelled flags and callbacks, and releases the callbacks of slots
/// cancelled meanwhile, and the slot buffers replaced meanwhile (`_ObsgenSlots`), once the
/// rounds are all over.
///
/// A round takes the lock once per slot and once more (`_obsgenRun`): the first hold counts it
/// in and reads the first slot, each later one reads the next slot, the last counts it out; it
/// calls each callback, borrowed, with the lock released. A cancel marks its slot under the
/// lock, and releases the callback at once if no round is in progress, else queues the slot;
/// the round counted out last takes the queue and releases it after its last call. So a
/// callback is never released while a call of it may run (the count keeps it), and a cancelled
/// callback is never called again, even by a round already under way. A replaced slot buffer
/// is kept the same way, so a round that reads it in place, unretained, never sees it freed: a
/// round reads its buffer only while counted. (The last call is counted too: running it on a
/// retained copy instead would save a hold of the lock, but a retain and a release of the
/// callback cost more.)
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenGate: @unchecked Sendable {
    /// Guards the fields below and the member's slots.
    fileprivate let _obsgenLock = _ObsgenLock()
    /// Rounds in progress (under the lock).
    @exclusivity(unchecked) fileprivate var _obsgenRounds = 0
    /// Cancelled slots whose callbacks wait for the rounds to end (under the lock).
    @exclusivity(unchecked) fileprivate var _obsgenQueued: [any _ObsgenReleasable] = []
    /// Replaced slot buffers waiting for the rounds to end (under the lock).
    @exclusivity(unchecked) fileprivate var _obsgenRetired: [AnyObject] = []
    /// True when `_obsgenQueued` or `_obsgenRetired` holds something (under the lock): one
    /// load for the round that counts itself out.
    @exclusivity(unchecked) fileprivate var _obsgenSweep = false

    /// A gate with no round in progress.
    public init() {}

    /// True while a round is counted in progress on some thread (exact on the thread that runs
    /// the member's rounds), during every call of the round included.
    /// Read under the gate's lock: a round's reads of a buffer happen before an append in
    /// place that follows it.
    @inline(__always)
    public var _obsgenRoundsInProgress: Bool {
        _obsgenLock.withLock { _obsgenRounds > 0 }
    }

    /// Keeps `buffer`, a slot buffer just replaced, until no round can be reading it: drops it
    /// now if no round is in progress, else when the last one ends.
    public func _obsgenRetire(_ buffer: AnyObject) {
        let kept = _obsgenLock.withLock { () -> Bool in
            guard _obsgenRounds > 0 else { return false }
            _obsgenRetired.append(buffer)
            _obsgenSweep = true
            return true
        }
        if !kept { withExtendedLifetime(buffer) {} }
    }

    /// One round: calls `call` with the callback of each active slot of `elements[0..<count]`
    /// in order, with the lock released, while `pass` (if any) is current; true when a
    /// cancelled slot was seen. The caller keeps the slots alive (the model's table holds their
    /// buffer, or this gate once it is retired).
    ///
    /// The round takes the lock once per slot and once to end. Every call runs counted in
    /// `_obsgenRounds` (the first hold counts the round in, the last counts it out), with its
    /// callback borrowed from the slot's box, which the count keeps: a cancel during a call
    /// queues the slot, and the round counted out last releases it after its calls. No
    /// callback is retained or released by a round. After it counts itself out a round touches
    /// neither the slots nor this gate.
    ///
    /// Stops before the next call once `pass` is no longer current (a nested round of the same
    /// member has run: the rest of this one is stale; see `_ObsgenStamps`). A nested round can
    /// only have run during a call: a round that starts after other calls checks `pass` first
    /// (`_obsgenEmit`, a `@locked` model's derived values), so one callback costs no check,
    /// and the last call is followed by none.
    @inline(__always)
    public func _obsgenRun<Callback>(
        _ elements: UnsafeMutablePointer<_ObsgenSlot<Callback>>, _ count: Int, _ pass: _ObsgenPass?, _ call: (Callback) -> Void
    ) -> Bool {
        guard count > 0 else { return false }
        var sawCancelled = false
        var index = 0
        _obsgenLock._obsgenLockNow()
        _obsgenRounds &+= 1
        repeat {
            // A box read here stays until the round is counted out, even if its call cancels its slot.
            let box = Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef { slot in
                slot._obsgenCancelled ? nil : slot._obsgenBox
            }
            _obsgenLock._obsgenUnlockNow()
            if let box { box._withUnsafeGuaranteedRef { call($0.callback) } } else { sawCancelled = true }
            index += 1
            // After the last call nothing is left to drop (the caller checks `pass` before it emits).
            if index < count, let pass, !pass.isCurrent { index = count }
            _obsgenLock._obsgenLockNow()
        } while index < count
        _obsgenRounds &-= 1
        guard _obsgenRounds == 0 && _obsgenSweep else {
            _obsgenLock._obsgenUnlockNow()
            return sawCancelled
        }
        let (queued, retired) = _obsgenTakeSweep()
        _obsgenLock._obsgenUnlockNow()
        // Released outside the lock: releasing what a callback captured may cancel more
        // tokens. Dropping `retired` may free this gate (the buffers' slots hold it): nothing
        // here touches `self` after.
        for slot in queued { slot._obsgenReleaseNow() }
        withExtendedLifetime(retired) {}
        return sawCancelled
    }

    /// The end of the last round in progress, holding the lock: takes the queued slots and the
    /// retired buffers, for release once the lock is released.
    @inline(never)
    private func _obsgenTakeSweep() -> (queued: [any _ObsgenReleasable], retired: [AnyObject]) {
        defer {
            _obsgenQueued = []
            _obsgenRetired = []
            _obsgenSweep = false
        }
        return (_obsgenQueued, _obsgenRetired)
    }
}

/// A callback in an immutable box: a call through a guaranteed reference to the box borrows
/// the callback instead of retaining and releasing its context.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenBox<Callback> {
    /// The callback.
    public let callback: Callback

    /// Boxes `callback`.
    public init(_ callback: Callback) {
        self.callback = callback
    }
}
