import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The shape of a round (`_ObsgenGate._obsgenRun`): one lock hold per slot and one to end, the
/// round counted during every call, each callback borrowed (none retained by the round).
final class RoundTests: XCTestCase {
    /// A round of one observer is counted during its call, so an observer added there goes
    /// into a new buffer (the round may still read the old one), and it is not called before
    /// the next round.
    func testAOneObserverRoundIsCountedDuringItsCall() {
        let log = Log()
        let box = ObserversBox()
        var tokens: [ObservationToken] = []
        var inProgress: [Bool] = []
        tokens.append(box.observers.add { new, _ in
            inProgress.append(box.observers.slots!.gate._obsgenRoundsInProgress)
            if new == 1 { tokens.append(box.observers.add { new, _ in log.add("added \(new)") }) }
            log.add("a \(new)")
        })
        let buffer = box.observers.slots.map(ObjectIdentifier.init)
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(inProgress, [true])
        XCTAssertNotEqual(box.observers.slots.map(ObjectIdentifier.init), buffer, "not appended in place")
        XCTAssertEqual(box.observers.slots?.count, 2)
        _ = box.observers._obsgenRound.notify(2, 1)
        XCTAssertEqual(log.entries, ["a 1", "a 2", "added 2"])
        withExtendedLifetime(tokens) {}
    }

    /// A longer round is counted during every call, the last one included.
    func testEveryCallOfARoundIsCounted() {
        let box = ObserversBox()
        var inProgress: [Bool] = []
        let tokens = (0..<3).map { _ in
            box.observers.add { _, _ in inProgress.append(box.observers.slots!.gate._obsgenRoundsInProgress) }
        }
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(inProgress, [true, true, true])
        withExtendedLifetime(tokens) {}
    }

    /// A cancel from another thread during the last call of a round queues the slot: what the
    /// callback captured lives until the call returns, then goes when the round ends.
    func testACancelDuringTheLastCallReleasesAfterTheCall() {
        let log = Log()
        let box = ObserversBox()
        let entered = DispatchSemaphore(value: 0), cancelled = DispatchSemaphore(value: 0)
        var captured: Captured? = Captured("last", log)
        let first = box.observers.add { _, _ in log.add("first") }
        let last = box.observers.add { [captured] _, _ in
            entered.signal()
            cancelled.wait()
            log.add("still running with \(captured!.name)")
        }
        captured = nil
        let token = SendableTokens([last])
        DispatchQueue.global().async {
            entered.wait()
            token.tokens[0].cancel()
            log.add("cancelled")
            cancelled.signal()
        }
        _ = box.observers._obsgenRound.notify(1, 0)
        log.add("round over")
        XCTAssertEqual(log.entries, ["first", "cancelled", "still running with last", "released last", "round over"])
        XCTAssertTrue(box.observers._obsgenRound.notify(2, 1), "the cancelled slot is seen")
        XCTAssertEqual(log.entries.last, "first")
        withExtendedLifetime(first) {}
    }

    /// A one-observer round's callback that cancels its own token keeps running with what it
    /// captured (the round borrows it, so the cancel only queues it), and releases it when the
    /// round ends.
    func testAOneObserverCallbackThatCancelsItselfIsReleasedAfterTheRound() {
        let log = Log()
        let box = ObserversBox()
        var captured: Captured? = Captured("only", log)
        var token: ObservationToken?
        token = box.observers.add { [captured] _, _ in
            token?.cancel()
            log.add("still running with \(captured!.name)")
        }
        captured = nil
        XCTAssertFalse(box.observers._obsgenRound.notify(1, 0))
        log.add("round over")
        XCTAssertEqual(log.entries, ["still running with only", "released only", "round over"])
        XCTAssertTrue(box.observers._obsgenRound.notify(2, 1), "the cancelled slot is seen")
        XCTAssertEqual(log.entries.last, "round over")
    }

    /// One-observer rounds on this thread while another thread cancels: each callback runs at
    /// most until its cancel returns, and each captured value is released exactly once (run
    /// under ThreadSanitizer by Scripts/tsan.sh).
    func testOneObserverRoundsWhileAnotherThreadCancels() {
        let log = Log()
        let calls = Counter()
        let members = (0..<64).map { _ in ObserversBox() }
        var tokens: [ObservationToken] = []
        for (index, member) in members.enumerated() {
            let captured = Captured("\(index)", log)
            tokens.append(member.observers.add { _, _ in calls.increment(); withExtendedLifetime(captured) {} })
        }
        let shared = SendableTokens(tokens)
        tokens.removeAll()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for index in 0..<64 { shared.tokens[index].cancel() }
        }
        while group.wait(timeout: .now()) == .timedOut {
            for member in members { _ = member.observers._obsgenRound.notify(1, 0) }
        }
        let before = calls.value
        for member in members { XCTAssertTrue(member.observers._obsgenRound.notify(1, 0)) }
        XCTAssertEqual(calls.value, before, "every slot is cancelled")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("released") }.count, 64)
    }
}
