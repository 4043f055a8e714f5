import Foundation
@_spi(ObsgenRuntime) @testable import _ObsgenRuntime
import XCTest

/// The hub that tells the models persisting a key of a change made elsewhere: who is told,
/// who is not (the writer, a model that is gone, another store's), and, from 8 threads at once,
/// that models come, go and take changes without a race (Scripts/tsan.sh runs this module's
/// tests under ThreadSanitizer).
final class PersistenceHubTests: XCTestCase {
    /// Counts the changes a link receives, from any thread.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [String] = []
        func append(_ key: String) { lock.withLock { keys.append(key) } }
        var all: [String] { lock.withLock { keys } }
    }

    /// A link of a model that takes changes on any thread, having loaded `keys`.
    private static func link(_ store: any PersistenceStore, _ keys: [String], _ received: Received) -> _ObsgenPersistence {
        let persistence = _ObsgenPersistence(store)
        for key in keys { let _: Int? = persistence.load(key) }
        persistence.startOnAnyThread { received.append($0) }
        return persistence
    }

    func testAChangeReachesTheOtherLinksOfTheKeyAndStoreOnly() {
        let store = InMemoryPersistenceStore(), other = InMemoryPersistenceStore()
        let (a, b, c, d) = (Received(), Received(), Received(), Received())
        let writer = Self.link(store, ["k"], a)
        let reader = Self.link(store, ["k", "j"], b)
        let elsewhere = Self.link(other, ["k"], c)
        var gone: _ObsgenPersistence? = Self.link(store, ["k"], d)
        gone = nil
        XCTAssertTrue(writer.save(1, "k"))
        writer.post("k")
        store.set(2, forKey: "j")
        XCTAssertEqual(a.all, [], "the writer is not told of its own change")
        XCTAssertEqual(b.all, ["k", "j"])
        XCTAssertEqual(c.all, [], "another store's models are not told")
        XCTAssertEqual(d.all, [], "a link that is gone is not told")
        withExtendedLifetime((reader, elsewhere, gone)) {}
    }

    func testAValueReceivedIsNotSavedAgain() {
        let store = InMemoryPersistenceStore()
        let persistence = Self.link(store, ["k"], Received())
        var saved: [Bool] = []
        persistence.receive("k") {
            saved.append(persistence.save(5, "k"))
            saved.append(persistence.save(6, "k"))
        }
        saved.append(persistence.save(7, "k"))
        XCTAssertEqual(saved, [false, true, true], "only the first save inside `receive` is the received value's")
        XCTAssertEqual(store.value(forKey: "k") as Int?, 7)
    }

    func testLinksComeGoAndTakeChangesFromEightThreads() {
        let store = InMemoryPersistenceStore()
        let received = Received()
        let keep = Self.link(store, ["shared"], received)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                let mine = Self.link(store, ["shared", "t\(thread)"], Received())
                _ = mine.save(round, "shared")
                mine.post("shared")
                store.set(round, forKey: "t\(thread)")
                _ = store.value(forKey: "shared") as Int?
            }
        }
        XCTAssertEqual(received.all.count, 8 * 200)
        XCTAssertEqual(Set(received.all), ["shared"])
        withExtendedLifetime(keep) {}
    }
}
