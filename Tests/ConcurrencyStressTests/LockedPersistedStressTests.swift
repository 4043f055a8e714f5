import Foundation
import XCTest
@testable import StateModels

/// `@persisted` members of a `@locked` model (docs/state.md) driven from 8 threads at once:
/// the saves are made outside the lock, each once, in the order of the assignments, each before
/// the callbacks of its assignment; assignments, changes made elsewhere and another instance's
/// assignments end with every model holding what the store holds. Compiled against
/// `Fixtures/Golden/state/expected`; run under ThreadSanitizer (debug and release) by
/// `Scripts/tsan.sh`, and as plain tests by `swift test`.
final class LockedPersistedStressTests: XCTestCase {
    /// A store that logs the values written under `locked.count`, in order.
    final class CountLog: PersistenceStore, @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: Any] = [:]
        private var counts: [Int] = []

        func value<T: Codable>(forKey key: String) -> T? {
            lock.withLock { values[key] as? T }
        }

        func set<T: Codable>(_ value: T, forKey key: String) {
            lock.withLock {
                values[key] = value
                if key == "locked.count", let count = value as? Int { counts.append(count) }
            }
        }

        /// The counts written, in order.
        var log: [Int] { lock.withLock { counts } }
        /// Whether `count` was written.
        func wrote(_ count: Int) -> Bool { lock.withLock { counts.contains(count) } }
    }

    override func tearDown() {
        StateStores.current = InMemoryPersistenceStore()
    }

    func testSavesFromEightThreadsAreInTheOrderOfTheAssignmentsAndBeforeTheirCallbacks() {
        let store = CountLog()
        StateStores.current = store
        let settings = LockedSettings()
        let unsavedAtCallback = Locked(0)
        let callbacks = Locked(0)
        let token = settings.observeCount { new, _ in
            callbacks.with { $0 += 1 }
            if !store.wrote(new) { unsavedAtCallback.with { $0 += 1 } }
        }
        let perThread = Stress.iterations(250)
        Stress.run { index in
            for step in 0..<perThread {
                settings.modifyCount { $0 += 1 }
                settings.title = "\(index)-\(step % 2)"
            }
        }
        let total = Stress.threads * perThread
        XCTAssertEqual(settings.count, total)
        XCTAssertEqual(store.log, Array(1...total), "each assignment saved once, in the order of the assignments")
        XCTAssertEqual(callbacks.current, total)
        XCTAssertEqual(unsavedAtCallback.current, 0, "every save is done before its assignment's callbacks")
        withExtendedLifetime(token) {}
    }

    func testAssignmentsAndChangesMadeElsewhereFromEightThreadsEndWithTheModelsHoldingTheStoredValue() {
        let store = InMemoryPersistenceStore()
        StateStores.current = store
        let first = LockedSettings()
        let second = LockedSettings()
        let perThread = Stress.iterations(150)
        Stress.run { index in
            for step in 0..<perThread {
                let value = index * 100_000 + step
                switch index % 4 {
                case 0: first.count = value
                case 1: second.modifyCount { $0 = value }
                case 2: store.set(value, forKey: "locked.count")
                default: first.lastFile = step % 3 == 0 ? nil : "\(value)"
                }
            }
        }
        let stored: Int? = store.value(forKey: "locked.count")
        XCTAssertNotNil(stored)
        XCTAssertEqual(first.count, stored, "the last change, whoever made it, is what each model holds")
        XCTAssertEqual(second.count, stored)
        XCTAssertEqual(second.lastFile, first.lastFile)
        XCTAssertEqual(store.value(forKey: "locked.lastFile") as String?, first.lastFile)
    }
}
