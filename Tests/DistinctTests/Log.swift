import Foundation

/// The names of the callbacks that ran, in order; callable from any thread (`@locked`
/// models' callbacks are `@Sendable`).
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    /// Records `name`.
    func add(_ name: String) { lock.withLock { names.append(name) } }

    /// What was recorded since the last `take()`, then forgets it.
    func take() -> [String] {
        lock.withLock {
            defer { names = [] }
            return names
        }
    }
}
