#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// The runtime's `_ObsgenModelTable` as a `@locked` model uses it. The model's lock
// (`_ObsgenLock`) guards every field of the table; nothing of the app's (a callback, `==`, a
// derived expression, a deinit) runs while it is held. So a change is notified from snapshots
// taken under the lock (a member's slots, the `observeChanges` slots, the parent links) after
// the lock is released, and the parent links are never changed in place: a climb on another
// thread may be reading the array the lock handed out.

extension _ObsgenModelTable where ChangeCallback == @Sendable (Change) -> Void {
    /// Delivers `change`, made in `origin`, to the `observeChanges` slots `observers`, then up
    /// to `parents` on a new climb, while `pass` (the store or derived change it reports, if
    /// any) is current. `lock` is the model's, released: it is taken again only to compact.
    public nonisolated func _obsgenLockedDeliver(
        _ lock: _ObsgenLock, from origin: AnyObject, _ observers: _ObsgenSlots<ChangeCallback>?,
        _ parents: [_ObsgenParentLink<Change>], _ change: Change, _ pass: _ObsgenPass?
    ) {
        if let pass, !pass.isCurrent { return }
        // (The global `_obsgenNotify`, spelled out: the table's method of that name hides it.)
        if let observers, observers.gate._obsgenRun(observers.elements, observers.count, pass, { $0(change) }) {
            lock.withLock { _obsgenChanges.compact() }
        }
        if let pass, !pass.isCurrent { return }
        if _obsgenForwardAll(parents, change, from: origin, pass) {
            lock.withLock { _obsgenChangeCopy(&_obsgenParents) { _obsgenDropGone(&$0) } }
        }
    }

    /// Makes `links` the links of member `member` of the parent `owner` (none: unlinked), in
    /// place of the ones it had, on a copy of the links (under the model's lock).
    public nonisolated func _obsgenLockedSetLinks(_ owner: ObjectIdentifier, member: Int, _ links: [_ObsgenParentLink<Change>]) {
        var limit = _obsgenCore.linkLimit
        _obsgenChangeCopy(&_obsgenParents) { parents in
            _obsgenUnlink(&parents, owner, member: member)
            if !links.isEmpty { _obsgenAddLinks(&parents, links, limit: &limit) }
        }
        _obsgenCore.linkLimit = limit
    }

    /// Adds an observer of the Bool member `member` that gets the new value of the changes
    /// `filter` accepts (under the model's lock).
    public nonisolated func observe(_ member: Int, _ filter: BoolFilter, _ callback: @escaping @Sendable (Bool) -> Void) -> ObservationToken {
        _obsgenWithList(member) { (list: inout _ObsgenObservers<@Sendable (Bool, Bool) -> Void>) in list.add(filter, callback) }
    }
}

/// Ends a store or in-place mutation of member `member` of a `@locked` model (`origin`), begun
/// under its `lock`: `newValue` is the member's value now, `oldValue` the one it replaced, nil
/// when nothing needed it (the mutation was in place). With no table (nothing observes the
/// model) or no old value, releases the lock and returns (inlined in the setter); otherwise
/// the table's `_obsgenLockedStored` notifies. A member whose change does more (derived values
/// to settle, children to re-wire, a value to save) has a generated `_obsgenEnd…` instead.
///
/// The table is borrowed, not retained, as in `_obsgenAfterSet` (Notify.swift): the model, alive
/// in its setter, keeps its table, which is never replaced once made; `table` is an autoclosure
/// so that reading it retains nothing either (a `modifyX` retained and released it, no table or not).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenLockedEnd<Change, Own, Value>(
    _ lock: _ObsgenLock, _ table: @autoclosure () -> _ObsgenModelTable<Change, @Sendable (Change) -> Void, Own>?,
    _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value?, _ change: (Value, Value) -> Change,
    changed: ((Value, Value) -> Bool)? = nil
) {
    guard let table = table().map(Unmanaged.passUnretained), let oldValue else { return lock._obsgenUnlockNow() }
    table._withUnsafeGuaranteedRef { $0._obsgenLockedStored(lock, origin, member, newValue, oldValue, change, changed: changed) }
}

/// `_obsgenLockedEnd` in the observation style: after the lock is released, and before the
/// observers, `tell` tells the model's observation registrar of the change when
/// `shouldTell(oldValue, newValue)` (the registrar's own test, `_obsgenShouldNotify`, chosen by
/// the value's type where the model calls this) or when there is no old value (a mutation in
/// place); the observers hear every assignment.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenLockedEnd<Change, Own, Value>(
    _ lock: _ObsgenLock, _ table: @autoclosure () -> _ObsgenModelTable<Change, @Sendable (Change) -> Void, Own>?,
    _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value?, _ change: (Value, Value) -> Change,
    tellingWhen shouldTell: (_ oldValue: Value, _ newValue: Value) -> Bool, _ tell: () -> Void
) {
    _obsgenLockedEndTelling(lock, table(), origin, member, newValue, oldValue, change, changed: nil, tellingWhen: { shouldTell($1, $0) }, tell)
}

/// `_obsgenLockedEnd` in the observation style for a `@distinct` member: `changed(newValue,
/// oldValue)` decides both whether the registrar is told (`tell`) and whether the observers hear it.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenLockedEnd<Change, Own, Value>(
    _ lock: _ObsgenLock, _ table: @autoclosure () -> _ObsgenModelTable<Change, @Sendable (Change) -> Void, Own>?,
    _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value?, _ change: (Value, Value) -> Change,
    changed: @escaping (_ newValue: Value, _ oldValue: Value) -> Bool, _ tell: () -> Void
) {
    _obsgenLockedEndTelling(lock, table(), origin, member, newValue, oldValue, change, changed: changed, tellingWhen: changed, tell)
}

/// The two above: `tellingWhen` takes `(newValue, oldValue)`, as `changed` does.
@inline(__always)
private nonisolated func _obsgenLockedEndTelling<Change, Own, Value>(
    _ lock: _ObsgenLock, _ table: @autoclosure () -> _ObsgenModelTable<Change, @Sendable (Change) -> Void, Own>?,
    _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value?, _ change: (Value, Value) -> Change,
    changed: ((Value, Value) -> Bool)?, tellingWhen shouldTell: (Value, Value) -> Bool, _ tell: () -> Void
) {
    guard let table = table().map(Unmanaged.passUnretained), let oldValue else {
        lock._obsgenUnlockNow()
        if oldValue.map({ shouldTell(newValue, $0) }) ?? true { tell() }
        return
    }
    table._withUnsafeGuaranteedRef {
        $0._obsgenLockedStored(lock, origin, member, newValue, oldValue, change, changed: changed, tellingWhen: shouldTell, tell)
    }
}

extension _ObsgenModelTable where ChangeCallback == @Sendable (Change) -> Void {
    /// After a store of member `member` of `origin` from `oldValue` to `newValue`, with the
    /// model's `lock` still held: takes the snapshots the notification needs, releases the
    /// lock, then notifies (`_obsgenLockedNotify`). Never inlined: in the setter it would make
    /// every assignment save and restore the registers it uses (an assignment with no
    /// observer: 41 instructions instead of 20, `COMPARE=locked Benchmarks/compare-runtime.sh`).
    @inline(never)
    public nonisolated func _obsgenLockedStored<Value>(
        _ lock: _ObsgenLock, _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value,
        _ change: (Value, Value) -> Change, changed: ((Value, Value) -> Bool)?
    ) {
        let observers = _obsgenSlots(member, (@Sendable (Value, Value) -> Void).self)
        let changeObservers = _obsgenChanges.slots
        let parents = _obsgenParents
        lock._obsgenUnlockNow()
        _obsgenLockedNotify(lock, origin, member, newValue, oldValue, change, changed, observers, changeObservers, parents)
    }

    /// `_obsgenLockedStored` in the observation style: with the lock released, and before the
    /// observers, `tell` tells the registrar when `shouldTell(newValue, oldValue)`. Apart from
    /// the other so that the callbacks style's setters pass nothing more (a closure that does
    /// nothing cost them 28 instructions an assignment with an observer).
    @inline(never)
    public nonisolated func _obsgenLockedStored<Value>(
        _ lock: _ObsgenLock, _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value,
        _ change: (Value, Value) -> Change, changed: ((Value, Value) -> Bool)?,
        tellingWhen shouldTell: (Value, Value) -> Bool, _ tell: () -> Void
    ) {
        let observers = _obsgenSlots(member, (@Sendable (Value, Value) -> Void).self)
        let changeObservers = _obsgenChanges.slots
        let parents = _obsgenParents
        lock._obsgenUnlockNow()
        if shouldTell(newValue, oldValue) { tell() }
        _obsgenLockedNotify(lock, origin, member, newValue, oldValue, change, changed, observers, changeObservers, parents)
    }

    /// With the model's `lock` released: decides with `changed` (the member's `@distinct` test,
    /// if any) whether the store was a change, and calls the member's `observers` with
    /// `(newValue, oldValue)`, then `changeObservers` and the `parents` with
    /// `change(newValue, oldValue)` (snapshots taken under the lock).
    @inline(__always)
    private nonisolated func _obsgenLockedNotify<Value>(
        _ lock: _ObsgenLock, _ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value,
        _ change: (Value, Value) -> Change, _ changed: ((Value, Value) -> Bool)?,
        _ observers: _ObsgenSlots<@Sendable (Value, Value) -> Void>?, _ changeObservers: _ObsgenSlots<ChangeCallback>?,
        _ parents: [_ObsgenParentLink<Change>]
    ) {
        if let changed, !changed(newValue, oldValue) { return }
        let pass = _obsgenStamps.start(member)
        if let observers, observers.gate._obsgenRun(observers.elements, observers.count, pass, { $0(newValue, oldValue) }) {
            lock.withLock { _obsgenCompact(member, like: observers) }
        }
        _obsgenLockedDeliver(lock, from: origin, changeObservers, parents, change(newValue, oldValue), pass)
    }
}
