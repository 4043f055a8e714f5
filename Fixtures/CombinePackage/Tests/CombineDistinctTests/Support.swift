#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// Counts the sends of an `objectWillChange`.
final class WillChangeCounter {
    private(set) var count = 0
    private var subscription: AnyCancellable?

    init(_ publisher: ObservableObjectPublisher) {
        subscription = publisher.sink { [unowned self] _ in self.count += 1 }
    }

    /// The sends caused by `action`.
    func sends(during action: () -> Void) -> Int {
        let before = count
        action()
        return count - before
    }
}

/// The names of the callbacks that ran, in order; callable from any thread.
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
