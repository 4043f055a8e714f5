import Foundation

final class Log<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [Entry] = []
    init() {}
    func append(_ entry: Entry) { lock.lock(); _entries.append(entry); lock.unlock() }
    var entries: [Entry] { lock.lock(); defer { lock.unlock() }; return _entries }
    var count: Int { entries.count }
    func removeAll() { lock.lock(); _entries = []; lock.unlock() }
}

/// Runs `body(i)` for `i in 0..<count` on `count` threads that start together.
func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            start.wait()
            body(index)
            group.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    group.wait()
}

/// True when the (old, new) pairs form one chain from `start` through every pair: each
/// assignment replaced exactly the value the previous one stored.
func formsChain<Value: Hashable>(_ pairs: [(old: Value, new: Value)], from start: Value) -> Bool {
    var next: [Value: Value] = [:]
    for pair in pairs {
        if next[pair.old] != nil { return false }   // two assignments replaced the same value
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
