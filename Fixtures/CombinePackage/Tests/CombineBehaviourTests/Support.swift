#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// `Job` is also a type of the `_Concurrency` module; this name wins in the test module.
typealias Job = BehaviourCombineModels.Job

/// What subscribers and callbacks saw, in order (a class, so closures share it).
final class Log {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func removeAll() { entries = [] }
    var count: Int { entries.count }
}

/// Counts the sends of an `objectWillChange`, running `peek` at each (to read values at the
/// moment of the send).
final class WillChangeCounter {
    private(set) var count = 0
    private var subscription: AnyCancellable?

    init(_ publisher: ObservableObjectPublisher, peek: @escaping () -> Void = {}) {
        subscription = publisher.sink { [unowned self] _ in
            self.count += 1
            peek()
        }
    }

    /// The sends caused by `action`.
    func sends(during action: () -> Void) -> Int {
        let before = count
        action()
        return count - before
    }
}
