#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The children of one `children` member of a model that is not `@locked`, as its links
/// see them: how many times each child is held. A child holds one link to the member
/// however many times it is held there, made when it enters and dropped when its last
/// occurrence leaves, so re-wiring after a mutation costs work only for the elements that
/// entered or left (`rewire`). The link carries no position: the parent finds the child's
/// index when a change arrives (`_obsgenIndex`), so an insert at the front re-indexes nothing.
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenChildCounts {
    private var counts: [ObjectIdentifier: Int] = [:]

    /// No child held.
    public init() {}

    /// Counts one more occurrence of `child`; true when it was not held before (link it).
    @inline(__always)
    public mutating func enter(_ child: AnyObject) -> Bool {
        let id = ObjectIdentifier(child)
        let count = counts[id, default: 0]
        counts[id] = count + 1
        return count == 0
    }

    /// Counts one occurrence of `child` less; true when none is left (unlink it).
    @inline(__always)
    public mutating func leave(_ child: AnyObject) -> Bool {
        let id = ObjectIdentifier(child)
        guard let count = counts[id] else { return false }
        if count > 1 {
            counts[id] = count - 1
            return false
        }
        counts[id] = nil
        return true
    }

    /// After the member went from `old` to `new`: calls `link` for each child that was not
    /// held and now is, then `unlink` for each child no longer held. Only the elements
    /// between the longest common prefix and suffix (by identity) are counted, so an append,
    /// insert, remove, replace or swap costs a comparison of references per element (no
    /// retain, no hashing) plus O(1) per element that entered or left; entries are counted
    /// before leaves, so an element that only moved keeps its link (and its place among the
    /// child's parents).
    public mutating func rewire<C: AnyObject>(_ new: [C], _ old: [C], link: (C) -> Void, unlink: (C) -> Void) {
        new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                var start = 0
                let shorter = Swift.min(new.count, old.count)
                while start < shorter && new[start] === old[start] { start += 1 }
                var newEnd = new.count
                var oldEnd = old.count
                while newEnd > start && oldEnd > start && new[newEnd - 1] === old[oldEnd - 1] {
                    newEnd -= 1
                    oldEnd -= 1
                }
                for index in start..<newEnd where enter(new[index]) { link(new[index]) }
                for index in start..<oldEnd where leave(old[index]) { unlink(old[index]) }
            }
        }
    }
}

extension _ObsgenChildCounts {
    /// After a dictionary member went from `old` to `new`: links each child that was not
    /// held and now is, then unlinks each child no longer held (entries before leaves, as
    /// for arrays). Only the keys whose child changed (by identity) count. The two
    /// dictionaries are first walked side by side: a mutation through the property (one key
    /// assigned, added or removed) leaves the other elements in the same order, so that walk
    /// costs a key comparison and a reference comparison per element, plus one lookup per
    /// element that differs. Where the orders part (a new dictionary), the rest is diffed by
    /// lookups: O(n) hashing.
    public nonisolated mutating func rewire<Key: Hashable, C: AnyObject>(_ new: [Key: C], _ old: [Key: C], link: (C) -> Void, unlink: (C) -> Void) {
        var left: [C] = []
        var newIndex = new.startIndex
        var oldIndex = old.startIndex
        // Side by side while the orders agree.
        while newIndex != new.endIndex && oldIndex != old.endIndex {
            let (newKey, newChild) = new[newIndex]
            let (oldKey, oldChild) = old[oldIndex]
            if newKey == oldKey {
                if newChild !== oldChild {
                    if enter(newChild) { link(newChild) }
                    left.append(oldChild)
                }
                new.formIndex(after: &newIndex)
                old.formIndex(after: &oldIndex)
            } else if old[newKey] == nil {
                if enter(newChild) { link(newChild) }
                new.formIndex(after: &newIndex)
            } else if new[oldKey] == nil {
                left.append(oldChild)
                old.formIndex(after: &oldIndex)
            } else {
                break
            }
        }
        // The rest by lookups (the keys walked above are in neither rest).
        while newIndex != new.endIndex {
            let (key, child) = new[newIndex]
            if old[key] !== child, enter(child) { link(child) }
            new.formIndex(after: &newIndex)
        }
        while oldIndex != old.endIndex {
            let (key, child) = old[oldIndex]
            if new[key] !== child { left.append(child) }
            old.formIndex(after: &oldIndex)
        }
        for child in left where leave(child) { unlink(child) }
    }
}

/// True when two dictionaries of children hold the same instances under the same keys:
/// walked side by side while their orders agree (a copy keeps its original's order), else
/// by lookups.
@_spi(ObsgenRuntime) public nonisolated func _obsgenSameChildren<Key: Hashable, C: AnyObject>(_ lhs: [Key: C], _ rhs: [Key: C]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var right = rhs.startIndex
    for (key, child) in lhs {
        let (rightKey, rightChild) = rhs[right]
        guard key == rightKey else { return lhs.allSatisfy { rhs[$0.key] === $0.value } }
        if child !== rightChild { return false }
        rhs.formIndex(after: &right)
    }
    return true
}

/// A key under which `children` holds `child` (a scan of the values: O(count)); nil when
/// `child` is not held there.
@_spi(ObsgenRuntime) public nonisolated func _obsgenKey<Key: Hashable, C: AnyObject>(of child: ObjectIdentifier, in children: [Key: C]) -> Key? {
    children.first { ObjectIdentifier($0.value) == child }?.key
}

/// The position of the first element of `children` that is `child`, found by a scan of
/// references from the front (O(position)); nil when `child` is not held there.
@_spi(ObsgenRuntime) public nonisolated func _obsgenIndex<C: AnyObject>(of child: ObjectIdentifier, in children: [C]) -> Int? {
    children.withUnsafeBufferPointer { buffer in
        buffer.firstIndex { ObjectIdentifier($0) == child }
    }
}

extension _ObsgenEmitting {
    /// True when a mutation of a member whose observers are `observers` needs the old value:
    /// the member is observed, or the model's changes are listened to (`observeChanges`, a
    /// parent). When false, the member's `_modify` mutates the value in place.
    @inline(__always)
    public nonisolated func _obsgenNeedsOld<Callback>(_ observers: _ObsgenObservers<Callback>) -> Bool {
        !observers.isEmpty || _obsgenListening
    }
}
