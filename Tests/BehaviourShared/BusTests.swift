import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 8 (seed 003's lightweight global observable): `events Bus` has a shared
/// instance and an `init()` for injection; thread-safe unless `@MainActor`.
final class BusTests: XCTestCase {
    func testSharedAndInjectedBusesAreSeparate() {
        XCTAssertTrue(Bus.shared === Bus.shared)
        let injected = Bus()
        XCTAssertFalse(injected === Bus.shared)
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        injected.onUpdated { log.append("injected") }.store(in: &tokens)
        Bus.shared.onUpdated { log.append("shared") }.store(in: &tokens)
        injected.post(.updated)
        XCTAssertEqual(log.entries, ["injected"])
        Bus.shared.post(.updated)
        XCTAssertEqual(log.entries, ["injected", "shared"])
    }

    func testObserveEventsThenCaseObserversWithLabelledParameters() {
        let bus = Bus()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        bus.onLoggedIn { user in log.append("loggedIn \(user)") }.store(in: &tokens)
        bus.onScored { points, player in log.append("scored \(points) by \(player)") }.store(in: &tokens)
        bus.observeEvents { event in
            switch event {
            case .updated: log.append("event updated")
            case .loggedIn(let user): log.append("event loggedIn \(user)")
            case .scored(let points, let player): log.append("event scored \(points) \(player)")
            }
        }.store(in: &tokens)
        bus.post(.loggedIn(user: "ann"))
        bus.post(.scored(points: 3, player: "bob"))
        bus.post(.updated)
        XCTAssertEqual(log.entries, [
            "event loggedIn ann", "loggedIn ann",
            "event scored 3 bob", "scored 3 by bob",
            "event updated",
        ])
    }

    func testDisposeBagUnsubscribesOnDeinit() {
        let bus = Bus()
        let log = Log<String>()
        var bag: DisposeBag? = DisposeBag()
        bus.onLoggedIn { user in log.append(user) }.store(in: bag!)
        bus.observeEvents { _ in log.append("any") }.store(in: bag!)
        bus.post(.loggedIn(user: "a"))
        bag = nil
        bus.post(.loggedIn(user: "b"))
        XCTAssertEqual(log.entries, ["any", "a"])
    }

    func testBusDoesNotKeepSubscribersAlive() {
        final class Screen: @unchecked Sendable { var seen = 0 }
        let bus = Bus()
        let bag = DisposeBag()
        let weakScreen: WeakRef<Screen> = scope {
            let screen = Screen()
            bus.onUpdated { [weak screen] in screen?.seen += 1 }.store(in: bag)
            bus.post(.updated)
            XCTAssertEqual(screen.seen, 1)
            return WeakRef(screen)
        }
        XCTAssertNil(weakScreen.object)
        bus.post(.updated)
    }

    func testPostRunsOnThePostingThread() {
        let bus = Bus()
        let log = Log<String>()
        let token = bus.onUpdated { log.append(ThreadMarker.current ?? "unmarked") }
        ThreadMarker.runOnNewThread(marked: "poster") {
            bus.post(.updated)
            log.append("post returned")
        }
        XCTAssertEqual(log.entries, ["poster", "post returned"])
        _ = token
    }

    /// Handlers run outside the bus's lock: they may post, subscribe and cancel on the same bus.
    func testHandlersMayPostSubscribeAndCancelReentrantly() {
        let bus = Bus()
        let log = Log<String>()
        let held = Log<ObservationToken>()
        var tokens = Set<ObservationToken>()
        let selfCancelling = Log<ObservationToken>()
        selfCancelling.append(bus.onUpdated {
            log.append("once")
            selfCancelling.entries.forEach { $0.cancel() }
        })
        bus.onLoggedIn { user in
            log.append("loggedIn \(user)")
            held.append(bus.onUpdated { log.append("late subscriber") })
            bus.post(.updated)
        }.store(in: &tokens)
        bus.post(.loggedIn(user: "eve"))
        bus.post(.updated)
        XCTAssertEqual(log.entries, ["loggedIn eve", "once", "late subscriber", "late subscriber"])
    }

    /// 8 threads post while 4 others subscribe and cancel. Observers that live through the
    /// whole run see every post exactly once; short-lived ones never see more than was posted.
    func testConcurrentPostSubscribeAndCancel() {
        let bus = Bus()
        let posters = 8, postsPerThread = 2_000
        let all = Log<Int>(), loggedIn = Log<String>(), transient = Log<Int>()
        var tokens = Set<ObservationToken>()
        bus.observeEvents { _ in all.append(1) }.store(in: &tokens)
        bus.onLoggedIn { user in loggedIn.append(user) }.store(in: &tokens)
        let postersDone = Log<Int>()
        concurrently(posters + 4) { index in
            if index < posters {
                for n in 0..<postsPerThread {
                    bus.post(n.isMultiple(of: 2) ? .loggedIn(user: "u\(index)") : .scored(points: n, player: "p"))
                }
                postersDone.append(index)
            } else {
                var held: [ObservationToken] = []
                while postersDone.count < posters {
                    held.append(bus.observeEvents { _ in transient.append(1) })
                    held.append(bus.onScored { _, _ in transient.append(1) })
                    if held.count > 16 {
                        held.prefix(8).forEach { $0.cancel() }
                        held.removeFirst(8)
                    }
                }
                held.removeAll()
            }
        }
        XCTAssertEqual(all.count, posters * postsPerThread)
        XCTAssertEqual(loggedIn.count, posters * postsPerThread / 2)
        let perPoster = Dictionary(grouping: loggedIn.entries, by: { $0 }).mapValues(\.count)
        XCTAssertEqual(perPoster.count, posters)
        XCTAssertTrue(perPoster.values.allSatisfy { $0 == postsPerThread / 2 })
        // Once every subscriber is gone, nothing transient is called any more.
        let afterward = transient.count
        bus.post(.scored(points: 0, player: "end"))
        XCTAssertEqual(transient.count, afterward)
    }

    @MainActor
    func testMainActorBus() {
        let bus = UIBus()
        XCTAssertTrue(UIBus.shared === UIBus.shared)
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        bus.observeEvents { event in
            MainActor.assertIsolated()
            if case .selected(let index) = event { log.append("event selected \(index)") } else { log.append("event tapped") }
        }.store(in: &tokens)
        bus.onSelected { index in log.append("selected \(index)") }.store(in: &tokens)
        bus.onTapped { log.append("tapped") }.store(in: &tokens)
        bus.post(.selected(index: 4))
        bus.post(.tapped)
        XCTAssertEqual(log, ["event selected 4", "selected 4", "event tapped", "tapped"])
        tokens.removeAll()
        bus.post(.tapped)
        XCTAssertEqual(log.count, 4)
    }
}
