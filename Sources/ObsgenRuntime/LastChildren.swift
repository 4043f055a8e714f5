#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A children array member's value as its observers last saw it, kept by the model's table
/// apart from the member's own buffer, so that a mutation through the member needs no copy
/// of its old value: the table lends this copy as the old value (`lend()`), the mutation
/// happens in place, and the copy is then brought up to date by replacing only the elements
/// that differ (`giveBack(syncedTo:)`: O(n) comparisons of references as bytes, retains and
/// releases only for what entered or left). After an assignment the copy shares the new
/// value's buffer (`store(_:)`), so the first mutation in place after it copies once.
///
/// The copy is always the member's value when it is not lent: every store of a model with a
/// table goes through the setter (which calls `store`) or through a mutation that borrowed
/// the copy; a mutation made while the copy is lent (from an observer of the first one)
/// takes the copying path, and the first one's `giveBack` syncs with whatever the member
/// holds by then.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenLastChildren<C: AnyObject> {
    /// The member's value as last stored or given back (meaningful once `known`).
    public private(set) var value: [C] = []
    /// Whether `value` was stored since the table was made, and whether it is lent now.
    private var known = false, lent = false

    /// No value known yet: the first mutation copies.
    public init() {}

    /// Whether `lend()` would lend: a value is known and not lent (the combine style's in-place
    /// decision asks before its mutation and lends after it).
    public var canLend: Bool { known && !lent }

    /// Lends `value` as the old value of one mutation in place; false when it is not known (no
    /// store seen since the table was made) or already lent.
    @inline(__always)
    public mutating func lend() -> Bool {
        guard known && !lent else { return false }
        lent = true
        return true
    }

    /// After the member was stored `new`: keeps it, unless the copy is lent (the mutation that
    /// borrowed it syncs it when it gives it back).
    @inline(__always)
    public mutating func store(_ new: [C]) {
        guard !lent else { return }
        value = new
        known = true
    }

    /// After the mutation that borrowed the copy: makes it equal to `current` again, replacing
    /// only the elements that differ (in place, unless an observer kept the old value: then
    /// once more the copy). Returns the children that left, for the caller to release once
    /// this access has ended: a `deinit` that runs then (the app's code) may change the member
    /// again, and so lend the copy again.
    public mutating func giveBack(syncedTo current: [C]) -> [C] {
        lent = false
        let changed = _obsgenChangedRange(current, value)
        guard changed.start < changed.newEnd || changed.start < changed.oldEnd else { return [] }
        return _obsgenReplaceChanged(&value, changed, with: current)
    }
}
