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
    /// insert, remove, replace or swap costs a comparison of references per element (blocks
    /// compared as bytes: no retain, no hashing) plus O(1) per element that entered or left; entries are counted
    /// before leaves, so an element that only moved keeps its link (and its place among the
    /// child's parents).
    public mutating func rewire<C: AnyObject>(_ new: [C], _ old: [C], link: (C) -> Void, unlink: (C) -> Void) {
        let changed = _obsgenChangedRange(new, old)
        for index in changed.start..<changed.newEnd where enter(new[index]) { link(new[index]) }
        for index in changed.start..<changed.oldEnd where leave(old[index]) { unlink(old[index]) }
    }
}

/// The elements of `new` and `old` between their longest common prefix and suffix (by
/// identity): `new[start..<newEnd]` replaced `old[start..<oldEnd]`.
@inline(__always)
nonisolated func _obsgenChangedRange<C: AnyObject>(_ new: [C], _ old: [C]) -> (start: Int, newEnd: Int, oldEnd: Int) {
    new.withUnsafeBufferPointer { new in
        old.withUnsafeBufferPointer { old in
            let shorter = Swift.min(new.count, old.count)
            let start = _obsgenCommonPrefix(new, old, shorter)
            let suffix = _obsgenCommonSuffix(new, old, shorter - start)
            return (start, new.count - suffix, old.count - suffix)
        }
    }
}

/// The children of one `children` array member as its forwarding last saw them: their
/// counts, and a copy of the array kept apart from the member's own (`held`), so that a
/// mutation through the member needs no old value and happens in place. `follow` compares
/// the member's value with `held`, as `rewire` compares a new and an old value, and brings
/// `held` up to date by replacing only the elements that differ: O(n) comparisons of
/// references as bytes, and retains and releases only for what entered or left.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenHeldChildren<C: AnyObject> {
    private var counts = _ObsgenChildCounts()
    /// The children as last followed (each held here once more, so none of them is
    /// deallocated, and its address reused by a child that enters, before it is unlinked).
    public private(set) var held: [C] = []

    /// None held.
    public init() {}

    /// After the member came to hold `children`: calls `link` for each child that was not
    /// held and now is, then `unlink` for each child no longer held (entries first, as in
    /// `_ObsgenChildCounts.rewire`), and holds `children`. The children that left are released
    /// last, after `held` is up to date: a `deinit` that runs then (the app's code) may change
    /// the member again, and so call this again.
    public func follow(_ children: [C], link: (C) -> Void, unlink: (C) -> Void) {
        let changed = _obsgenChangedRange(children, held)
        guard changed.start < changed.newEnd || changed.start < changed.oldEnd else { return }
        for index in changed.start..<changed.newEnd where counts.enter(children[index]) { link(children[index]) }
        for index in changed.start..<changed.oldEnd where counts.leave(held[index]) { unlink(held[index]) }
        let left = _obsgenReplaceChanged(&held, changed, with: children)
        withExtendedLifetime(left) {}
    }
}

/// Makes `copy` equal to `current` by replacing only `changed` (`_obsgenChangedRange(current,
/// copy)`), in place unless `copy`'s buffer is shared. Returns the elements that left, still
/// held, for the caller to release once its own state is up to date: a `deinit` that runs then
/// (the app's code) may change the member again.
@inline(__always)
nonisolated func _obsgenReplaceChanged<C: AnyObject>(_ copy: inout [C], _ changed: (start: Int, newEnd: Int, oldEnd: Int), with current: [C]) -> [C] {
    let left = Swift.Array(copy[changed.start..<changed.oldEnd])
    copy.replaceSubrange(changed.start..<changed.oldEnd, with: current[changed.start..<changed.newEnd])
    return left
}

/// How many references a block comparison of two arrays of references covers: compared as
/// bytes (`memcmp`, which the C library vectorises), since a reference is one pointer and two
/// references are the same instance exactly when their bits are equal.
nonisolated let _obsgenBlock = 64

/// How many leading elements of `a` and `b` (both at least `count` long) are the same
/// instances: the whole range compared as bytes, and if it differs, blocks of references
/// compared as bytes, then the last block one by one.
@inline(__always)
nonisolated func _obsgenCommonPrefix<C: AnyObject>(_ a: Swift.UnsafeBufferPointer<C>, _ b: Swift.UnsafeBufferPointer<C>, _ count: Int) -> Int {
    guard count > 0, let a = a.baseAddress, let b = b.baseAddress else { return 0 }
    let width = Swift.MemoryLayout<C>.stride
    // Most edits (an append, a removal at the end) leave the whole range equal: one call.
    if memcmp(a, b, count * width) == 0 { return count }
    var start = 0
    while start + _obsgenBlock <= count && memcmp(a + start, b + start, _obsgenBlock * width) == 0 { start += _obsgenBlock }
    while start < count && a[start] === b[start] { start += 1 }
    return start
}

/// How many trailing elements of `a` and `b` are the same instances, at most `limit`.
@inline(__always)
nonisolated func _obsgenCommonSuffix<C: AnyObject>(_ a: Swift.UnsafeBufferPointer<C>, _ b: Swift.UnsafeBufferPointer<C>, _ limit: Int) -> Int {
    guard limit > 0, let aStart = a.baseAddress, let bStart = b.baseAddress else { return 0 }
    let aEnd = aStart + a.count, bEnd = bStart + b.count
    let width = Swift.MemoryLayout<C>.stride
    if memcmp(aEnd - limit, bEnd - limit, limit * width) == 0 { return limit }
    var suffix = 0
    while suffix + _obsgenBlock <= limit
        && memcmp(aEnd - suffix - _obsgenBlock, bEnd - suffix - _obsgenBlock, _obsgenBlock * width) == 0 {
        suffix += _obsgenBlock
    }
    while suffix < limit && (aEnd - suffix - 1).pointee === (bEnd - suffix - 1).pointee { suffix += 1 }
    return suffix
}

extension _ObsgenChildCounts {
    /// After a dictionary member went from `old` to `new`: links each child that was not
    /// held and now is, then unlinks each child no longer held (entries before leaves, as
    /// for arrays). Only the keys whose child changed (by identity) count. The two
    /// dictionaries are walked side by side: a mutation through the property mutates a copy,
    /// which keeps its original's bucket order, so a one-key assignment, insert or removal
    /// costs a key and a reference comparison per element (no hashing, no retain) plus a
    /// lookup for each element out of step (the changed key, and the few a removal shifts);
    /// past 32 elements out of step (a new dictionary: another order) the rest is diffed by
    /// lookups alone, O(n) hashing.
    /// `link` gets the child and the key it entered under.
    public nonisolated mutating func rewire<Key: Hashable, C: AnyObject>(_ new: [Key: C], _ old: [Key: C], link: (C, Key) -> Void, unlink: (C) -> Void) {
        var left: [C] = []
        // Keys already handled out of step, skipped when the walk reaches them.
        var doneInNew: Set<Key> = [], doneInOld: Set<Key> = []
        var newIndex = new.startIndex, oldIndex = old.startIndex
        var outOfStep = 0
        while outOfStep < 32 {
            while newIndex != new.endIndex && !doneInNew.isEmpty && doneInNew.remove(new[newIndex].key) != nil { new.formIndex(after: &newIndex) }
            while oldIndex != old.endIndex && !doneInOld.isEmpty && doneInOld.remove(old[oldIndex].key) != nil { old.formIndex(after: &oldIndex) }
            let hasNew = newIndex != new.endIndex, hasOld = oldIndex != old.endIndex
            guard hasNew || hasOld else { break }
            if hasNew && hasOld && new[newIndex].key == old[oldIndex].key {
                let (key, child) = new[newIndex], before = old[oldIndex].value
                if child !== before {
                    if enter(child) { link(child, key) }
                    left.append(before)
                }
                new.formIndex(after: &newIndex)
                old.formIndex(after: &oldIndex)
                continue
            }
            // Out of step: each side's element by a lookup on the other side.
            outOfStep += 1
            if hasNew {
                let (key, child) = new[newIndex]
                if let before = old[key] {
                    doneInOld.insert(key)
                    if child !== before {
                        if enter(child) { link(child, key) }
                        left.append(before)
                    }
                } else if enter(child) {
                    link(child, key)
                }
                new.formIndex(after: &newIndex)
            }
            if hasOld {
                let (key, before) = old[oldIndex]
                if let child = new[key] {
                    doneInNew.insert(key)
                    if child !== before {
                        if enter(child) { link(child, key) }
                        left.append(before)
                    }
                } else {
                    left.append(before)
                }
                old.formIndex(after: &oldIndex)
            }
        }
        // The orders parted: the rest by lookups (a key is entered from the new side and left
        // from the old side; keys handled above are skipped).
        while newIndex != new.endIndex {
            let (key, child) = new[newIndex]
            if doneInNew.remove(key) == nil, old[key] !== child, enter(child) { link(child, key) }
            new.formIndex(after: &newIndex)
        }
        while oldIndex != old.endIndex {
            let (key, before) = old[oldIndex]
            if doneInOld.remove(key) == nil, new[key] !== before { left.append(before) }
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

/// A key under which `children` holds `child`: `linked` (the key it was linked under) when it
/// is still there (one lookup), else the first found by a scan of the values (O(count), by
/// reference); nil when `child` is not held there.
@_spi(ObsgenRuntime) public nonisolated func _obsgenKey<Key: Hashable, C: AnyObject>(of child: ObjectIdentifier, in children: [Key: C], linkedAt linked: Key) -> Key? {
    if let held = children[linked], ObjectIdentifier(held) == child { return linked }
    return children.first { ObjectIdentifier($0.value) == child }?.key
}

/// The position of the first element of `children` that is `child`, found by a scan of
/// references from the front (O(position)); nil when `child` is not held there.
@_spi(ObsgenRuntime) public nonisolated func _obsgenIndex<C: AnyObject>(of child: ObjectIdentifier, in children: [C]) -> Int? {
    children.withUnsafeBufferPointer { buffer in
        buffer.firstIndex { ObjectIdentifier($0) == child }
    }
}
