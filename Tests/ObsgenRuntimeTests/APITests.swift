import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// A hand-written model in the shape generated code has, for the API's extensions.
final class Counter2: ObservableModel {
    enum Change { case value(new: Int, old: Int) }
    var value = 0
}

/// Bags, bindings, filters, the event-bus pattern and the lock.
final class APITests: XCTestCase {
    func testABagCancelsItsTokensWhenItGoes() {
        let log = Log()
        var observers = _ObsgenObservers<(Int) -> Void>()
        var bag: DisposeBag? = DisposeBag()
        observers.add { log.add("a \($0)") }.store(in: bag!)
        _ = observers._obsgenRound.notify(1)
        bag = nil
        _ = observers._obsgenRound.notify(2)
        XCTAssertEqual(log.entries, ["a 1"])
    }

    func testCancelAllEmptiesTheBag() {
        let log = Log()
        var observers = _ObsgenObservers<(Int) -> Void>()
        let bag = DisposeBag()
        observers.add { log.add("a \($0)") }.store(in: bag)
        bag.cancelAll()
        _ = observers._obsgenRound.notify(1)
        observers.add { log.add("b \($0)") }.store(in: bag)
        _ = observers._obsgenRound.notify(2)
        XCTAssertEqual(log.entries, ["b 2"])
    }

    func testTokensInASetAreKeptByIdentity() {
        var observers = _ObsgenObservers<(Int) -> Void>()
        var set: Set<ObservationToken> = []
        let token = observers.add { _ in }
        token.store(in: &set)
        token.store(in: &set)
        XCTAssertEqual(set.count, 1)
        XCTAssertEqual(token, token)
        XCTAssertNotEqual(token, observers.add { _ in })
    }

    func testBindingHooksRunAroundTheSetInOrder() {
        let log = Log()
        let model = Counter2()
        let binding = model.binding(\.value)
            .willSet { new, current in log.add("will1 \(new) \(current)") }
            .didSet { new, old in log.add("did1 \(new) \(old)") }
            .willSet { new, current in log.add("will2 \(new) \(current)") }
        binding.value = 5
        XCTAssertEqual(model.value, 5)
        XCTAssertEqual(binding.value, 5)
        XCTAssertEqual(log.entries, ["will1 5 0", "will2 5 0", "did1 5 0"])
    }

    func testBoolFilters() {
        XCTAssertEqual([true, false].map(BoolFilter.onlyTrue.accepts), [true, false])
        XCTAssertEqual([true, false].map(BoolFilter.onlyFalse.accepts), [false, true])
        XCTAssertEqual([true, false].map(BoolFilter.any.accepts), [true, true])
        let log = Log()
        var observers = _ObsgenObservers<(Bool, Bool) -> Void>()
        let token = observers.add(.onlyTrue) { log.add("\($0)") }
        _ = observers._obsgenRound.notify(false, true)
        _ = observers._obsgenRound.notify(true, false)
        XCTAssertEqual(log.entries, ["true"])
        withExtendedLifetime(token) {}
    }

    /// An event bus posts to a snapshot of its observers taken under its lock, as the
    /// generated `post` does; a callback that posts again sees the same observers.
    func testABusSnapshotRound() {
        let log = Log()
        let lock = _ObsgenLock()
        let box = EventsBox()
        var tokens: [ObservationToken] = []
        tokens.append(lock.withLock { box.events.add { event in
            log.add("a \(event)")
            if event == 1 {
                let snapshot = lock.withLock { box.events.slots }
                _ = _obsgenNotify(snapshot) { $0(2) }
            }
        } })
        tokens.append(lock.withLock { box.events.add { log.add("b \($0)") } })
        let snapshot = lock.withLock { box.events.slots }
        XCTAssertFalse(_obsgenNotify(snapshot) { $0(1) })
        XCTAssertEqual(log.entries, ["a 1", "a 2", "b 2", "b 1"])
        withExtendedLifetime(tokens) {}
    }

    /// The lock excludes: 4 threads × 10,000 increments under it make 40,000.
    func testTheLockExcludes() {
        let lock = _ObsgenLock()
        let total = Unprotected()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { lock.withLock { total.value += 1 } }
        }
        XCTAssertEqual(total.value, 40_000)
    }

    /// A thread that finds the lock held waits for its release (the lock word's slow path off
    /// Apple platforms, `sched_yield` between tries) and then sees what the holder wrote.
    func testAWaiterTakesTheLockOnlyAfterTheHolderReleasesIt() {
        let lock = _ObsgenLock()
        let total = Unprotected()
        let trying = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let seen = Unprotected()
        lock._obsgenLockNow()
        DispatchQueue.global().async {
            trying.signal()
            lock.withLock { seen.value = total.value }
            done.signal()
        }
        trying.wait()
        usleep(20_000)  // lets the waiter reach the held lock (a delay, not a measurement)
        total.value = 1
        lock._obsgenUnlockNow()
        done.wait()
        XCTAssertEqual(lock.withLock { seen.value }, 1)
    }

    /// The marker each generated model file names exists.
    func testTheVersionMarkerExists() {
        XCTAssertEqual("\(_ObsgenRuntimeVersion3.self)", "_ObsgenRuntimeVersion3")
    }
}

/// A bus's observers.
final class EventsBox: @unchecked Sendable {
    var events = _ObsgenObservers<(Int) -> Void>()
}

/// A counter guarded by the caller.
final class Unprotected: @unchecked Sendable {
    var value = 0
}
