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
@_spi(ObsgenRuntime) public nonisolated func _obsgenApply<Child: AnyObject, Snapshot>(
    _ snapshots: [Snapshot], to children: [Child], update: (Child, Snapshot) -> Void, make: (Snapshot) -> Child
) -> [Child]? {
    for (child, snapshot) in zip(children, snapshots) { update(child, snapshot) }
    guard children.count != snapshots.count else { return nil }
    return Array(children.prefix(snapshots.count)) + snapshots.dropFirst(children.count).map(make)
}

/// Updates the child under each key that `snapshots` also has; returns the dictionary to assign
/// (the children kept under the snapshot's keys, and children made for its new keys), or `nil`
/// when the keys are the same and nothing is to be assigned.
@_spi(ObsgenRuntime) public nonisolated func _obsgenApply<Key: Hashable, Child: AnyObject, Snapshot>(
    _ snapshots: [Key: Snapshot], to children: [Key: Child], update: (Child, Snapshot) -> Void, make: (Snapshot) -> Child
) -> [Key: Child]? {
    for (key, child) in children {
        if let snapshot = snapshots[key] { update(child, snapshot) }
    }
    guard children.count != snapshots.count || snapshots.keys.contains(where: { children[$0] == nil }) else { return nil }
    var result: [Key: Child] = [:]
    result.reserveCapacity(snapshots.count)
    for (key, snapshot) in snapshots { result[key] = children[key] ?? make(snapshot) }
    return result
}
