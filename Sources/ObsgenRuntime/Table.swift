#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// What the table of every model that is not `@locked` holds besides its members' observer
/// lists and cached derived values: one field of `_ObsgenModelTable` (`_obsgenCore`) instead
/// of four fields per model.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenCore<Change, ChangeCallback> {
    /// The `observeChanges` observers.
    public var changes = _ObsgenObservers<ChangeCallback>()
    /// The links to the models that hold this one.
    public var parents: [_ObsgenParentLink<Change>] = []
    /// When the parent links are next compacted (see `_obsgenAddLink`).
    public var linkLimit = 8
    /// Numbers the rounds of each member, so a nested round supersedes the outer one.
    public let stamps: _ObsgenStamps

    /// The core of a table of a model with `count` members; `locked` for a `@locked` model.
    public init(members count: Int, locked: Bool = false) {
        stamps = _ObsgenStamps(members: count, locked: locked)
    }

    /// The core of a table whose rounds `stamps` numbers.
    public init(stamps: _ObsgenStamps) {
        self.stamps = stamps
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
