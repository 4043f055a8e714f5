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
