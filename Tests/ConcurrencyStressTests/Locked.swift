import Foundation

/// A value behind a lock, for tallies that callbacks (and `onChange` closures) on many threads
/// write. Shared with other test targets through symlinks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Reads or changes the value under the lock.
    @discardableResult
    func with<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }

    /// The value now.
    var current: Value { with { $0 } }
}
