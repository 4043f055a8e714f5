/// True when the (old, new) pairs form one chain from `start` through every pair: each
/// reported change replaced exactly the value the previous one stored.
func formsChain<Value: Hashable>(_ pairs: [(old: Value, new: Value)], from start: Value) -> Bool {
    var next: [Value: Value] = [:]
    for pair in pairs {
        if next[pair.old] != nil { return false }   // two changes replaced the same value
        next[pair.old] = pair.new
    }
    var value = start, steps = 0
    while let following = next[value] {
        value = following
        steps += 1
        if steps > pairs.count { return false }
    }
    return steps == pairs.count
}
