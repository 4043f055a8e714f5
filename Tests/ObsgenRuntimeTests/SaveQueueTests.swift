import Foundation
@_spi(ObsgenRuntime) @testable import _ObsgenRuntime
import XCTest

/// The save queue of a `@locked` model's persisted members, driven as the generated code drives
/// it (a turn taken under the model's lock, the save after its release): saves from 8 threads
/// in the order of the turns, none overlapping, each done before its thread goes on; an
/// assignment made by a save; changes made elsewhere that neither overtake a save nor undo a
/// later assignment (Scripts/tsan.sh runs this module's tests under ThreadSanitizer).
final class SaveQueueTests: XCTestCase {
    /// A store that logs every value written, and checks that no two writes overlap.
    final class LoggingStore: PersistenceStore, @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: Int] = [:]
        private var written: [Int] = []
        private var writing = false
        private(set) var overlapped = false
        /// Runs after each write, with the value, outside the store's lock.
        var onSet: (@Sendable (Int) -> Void)?

        func value<T: Codable>(forKey key: String) -> T? {
            lock.withLock { values[key] as? T }
        }

        func set<T: Codable>(_ value: T, forKey key: String) {
            lock.withLock {
                if writing { overlapped = true }
                writing = true
            }
            usleep(0)
            lock.withLock {
                values[key] = value as? Int
                if let value = value as? Int { written.append(value) }
                writing = false
            }
            if let value = value as? Int { onSet?(value) }
        }

        var log: [Int] { lock.withLock { written } }
        /// Whether `value` was written (searched under the lock: a copy of the log taken out of
        /// it may be retained only after the release, in `-O` builds).
        func wrote(_ value: Int) -> Bool { lock.withLock { written.contains(value) } }
    }

    /// A member stored under a lock, as a `@locked` model stores it: each assignment takes its
    /// turn in the hold that stores the value, and saves after the release.
    final class Member: @unchecked Sendable {
        let lock = _ObsgenLock()
        let saves = _ObsgenSaveQueue()
        let persistence: _ObsgenPersistence
        var value = 0
        /// The value each save had reached when its assigning thread went on (its "callbacks").
        private(set) var savedBeforeCallbacks = true
        let store: LoggingStore

        init(_ store: LoggingStore) {
            self.store = store
            persistence = _ObsgenPersistence(store)
        }

        /// `value += 1` under the lock, saved in turn; returns the value assigned.
        @discardableResult
        func increment() -> Int {
            lock._obsgenLockNow()
            value += 1
            let new = value
            let turn = saves.turn(0)
            lock._obsgenUnlockNow()
            _ = saves.save(turn, new, "k", through: persistence, changed: true)
            if !store.wrote(new) { lock.withLock { savedBeforeCallbacks = false } }
            return new
        }

        /// Takes the value stored now, as a change made elsewhere (without a save).
        func receive() {
            saves.receive(0) { receipt in
                guard let stored: Int = persistence.reload("k") else { return true }
                lock._obsgenLockNow()
                let admission = saves.admit(receipt)
                guard admission == .take else {
                    lock._obsgenUnlockNow()
                    return admission == .drop
                }
                value = stored
                let turn = saves.turn(0)
                lock._obsgenUnlockNow()
                XCTAssertNil(turn, "the assignment of a change made elsewhere takes no turn: it is not saved")
                return true
            }
        }
    }

    func testSavesFromEightThreadsFollowTheOrderOfTheAssignments() {
        let store = LoggingStore()
        let member = Member(store)
        let perThread = 400
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<perThread { member.increment() }
        }
        XCTAssertEqual(store.log, Array(1...(8 * perThread)), "every assignment saved once, in the order of the assignments")
        XCTAssertFalse(store.overlapped, "one save at a time")
        XCTAssertTrue(member.savedBeforeCallbacks, "each thread goes on once its own save is done")
    }

    func testAnUnchangedValueIsNotSavedButKeepsTheOrder() {
        let store = LoggingStore()
        let member = Member(store)
        member.lock._obsgenLockNow()
        let skipped = member.saves.turn(0)
        member.lock._obsgenUnlockNow()
        XCTAssertFalse(member.saves.save(skipped, 5, "k", through: member.persistence, changed: false))
        member.increment()
        XCTAssertEqual(store.log, [1])
    }

    func testAnAssignmentMadeByASaveIsSavedRightAfterItAndAnnounced() {
        let store = LoggingStore()
        let member = Member(store)
        let other = _ObsgenPersistence(store)
        _ = other.load("k") as Int?
        let received = PersistenceHubTests.Received()
        other.startOnAnyThread { key in
            let stored: Int? = store.value(forKey: key)
            received.append("\(key)=\(stored.map(String.init) ?? "nil")")
        }
        store.onSet = { value in
            if value == 1 { member.increment() }
        }
        member.increment()
        XCTAssertEqual(store.log, [1, 2], "the nested assignment is saved after the save that made it, not lost, no deadlock")
        XCTAssertEqual(received.all, ["k=2"], "and announced once written, by the save that did it")
        withExtendedLifetime(other) {}
    }

    func testAChangeMadeElsewhereWaitsForEarlierSavesAndYieldsToLaterAssignments() {
        let store = LoggingStore()
        let member = Member(store)
        member.increment()
        store.set(10, forKey: "k")
        member.receive()
        XCTAssertEqual(member.value, 10, "the stored value is taken")
        XCTAssertEqual(store.log, [1, 10], "and not saved again")

        // A receive that started before an assignment does not undo it.
        store.set(20, forKey: "k")
        member.saves.receive(0) { receipt in
            let stored: Int? = member.persistence.reload("k")
            member.increment()
            member.lock._obsgenLockNow()
            let admission = member.saves.admit(receipt)
            member.lock._obsgenUnlockNow()
            XCTAssertEqual(admission, .drop, "an assignment came meanwhile: its value and its save win")
            XCTAssertEqual(stored, 20)
            return true
        }
        XCTAssertEqual(member.value, 11)
        XCTAssertEqual(store.value(forKey: "k") as Int?, 11)
    }

    func testAnEqualAssignmentMeanwhileDoesNotDropAChangeMadeElsewhere() {
        let store = LoggingStore()
        let member = Member(store)
        store.set(30, forKey: "k")
        var admissions: [_ObsgenSaveQueue.Admission] = []
        member.saves.receive(0) { receipt in
            guard let stored: Int = member.persistence.reload("k") else { return true }
            // A `@distinct` assignment of the value the member holds, made meanwhile: its turn
            // is taken under the lock; it finds it was no change only after the release.
            member.lock._obsgenLockNow()
            let equal = admissions.isEmpty ? member.saves.turn(0) : nil
            member.lock._obsgenUnlockNow()
            member.lock._obsgenLockNow()
            let admission = member.saves.admit(receipt)
            admissions.append(admission)
            guard admission == .take else {
                member.lock._obsgenUnlockNow()
                if equal != nil {
                    XCTAssertFalse(member.saves.save(equal, 0, "k", through: member.persistence, changed: false))
                }
                return admission == .drop
            }
            member.value = stored
            _ = member.saves.turn(0)
            member.lock._obsgenUnlockNow()
            return true
        }
        XCTAssertEqual(admissions, [.retry, .take], "undecided, then known to have written nothing: read again and take it")
        XCTAssertEqual(member.value, 30, "the model holds what the store holds")
        XCTAssertEqual(store.log, [30], "nothing written but the change made elsewhere")

        // Once the assignment is known to write, it wins.
        store.set(40, forKey: "k")
        member.saves.receive(0) { receipt in
            member.lock._obsgenLockNow()
            member.value = 31
            let turn = member.saves.turn(0)
            member.lock._obsgenUnlockNow()
            XCTAssertTrue(member.saves.save(turn, 31, "k", through: member.persistence, changed: true))
            member.lock._obsgenLockNow()
            let admission = member.saves.admit(receipt)
            member.lock._obsgenUnlockNow()
            XCTAssertEqual(admission, .drop)
            return true
        }
        XCTAssertEqual([member.value, store.value(forKey: "k")], [31, 31])
    }

    func testConcurrentAssignmentsAndChangesMadeElsewhereEndWithTheModelHoldingTheStoredValue() {
        for _ in 0..<20 {
            let store = LoggingStore()
            let member = Member(store)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for step in 0..<50 {
                    if thread % 2 == 0 {
                        member.increment()
                    } else {
                        store.set(1_000_000 * thread + step, forKey: "k")
                        member.receive()
                    }
                }
            }
            XCTAssertEqual(member.lock.withLock { member.value }, store.value(forKey: "k"), "the model and its store agree at the end")
        }
    }
}
