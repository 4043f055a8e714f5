import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The shape of a round (`_ObsgenGate._obsgenRun`): one lock hold per slot, the round counted
/// only while a slot after the current one is still to be read, the last call on a retained
/// copy of its callback.
final class RoundTests: XCTestCase {
    /// A round of one observer counts nothing: during its only call no round is in progress,
    /// so an observer added there goes into the buffer in place (no copy of the buffer), and
    /// it is not called before the next round.
    func testAOneObserverRoundCountsNothingAndAddsInPlace() {
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
        XCTAssertEqual(inProgress, [false])
        XCTAssertEqual(box.observers.slots.map(ObjectIdentifier.init), buffer, "appended in place")
        XCTAssertEqual(box.observers.slots?.count, 2)
        _ = box.observers._obsgenRound.notify(2, 1)
        XCTAssertEqual(log.entries, ["a 1", "a 2", "added 2"])
        withExtendedLifetime(tokens) {}
    }

    /// A longer round is counted until it reads its last slot: the last call runs uncounted.
    func testOnlyTheLastCallOfARoundIsUncounted() {
        let box = ObserversBox()
        var inProgress: [Bool] = []
        let tokens = (0..<3).map { _ in
            box.observers.add { _, _ in inProgress.append(box.observers.slots!.gate._obsgenRoundsInProgress) }
        }
        _ = box.observers._obsgenRound.notify(1, 0)
        XCTAssertEqual(inProgress, [true, true, false])
        withExtendedLifetime(tokens) {}
    }

    /// A cancel from another thread during the last call of a round releases only the slot's
    /// reference: what the callback captured lives until the call returns, then goes at once.
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
