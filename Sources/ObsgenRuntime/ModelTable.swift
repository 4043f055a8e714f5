#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// One table class for every model that is not `@locked`: the core
// (`observeChanges` observers, parent links, round numbers) and one observer list per member,
// indexed by the member's position, in one buffer. A model declares no table class of its own
// (what it caches, counts or posts is a struct of its own, the table's `own`), and a plain
// member has no table field and no `_obsgenDidSet…` method: its setter calls
// `_obsgenAfterSet(table, self, index, new, old, Change.x)` and its `observeX` /
// `removeAllXObservers` are one call each. The lists are kept with their callback type erased
// (`_ObsgenAnyList`) and typed again at each use by the member's callback type, which the
// generator always writes the same for one member (see "The runtime's unsafe code" in
// docs/generated-api.md).

/// The slots of one member's observers, their callback type erased (`_ObsgenSlots` is the
/// only subclass): what a model table keeps.
@_spi(ObsgenRuntime) public nonisolated class _ObsgenAnySlots: @unchecked Sendable {
    /// Slots of no type yet (made by `_ObsgenSlots`).
    public init() {}

    /// Cancels every slot and retires the buffer (see `_ObsgenSlots._obsgenCancelAll()`).
    public func _obsgenCancelAll() {}
}

/// One member's `_ObsgenObservers` with its callback type erased, as a model table keeps it.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenAnyList {
    /// The slots, nil when there are none.
    public var slots: _ObsgenAnySlots?
    /// The count at which the next `add` compacts first.
    public var compactAt: Int

    /// A list of `slots` that compacts at `compactAt`.
    @inline(__always)
    public init(slots: _ObsgenAnySlots? = nil, compactAt: Int = 8) {
        self.slots = slots
        self.compactAt = compactAt
    }
}

/// The observer table of a model, made on first use: its core, one observer list per member,
/// and `own`, what the model keeps beside them (a struct of the model's, or `Void`). A
/// `@locked` model reads and changes it under its lock (LockedTable.swift), except the two
/// `let`s a thread uses after releasing the lock: the round numbers and the re-wiring lock. Member `i`'s list is always used with one callback type (the generator
/// writes `(T, T) -> Void` with the model's callback attributes for a member of type `T`); the
/// table recovers it with `unsafeDowncast`, which checks the type where this code is compiled
/// without optimisation (the tests' debug builds), and nowhere else. A final class,
/// not a base class: the models of a module that shares the runtime module of another
/// (`--no-runtime`) could not subclass it.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenModelTable<Change, ChangeCallback, Own>: _ObsgenEmitting {
    /// `observeChanges` observers, parent links, round numbers.
    @exclusivity(unchecked) public var _obsgenCore: _ObsgenCore<Change, ChangeCallback>
    /// The model's own part: cached derived values, child counts, event observers.
    @exclusivity(unchecked) public var own: Own
    /// One list per member, by position.
    private let _obsgenLists: UnsafeMutablePointer<_ObsgenAnyList>
    /// How many lists `_obsgenLists` holds.
    private let _obsgenListCount: Int
    /// The numbers of the model's rounds (the core's), immutable here: a `@locked` model
    /// starts and checks rounds with its lock released.
    public let _obsgenStamps: _ObsgenStamps
    /// A `@locked` model with children: serializes re-wiring them to the model, never taken
    /// with the model's lock held; nil otherwise.
    public let _obsgenRewireLock: _ObsgenLock?

    /// The table of a model with `count` members, none observed, and `own`; `locked` for a
    /// `@locked` model, `rewiring` for one with children.
    public init(members count: Int, own: Own, locked: Bool = false, rewiring: Bool = false) {
        _obsgenStamps = _ObsgenStamps(members: count, locked: locked)
        _obsgenCore = _ObsgenCore(stamps: _obsgenStamps)
        _obsgenRewireLock = rewiring ? _ObsgenLock() : nil
        self.own = own
        _obsgenListCount = Swift.max(count, 1)
        _obsgenLists = .allocate(capacity: _obsgenListCount)
        _obsgenLists.initialize(repeating: _ObsgenAnyList(), count: _obsgenListCount)
    }

    deinit {
        _obsgenLists.deinitialize(count: _obsgenListCount)
        _obsgenLists.deallocate()
    }

    /// Runs `body` on member `member`'s list, typed. The list is moved out while `body` runs,
    /// so `add` sees its buffer uniquely referenced and can append in place.
    @inline(__always)
    public func _obsgenWithList<Callback, Result>(_ member: Int, _ body: (inout _ObsgenObservers<Callback>) -> Result) -> Result {
        let list = _obsgenLists + member
        var typed = _ObsgenObservers<Callback>(list.pointee)
        list.pointee.slots = nil
        defer { list.pointee = typed._obsgenErased }
        return body(&typed)
    }

    /// One round over member `member`'s current buffer (see `_ObsgenRound`).
    @inline(__always)
    public func _obsgenRound<Callback>(_ member: Int, _ type: Callback.Type = Callback.self) -> _ObsgenRound<Callback> {
        _ObsgenRound(_obsgenLists[member].slots.map { unsafeDowncast($0, to: _ObsgenSlots<Callback>.self) })
    }

    /// Forgets the cancelled observers of member `member`.
    public func _obsgenCompact<Callback>(_ member: Int, _ type: Callback.Type) {
        _obsgenWithList(member) { (list: inout _ObsgenObservers<Callback>) in list.compact() }
    }

    /// Forgets the cancelled observers of member `member`, whose slots `like` are a snapshot of.
    public func _obsgenCompact<Callback>(_ member: Int, like _: _ObsgenSlots<Callback>?) {
        _obsgenCompact(member, Callback.self)
    }

    /// Member `member`'s slots now, typed: a snapshot (later changes go to another buffer).
    @inline(__always)
    public func _obsgenSlots<Callback>(_ member: Int, _ type: Callback.Type) -> _ObsgenSlots<Callback>? {
        _obsgenLists[member].slots.map { unsafeDowncast($0, to: _ObsgenSlots<Callback>.self) }
    }

    /// Empties member `member`'s list and returns its slots, to be cancelled
    /// (`_obsgenCancelAll()`) once the lock that guards the table is released.
    public func _obsgenDetach(_ member: Int) -> _ObsgenAnySlots? {
        let list = _obsgenLists + member
        defer { list.pointee.slots = nil }
        return list.pointee.slots
    }

    /// Adds an observer of member `member` (`observeX`); returns its token.
    public func observe<Callback>(_ member: Int, _ callback: Callback) -> ObservationToken {
        _obsgenWithList(member) { $0.add(callback) }
    }

    /// Cancels every observer of member `member` (`removeAllXObservers`).
    public func removeAll(_ member: Int) {
        let list = _obsgenLists + member
        // Emptied first: a callback released below may add an observer, or start a round.
        let slots = list.pointee.slots
        list.pointee.slots = nil
        slots?._obsgenCancelAll()
    }

    /// True when a mutation of member `member` needs the old value: the member is observed,
    /// or the model's changes are listened to. When false, its `_modify` mutates in place.
    @inline(__always)
    public func _obsgenNeedsOld(_ member: Int) -> Bool {
        _obsgenLists[member].slots != nil || _obsgenListening
    }
}

extension _ObsgenModelTable where Own == Void {
    /// The table of a model with `count` members and nothing of its own; `locked` for a
    /// `@locked` model, `rewiring` for one with children.
    public nonisolated convenience init(members count: Int, locked: Bool = false, rewiring: Bool = false) {
        self.init(members: count, own: (), locked: locked, rewiring: rewiring)
    }
}

extension _ObsgenModelTable where ChangeCallback == (Change) -> Void {
    /// After a store of plain member `member` of `origin` from `oldValue` to `newValue`: numbers
    /// the round, calls the member's observers, then, when someone listens, emits
    /// `change(newValue, oldValue)` to `observeChanges` and the parents.
    public nonisolated func _obsgenStored<Value>(_ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change) {
        let pass = _obsgenStamps.start(member)
        let sawCancelled = _obsgenRound(member, ((Value, Value) -> Void).self).notify(newValue, oldValue, pass)
        if _obsgenListening { _obsgenEmit(origin, change(newValue, oldValue), pass) }
        if sawCancelled { _obsgenCompact(member, ((Value, Value) -> Void).self) }
    }

    /// Calls member `member`'s observers with `(newValue, oldValue)` in the round `pass`.
    public nonisolated func _obsgenNotify<Value>(_ member: Int, _ newValue: Value, _ oldValue: Value, _ pass: _ObsgenPass?) {
        if _obsgenRound(member, ((Value, Value) -> Void).self).notify(newValue, oldValue, pass) {
            _obsgenCompact(member, ((Value, Value) -> Void).self)
        }
    }

    /// Adds a Bool observer of member `member` that gets the new value of the changes `filter` accepts.
    public nonisolated func observe(_ member: Int, _ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken {
        _obsgenWithList(member) { (list: inout _ObsgenObservers<(Bool, Bool) -> Void>) in list.add(filter, callback) }
    }
}

extension _ObsgenModelTable where ChangeCallback == @MainActor (Change) -> Void {
    /// After a store of plain member `member` of `origin` from `oldValue` to `newValue`: numbers
    /// the round, calls the member's observers, then, when someone listens, emits
    /// `change(newValue, oldValue)` to `observeChanges` and the parents.
    @MainActor
    public func _obsgenStored<Value>(_ origin: AnyObject, _ member: Int, _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change) {
        let pass = _obsgenStamps.start(member)
        let sawCancelled = _obsgenRound(member, (@MainActor (Value, Value) -> Void).self).notify(newValue, oldValue, pass)
        if _obsgenListening { _obsgenEmit(origin, change(newValue, oldValue), pass) }
        if sawCancelled { _obsgenCompact(member, (@MainActor (Value, Value) -> Void).self) }
    }

    /// Calls member `member`'s observers with `(newValue, oldValue)` in the round `pass`.
    @MainActor
    public func _obsgenNotify<Value>(_ member: Int, _ newValue: Value, _ oldValue: Value, _ pass: _ObsgenPass?) {
        if _obsgenRound(member, (@MainActor (Value, Value) -> Void).self).notify(newValue, oldValue, pass) {
            _obsgenCompact(member, (@MainActor (Value, Value) -> Void).self)
        }
    }

    /// Adds a Bool observer of member `member` that gets the new value of the changes `filter` accepts.
    @MainActor
    public func observe(_ member: Int, _ filter: BoolFilter, _ callback: @escaping @MainActor (Bool) -> Void) -> ObservationToken {
        _obsgenWithList(member) { (list: inout _ObsgenObservers<@MainActor (Bool, Bool) -> Void>) in list.add(filter, callback) }
    }
}

/// After a generated setter's store of plain member `member`: nothing until the model's table
/// exists (one load and a nil check, inlined in the setter); then the table's `_obsgenStored`,
/// with the table borrowed, not retained (see `_obsgenAfterSet(_:_:_:_:)` in Notify.swift for
/// why that is safe and why `table` is an autoclosure).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenAfterSet<Change, Own, Value>(
    _ table: @autoclosure () -> _ObsgenModelTable<Change, (Change) -> Void, Own>?, _ origin: AnyObject, _ member: Int,
    _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change
) {
    guard let table = table().map(Unmanaged.passUnretained) else { return }
    table._withUnsafeGuaranteedRef { $0._obsgenStored(origin, member, newValue, oldValue, change) }
}

/// After a generated setter's store of plain member `member` of a `@MainActor` model (see above).
@inline(__always) @MainActor
@_spi(ObsgenRuntime) public func _obsgenAfterSet<Change, Own, Value>(
    _ table: @autoclosure () -> _ObsgenModelTable<Change, @MainActor (Change) -> Void, Own>?, _ origin: AnyObject, _ member: Int,
    _ newValue: Value, _ oldValue: Value, _ change: (Value, Value) -> Change
) {
    guard let table = table().map(Unmanaged.passUnretained) else { return }
    table._withUnsafeGuaranteedRef { $0._obsgenStored(origin, member, newValue, oldValue, change) }
}
