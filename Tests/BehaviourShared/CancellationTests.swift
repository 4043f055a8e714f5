import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 5: a cancelled token is never called again — by `cancel()`, deinit, a
/// bag's deinit, a set — even during a notification round; `removeAllXObservers()` (seed 000).
final class CancellationTests: XCTestCase {
    func testCancel() {
        let counter = Counter()
        let log = Log<Int>()
        let token = counter.observeCount { new, _ in log.append(new) }
        counter.count = 1
        token.cancel()
        counter.count = 2
        XCTAssertEqual(log.entries, [1])
    }

    func testTokenDeinitCancels() {
        let counter = Counter()
        let log = Log<Int>()
        var token: ObservationToken? = counter.observeCount { new, _ in log.append(new) }
        counter.count = 1
        XCTAssertNotNil(token)
        token = nil
        counter.count = 2
        XCTAssertEqual(log.entries, [1])
    }

    func testDiscardedTokenCancelsAtOnce() {
        let counter = Counter()
        let log = Log<Int>()
        _ = counter.observeCount { new, _ in log.append(new) }
        counter.count = 1
        XCTAssertEqual(log.entries, [])
    }

    func testDisposeBagDeinitCancels() {
        let counter = Counter()
        let log = Log<String>()
        var bag: DisposeBag? = DisposeBag()
        counter.observeCount { new, _ in log.append("count \(new)") }.store(in: bag!)
        counter.onReset { log.append("reset") }.store(in: bag!)
        counter.count = 1
        counter.post(.reset)
        bag = nil
        counter.count = 2
        counter.post(.reset)
        XCTAssertEqual(log.entries, ["count 1", "reset"])
    }

    func testDisposeBagCancelAll() {
        let counter = Counter()
        let log = Log<Int>()
        let bag = DisposeBag()
        bag.insert(counter.observeCount { new, _ in log.append(new) })
        counter.count = 1
        bag.cancelAll()
        counter.count = 2
        counter.observeCount { new, _ in log.append(new * 100) }.store(in: bag)
        counter.count = 3
        XCTAssertEqual(log.entries, [1, 300])
    }

    func testSetOfTokens() {
        let counter = Counter()
        let log = Log<Int>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, _ in log.append(new) }.store(in: &tokens)
        counter.observeDoubled { new, _ in log.append(new) }.store(in: &tokens)
        XCTAssertEqual(tokens.count, 2)
        counter.count = 1
        tokens.removeAll()
        counter.count = 2
        XCTAssertEqual(log.entries, [1, 2])
    }

    func testCancelDuringNotificationRound() {
        let counter = Counter()
        let log = Log<String>()
        var second: ObservationToken?
        let first = counter.observeCount { _, _ in
            log.append("first")
            second?.cancel()
        }
        second = counter.observeCount { _, _ in log.append("second") }
        let third = counter.observeCount { _, _ in log.append("third") }
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(log.entries, ["first", "third", "first", "third"])
        _ = (first, third)
    }

    func testReleaseDuringNotificationRound() {
        let counter = Counter()
        let log = Log<String>()
        var tokens: [ObservationToken] = []
        tokens.append(counter.observeChanges { _ in
            log.append("first")
            tokens.removeAll()   // releases both tokens, including the one now running
        })
        tokens.append(counter.observeChanges { _ in log.append("second") })
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(log.entries, ["first"])
    }

    func testObserverCancelsItselfDuringItsCall() {
        let counter = Counter()
        let log = Log<Int>()
        var token: ObservationToken?
        token = counter.observeCount { new, _ in
            log.append(new)
            token?.cancel()
        }
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(log.entries, [1])
    }

    func testObserverAddedDuringRoundIsNotCalledInThatRound() {
        let counter = Counter()
        let log = Log<String>()
        var added: [ObservationToken] = []
        let token = counter.observeCount { [unowned counter] new, _ in
            log.append("outer \(new)")
            if new == 1 { added.append(counter.observeCount { new, _ in log.append("inner \(new)") }) }
        }
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(log.entries, ["outer 1", "outer 2", "inner 2"])
        _ = token
    }

    func testCancellingTwiceAndAfterTheModelIsGoneIsHarmless() {
        var counter: Counter? = Counter()
        let weakCounter = WeakRef(counter)
        let token = counter!.observeCount { _, _ in }
        let bag = DisposeBag()
        counter!.observeChanges { _ in }.store(in: bag)
        token.cancel()
        token.cancel()
        let other = counter!.observeDoubled { _, _ in }
        counter = nil
        XCTAssertNil(weakCounter.object, "tokens must not keep the model alive")
        other.cancel()
        other.cancel()
        bag.cancelAll()
        bag.cancelAll()
    }

    func testRemoveAllObservers() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { _, _ in log.append("count a") }.store(in: &tokens)
        counter.observeCount { _, _ in log.append("count b") }.store(in: &tokens)
        counter.observeDoubled { _, _ in log.append("doubled") }.store(in: &tokens)
        counter.removeAllCountObservers()
        counter.count = 1
        XCTAssertEqual(log.entries, ["doubled"])
        counter.observeCount { _, _ in log.append("count c") }.store(in: &tokens)
        counter.count = 2
        XCTAssertEqual(log.entries, ["doubled", "count c", "doubled"])
        counter.removeAllDoubledObservers()
        counter.removeAllDoubledObservers()
        counter.count = 3
        XCTAssertEqual(log.entries, ["doubled", "count c", "doubled", "count c"])
        Counter().removeAllFlagObservers()   // before any observer: harmless
    }

    func testRemoveAllObserversDuringRound() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { [unowned counter] _, _ in
            log.append("first")
            counter.removeAllCountObservers()
        }.store(in: &tokens)
        counter.observeCount { _, _ in log.append("second") }.store(in: &tokens)
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(log.entries, ["first"])
    }

    func testManyCancelledObserversAreForgotten() {
        let counter = Counter()
        let log = Log<Int>()
        for round in 0..<100 {
            let token = counter.observeCount { new, _ in log.append(new) }
            counter.count = round
            token.cancel()
        }
        XCTAssertEqual(log.entries, Array(0..<100))
    }

    /// `cancel()` is safe from any thread: another thread cancels while the model's own
    /// thread notifies. After `cancel()` returns, no new call may start.
    func testCancelFromAnotherThreadWhileNotifying() {
        let counter = Counter()
        let calls = Log<Int>()
        let tokens = (0..<8).map { _ in counter.observeCount { new, _ in calls.append(new) } }
        let shared = Handover(tokens)
        let cancelled = DispatchSemaphore(value: 0)
        Thread {
            for token in shared.value { token.cancel() }
            cancelled.signal()
        }.start()
        var value = 0
        while cancelled.wait(timeout: .now()) == .timedOut, value < 200_000 {
            value += 1
            counter.count = value
        }
        let callsAtCancel = calls.count
        for _ in 0..<10 { value += 1; counter.count = value }
        XCTAssertEqual(calls.count, callsAtCancel, "no callback after every cancel() returned")
        XCTAssertLessThanOrEqual(callsAtCancel, 8 * value)
    }
}
