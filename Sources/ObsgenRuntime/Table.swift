#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// What every table of a model that is not `@locked` does after a store of a plain member
// (no `@distinct`, no derived value reading it, not a child), written once here instead of
// in the body of every generated `_obsgenDidSet…` (issue 16 item 4): that body is one call,
// and only its member's observer list and `Change` case are its own. The call stays in a
// private method of the model, called from the setter's closure: with the call written in
// the closure itself, `-O` no longer inlined the setter where it is used (callgrind: 0
// observers 27 instead of 9 instructions per assignment, 1 observer 206 instead of 188).

/// What the table of every model that is not `@locked` holds besides its members' observer
/// lists and cached derived values: one field of the generated table (`_obsgenCore`) instead
/// of four fields per model (issue 16 item 4).
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenCore<Change, ChangeCallback> {
    /// The `observeChanges` observers.
    public var changes = _ObsgenObservers<ChangeCallback>()
    /// The links to the models that hold this one.
    public var parents: [_ObsgenParentLink<Change>] = []
    /// When the parent links are next compacted (see `_obsgenAddLink`).
    public var linkLimit = 8
    /// Numbers the rounds of each member, so a nested round supersedes the outer one.
    public let stamps: _ObsgenStamps

    /// The core of a table of a model with `count` members.
    public init(members count: Int) {
        stamps = _ObsgenStamps(members: count)
    }

    /// Adds a parent link (compacting as `_obsgenAddLink` says).
    public mutating func _obsgenAddParent(_ link: _ObsgenParentLink<Change>) {
        _obsgenAddLink(&parents, link, limit: &linkLimit)
    }
}

extension _ObsgenEmitting {
    /// The `observeChanges` observers (in the core).
    @inline(__always)
    public nonisolated var _obsgenChanges: _ObsgenObservers<ChangeCallback> {
        get { _obsgenCore.changes }
        _modify { yield &_obsgenCore.changes }
    }

    /// The links to the models that hold this one (in the core).
    @inline(__always)
    public nonisolated var _obsgenParents: [_ObsgenParentLink<Change>] {
        get { _obsgenCore.parents }
        _modify { yield &_obsgenCore.parents }
    }

    /// The numbers of the model's rounds (in the core).
    @inline(__always)
    public nonisolated var _obsgenStamps: _ObsgenStamps { _obsgenCore.stamps }
}

/// Makes the table in `table` if there is none yet (a model's `_obsgenMakeTable()` without
/// children to link): one generic here instead of the same five lines in every model.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenMake<_ObsgenTableType: AnyObject>(_ table: inout _ObsgenTableType?, _ make: () -> _ObsgenTableType) -> _ObsgenTableType {
    if let table { return table }
    let made = make()
    table = made
    return made
}

extension _ObsgenEmitting where ChangeCallback == (Change) -> Void {
    /// After a store of member `member` of `origin` from `oldValue` to `newValue`: numbers the
    /// round, calls the member's observers (`round`, taken from its list just before), then,
    /// when someone listens, emits `change(newValue, oldValue)` to `observeChanges` and the
    /// parents. Returns true when a cancelled observer was seen: the caller then compacts the
    /// member's list (the list itself is not passed `inout`: a callback may add to it).
    @inline(__always)
    public nonisolated func _obsgenStored<Value>(
        _ origin: AnyObject, _ member: Int, _ round: _ObsgenRound<(Value, Value) -> Void>,
        _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change
    ) -> Bool {
        let pass = _obsgenStamps.start(member)
        let sawCancelled = round.notify(newValue, oldValue, pass)
        if _obsgenListening { _obsgenEmit(origin, change(newValue, oldValue), pass) }
        return sawCancelled
    }
}

extension _ObsgenEmitting where ChangeCallback == @MainActor (Change) -> Void {
    /// After a store of member `member` of `origin` from `oldValue` to `newValue`: numbers the
    /// round, calls the member's observers (`round`, taken from its list just before), then,
    /// when someone listens, emits `change(newValue, oldValue)` to `observeChanges` and the
    /// parents. Returns true when a cancelled observer was seen: the caller then compacts the
    /// member's list (the list itself is not passed `inout`: a callback may add to it).
    @inline(__always) @MainActor
    public func _obsgenStored<Value>(
        _ origin: AnyObject, _ member: Int, _ round: _ObsgenRound<@MainActor (Value, Value) -> Void>,
        _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change
    ) -> Bool {
        let pass = _obsgenStamps.start(member)
        let sawCancelled = round.notify(newValue, oldValue, pass)
        if _obsgenListening { _obsgenEmit(origin, change(newValue, oldValue), pass) }
        return sawCancelled
    }
}
