#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// How a model's `apply(_:)` brings a `children` member to a snapshot's: the children that are
// there are updated in place, and the member is assigned only when children must be removed or
// made, so that observers see the fewest changes.

/// Updates `children[i]` from `snapshots[i]` where both exist; returns the array to assign
/// (the first `snapshots.count` children, then children made from the extra snapshots), or
/// `nil` when the counts are equal and nothing is to be assigned.
@_spi(ObsgenRuntime) public nonisolated func _obsgenApply<C: AnyObject, Snapshot>(
    _ snapshots: [Snapshot], to children: [C], update: (C, Snapshot) -> Void, make: (Snapshot) -> C
) -> [C]? {
    for (child, snapshot) in zip(children, snapshots) { update(child, snapshot) }
    guard children.count != snapshots.count else { return nil }
    var result: [C] = []
    result.reserveCapacity(snapshots.count)
    result += children.prefix(snapshots.count)
    result += snapshots.dropFirst(children.count).map(make)
    return result
}

/// Updates the child under each key that `snapshots` also has; returns the dictionary to assign
/// (the children kept under the snapshot's keys, and children made for its new keys), or `nil`
/// when the keys are the same and nothing is to be assigned.
@_spi(ObsgenRuntime) public nonisolated func _obsgenApply<Key: Hashable, C: AnyObject, Snapshot>(
    _ snapshots: [Key: Snapshot], to children: [Key: C], update: (C, Snapshot) -> Void, make: (Snapshot) -> C
) -> [Key: C]? {
    for (key, child) in children {
        if let snapshot = snapshots[key] { update(child, snapshot) }
    }
    guard children.count != snapshots.count || snapshots.keys.contains(where: { children[$0] == nil }) else { return nil }
    var result: [Key: C] = [:]
    result.reserveCapacity(snapshots.count)
    for (key, snapshot) in snapshots { result[key] = children[key] ?? make(snapshot) }
    return result
}
