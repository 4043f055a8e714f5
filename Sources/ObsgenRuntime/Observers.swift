#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The slots of one member in the order they were added, in one buffer that a round reads in
/// place.
///
/// A buffer's slots never change while a round may be reading it: a slot is appended in place
/// only when the buffer is uniquely referenced (no snapshot holds it) and its gate counts no
/// round in progress; any other change builds a new buffer and retires the old one to the
/// gate, which keeps it until the rounds end. So a round reads its buffer without retaining it.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenSlots<Callback>: _ObsgenAnySlots, @unchecked Sendable {
    /// The slots in use: the first `count` of `elements`.
    public private(set) var count: Int
    /// How many slots `elements` has room for.
    public let capacity: Int
    /// The gate of the member these slots belong to.
    public let gate: _ObsgenGate
    /// The slots.
    public let elements: UnsafeMutablePointer<_ObsgenSlot<Callback>>

    /// A buffer of `slots`, sharing `gate`, with room for at least `capacity`.
    public init(_ gate: _ObsgenGate, _ slots: [_ObsgenSlot<Callback>], capacity: Int) {
        self.capacity = Swift.max(capacity, slots.count, 1)
        self.gate = gate
        count = slots.count
        elements = .allocate(capacity: self.capacity)
        for (index, slot) in slots.enumerated() { (elements + index).initialize(to: slot) }
        super.init()
    }

    /// Appends `slot` in place; only when nothing can be reading the buffer and there is room.
    public func _obsgenAppend(_ slot: _ObsgenSlot<Callback>) {
        (elements + count).initialize(to: slot)
        count += 1
    }

    /// Cancels every slot, then hands the buffer to its gate: the end of `removeAll()`, once
    /// the buffer is detached (`_ObsgenObservers._obsgenDetachAll()`).
    public override func _obsgenCancelAll() {
        for index in 0..<count { elements[index]._obsgenCancel() }
        gate._obsgenRetire(self)
    }

    /// Releases the slots (and so, once their tokens are gone, their callbacks and gate).
    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }
}

/// The callbacks registered for one member, in the order they were added.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenObservers<Callback> {
    /// The slots, cancelled ones included until the next compaction; nil when there are none.
    /// A copy is a snapshot: later changes go to another buffer.
    public private(set) var slots: _ObsgenSlots<Callback>?
    /// The count at which the next `add` compacts first (doubles with the live slots).
    private var _obsgenCompactAt = 8

    /// No observers.
    public init() {}

    /// The list a model table keeps type-erased (`_ObsgenModelTable`), typed again.
    @inline(__always)
    public init(_ list: _ObsgenAnyList) {
        slots = list.slots.map { unsafeDowncast($0, to: _ObsgenSlots<Callback>.self) }
        _obsgenCompactAt = list.compactAt
    }

    /// This list type-erased, for a model table.
    @inline(__always)
    public var _obsgenErased: _ObsgenAnyList { _ObsgenAnyList(slots: slots, compactAt: _obsgenCompactAt) }

    /// True when no callback is registered (cancelled ones not yet dropped count).
    public var isEmpty: Bool { slots == nil }

    /// Adds a callback at the end; returns its token.
    public mutating func add(_ callback: Callback) -> ObservationToken {
        ObservationToken(_obsgenTarget: _obsgenAddOwned(callback))
    }

    /// Adds a callback at the end that no token holds: it stays while the list holds it (until
    /// its slot is cancelled, `removeAll()`, or the list goes with its model), so whatever it
    /// captured is released with the model. Returns the slot, to cancel it earlier.
    public mutating func _obsgenAddOwned(_ callback: Callback) -> _ObsgenSlot<Callback> {
        if let count = slots?.count, count >= _obsgenCompactAt {
            compact()
            _obsgenCompactAt = Swift.max(8, (slots?.count ?? 0) * 2)
        }
        let slot = _ObsgenSlot(callback, slots?.gate ?? _ObsgenGate())
        // In place only when no snapshot holds the buffer and no round may be reading it.
        if isKnownUniquelyReferenced(&slots), let buffer = slots, !buffer.gate._obsgenRoundsInProgress,
           buffer.count < buffer.capacity {
            buffer._obsgenAppend(slot)
        } else {
            _obsgenRebuild(adding: slot) { _ in true }
        }
        return slot
    }

    /// Cancels every callback.
    public mutating func removeAll() {
        // Emptied first: a callback released below may add an observer, or start a round.
        _obsgenDetachAll()?._obsgenCancelAll()
    }

    /// Empties the list and returns its slots, for `_ObsgenSlots._obsgenCancelAll()`. A
    /// `@locked` model detaches under its lock and cancels after releasing it: releasing a
    /// callback releases what it captured, whose deinit may use the model.
    public mutating func _obsgenDetachAll() -> _ObsgenSlots<Callback>? {
        defer { slots = nil }
        return slots
    }

    /// Forgets cancelled slots.
    public mutating func compact() {
        _obsgenRebuild(adding: nil) { $0.isActive }
    }

    /// Replaces the buffer with one holding the slots `keep` accepts, then `added`; the old
    /// buffer goes to the gate, which drops it once no round can be reading it.
    private mutating func _obsgenRebuild(adding added: _ObsgenSlot<Callback>?, keeping keep: (_ObsgenSlot<Callback>) -> Bool) {
        let old = slots
        var kept: [_ObsgenSlot<Callback>] = []
        if let old {
            for index in 0..<old.count where keep(old.elements[index]) { kept.append(old.elements[index]) }
        }
        if let added { kept.append(added) }
        if let gate = old?.gate ?? added?._obsgenGate, !kept.isEmpty {
            slots = _ObsgenSlots(gate, kept, capacity: kept.count * 2)
        } else {
            slots = nil
        }
        if let old { old.gate._obsgenRetire(old) }
    }

    /// The current buffer for one round (`_ObsgenRound`), taken without retaining it.
    @inline(__always)
    public var _obsgenRound: _ObsgenRound<Callback> { _ObsgenRound(slots) }
}

/// One notification round over a member's current buffer, read in place: generated code
/// takes it (`table.member._obsgenRound`) and calls `notify` on it at once. The buffer is not
/// retained: the model is alive during its setter and keeps its table, which holds the member's
/// `_ObsgenObservers`; a buffer replaced during the round is kept by the gate until the rounds
/// end (`_ObsgenGate._obsgenRetire`); and the buffer's slots keep the gate.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenRound<Callback> {
    /// The buffer, unretained: the model's table holds it, or the gate once it is retired.
    private let _obsgenBuffer: Unmanaged<_ObsgenSlots<Callback>>?

    /// A round over `buffer`.
    @inline(__always)
    public init(_ buffer: _ObsgenSlots<Callback>?) {
        _obsgenBuffer = buffer.map { Unmanaged.passUnretained($0) }
    }

    /// Calls `call` with each active callback in order, while `pass` (if any) is current;
    /// true when a cancelled slot was seen.
    @inline(__always)
    public func _obsgenRun(_ pass: _ObsgenPass?, _ call: (Callback) -> Void) -> Bool {
        guard let buffer = _obsgenBuffer else { return false }
        return buffer._withUnsafeGuaranteedRef { $0.gate._obsgenRun($0.elements, $0.count, pass, call) }
    }
}

/// Calls each active slot's callback in `slots` (a snapshot, retained by the caller) in order;
/// returns true when a cancelled slot was seen (the caller then compacts).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenNotify<Callback>(_ slots: _ObsgenSlots<Callback>?, _ call: (Callback) -> Void) -> Bool {
    _obsgenNotify(slots, nil, call)
}

/// Calls each active slot's callback in `slots` (a snapshot, retained by the caller) in order,
/// as one round of their gate, while `pass` (if any) is current; returns true when a cancelled
/// slot was seen (see `_ObsgenGate._obsgenRun`). Slots added during the round are not called
/// in it.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenNotify<Callback>(_ slots: _ObsgenSlots<Callback>?, _ pass: _ObsgenPass?, _ call: (Callback) -> Void) -> Bool {
    guard let slots else { return false }
    return slots.gate._obsgenRun(slots.elements, slots.count, pass, call)
}
