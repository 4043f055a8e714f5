import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

// Helpers for the shared SPEC §2 behaviour suite. Everything here is style-independent:
// the suite only uses the API that every style generates.

/// Collects what callbacks saw, in order. A class so that closures share it; locked so
/// that callbacks on other threads may append.
final class Log<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [Entry] = []

    init() {}

    func append(_ entry: Entry) {
        lock.lock()
        _entries.append(entry)
        lock.unlock()
    }

    var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return _entries
    }

    var count: Int { entries.count }

    func removeAll() {
        lock.lock()
        _entries = []
        lock.unlock()
    }
}

/// Lets a non-`Sendable` model cross to another thread in a test that hands it over
/// completely (the model is used from one thread at a time, as the default isolation says).
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A weak reference, to prove that something went away.
final class WeakRef<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// A name for the current thread, set by `runOnNewThread`.
enum ThreadMarker {
    static let key = "obsgen.behaviour.marker"

    static var current: String? {
        Thread.current.threadDictionary[key] as? String
    }

    /// Runs `body` on a new thread marked `marker` and waits for it to finish.
    static func runOnNewThread(marked marker: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.current.threadDictionary[key] = marker
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }
}

/// Runs `body(i)` for `i in 0..<count` on `count` threads at once (all start together).
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

/// Runs `body` in an autorelease-free scope and returns weak references made inside it,
/// so that a test can check they are gone once the scope ends.
@inline(never)
func scope<Result>(_ body: () throws -> Result) rethrows -> Result {
    try body()
}
