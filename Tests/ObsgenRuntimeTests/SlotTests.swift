import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// Records calls; `Sendable` so that other threads may report to it.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [String] = []
    var entries: [String] { lock.withLock { _entries } }
    func add(_ entry: String) { lock.withLock { _entries.append(entry) } }
}

/// Something a callback captures, to see when the callback is released.
final class Captured: @unchecked Sendable {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
    }
    deinit { log.add("released \(name)") }
}

/// Slots, tokens and rounds: `_ObsgenObservers`, `_ObsgenSlot`, `_ObsgenGate`.
final class SlotTests: XCTestCase {
    typealias Observers = _ObsgenObservers<(Int, Int) -> Void>

    func testCallbacksRunInOrderWithNewAndOld() {
        let log = Log()
        var observers = Observers()
        let first = observers.add { new, old in log.add("a \(new) \(old)") }
        let second = observers.add { new, old in log.add("b \(new) \(old)") }
        XCTAssertFalse(observers._obsgenRound.notify(2, 1))
        XCTAssertEqual(log.entries, ["a 2 1", "b 2 1"])
        withExtendedLifetime((first, second)) {}
    }

    func testCancelStopsTheCallbackAndReleasesItAtOnce() {
        let log = Log()
        var observers = Observers()
        var captured: Captured? = Captured("a", log)
        let token = observers.add { [captured] new, _ in log.add("a \(new) \(captured!.name)") }
        captured = nil
        token.cancel()
        XCTAssertEqual(log.entries, ["released a"], "no round in progress: released by the cancel")
        token.cancel()  // twice: nothing
        XCTAssertTrue(observers._obsgenRound.notify(1, 0), "a cancelled slot was seen: the caller compacts")
        observers.compact()
        XCTAssertTrue(observers.isEmpty)
        XCTAssertEqual(log.entries, ["released a"])
    }

    func testAReleasedTokenCancels() {
        let log = Log()
        var observers = Observers()
        _ = observers.add { new, _ in log.add("a \(new)") }  // the token goes at once
        _ = observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(log.entries, [])
    }

    /// A callback that cancels a later slot's token during a round: the later callback is not
    /// called, and what it captured is released when the round ends, not during it.
    func testCancelDuringARoundSkipsTheSlotAndDefersTheRelease() {
        let log = Log()
        var observers = Observers()
        var later: ObservationToken?
        let first = observers.add { _, _ in
            later?.cancel()
            later = nil
            log.add("first done")
        }
        var captured: Captured? = Captured("second", log)
        later = observers.add { [captured] _, _ in log.add("second \(captured!.name)") }
        captured = nil
        let sawCancelled = observers._obsgenRound.notify(1, 0)
        log.add("round over")
        XCTAssertTrue(sawCancelled)
        XCTAssertEqual(log.entries, ["first done", "released second", "round over"])
        withExtendedLifetime(first) {}
    }

    /// A callback that cancels its own token keeps running to its end; it is released after.
    func testACallbackMayCancelItsOwnSlot() {
        let log = Log()
        var observers = Observers()
        var own: ObservationToken?
        var captured: Captured? = Captured("own", log)
        own = observers.add { [captured] _, _ in
            own?.cancel()
            own = nil
            log.add("still running with \(captured!.name)")
        }
        captured = nil
        _ = observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(log.entries, ["still running with own", "released own"])
    }

    /// Observers added during a round (the buffer is replaced under the round) are not called
    /// in it; the round reads the old buffer to its end.
    func testAnObserverAddedDuringARoundWaitsForTheNextRound() {
        let log = Log()
        let box = ObserversBox()
        var tokens: [ObservationToken] = []
        tokens.append(box.observers.add { new, _ in
            log.add("a \(new)")
            for _ in 0..<20 { tokens.append(box.observers.add { new, _ in log.add("added \(new)") }) }
        })
        tokens.append(box.observers.add { new, _ in log.add("b \(new)") })
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(log.entries, ["a 1", "b 1"])
        XCTAssertEqual(box.observers.slots?.count, 22)
        withExtendedLifetime(tokens) {}
    }

    /// `removeAll()` during a round: the rest of the round calls nothing, and the callbacks
    /// are released when it ends.
    func testRemoveAllDuringARound() {
        let log = Log()
        let box = ObserversBox()
        var captured: Captured? = Captured("b", log)
        let first = box.observers.add { _, _ in box.observers.removeAll(); log.add("removed") }
        let second = box.observers.add { [captured] _, _ in log.add("b \(captured!.name)") }
        captured = nil
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(log.entries, ["removed", "released b"])
        XCTAssertTrue(box.observers.isEmpty)
        withExtendedLifetime((first, second)) {}
    }

    /// Adding compacts the cancelled slots once the buffer reaches its compaction size.
    func testAddCompactsCancelledSlots() {
        var observers = Observers()
        var tokens = (0..<8).map { _ in observers.add { _, _ in } }
        tokens.removeAll()  // all cancelled
        let kept = observers.add { _, _ in }
        XCTAssertEqual(observers.slots?.count, 1)
        withExtendedLifetime(kept) {}
    }

    /// Cancels from other threads while rounds run here: every callback is called at most
    /// until its cancel returns, and every captured value is released exactly once.
    func testCancelsFromOtherThreadsDuringRounds() {
        let log = Log()
        let box = ObserversBox()
        let calls = Counter()
        var tokens: [ObservationToken] = []
        for index in 0..<64 {
            let captured = Captured("\(index)", log)
            tokens.append(box.observers.add { _, _ in calls.increment(); withExtendedLifetime(captured) {} })
        }
        let shared = SendableTokens(tokens)
        tokens.removeAll()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for index in 0..<64 { shared.tokens[index].cancel() }
        }
        while group.wait(timeout: .now()) == .timedOut { _ = box.observers._obsgenRound.notify(1, 0) }
        _ = box.observers._obsgenRound.notify(1, 0)
        let before = calls.value
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(calls.value, before, "every slot is cancelled")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("released") }.count, 64)
    }
}

/// Observers reachable from inside their own callbacks (as a model's table is).
final class ObserversBox: @unchecked Sendable {
    var observers = _ObsgenObservers<(Int, Int) -> Void>()
}

/// Tokens handed to another thread.
final class SendableTokens: @unchecked Sendable {
    let tokens: [ObservationToken]
    init(_ tokens: [ObservationToken]) { self.tokens = tokens }
}

/// A counter any thread may bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
