import Foundation
import XCTest
@testable import BehaviourCallbacksModels

/// SPEC §2 semantic 8: `events Bus` is thread-safe (`Sendable`, `@Sendable` handlers, callable
/// from any thread). Posts, subscriptions and cancellations from 8 threads at once, against
/// the golden output `Fixtures/Golden/behaviour-callbacks/expected`.
final class EventBusStressTests: XCTestCase {
    /// Every thread subscribes, posts, checks that its own subscription saw its own post, and
    /// cancels (explicitly, by release, by a bag); a permanent subscriber sees every post
    /// exactly once.
    func testPostSubscribeAndCancelFromEightThreads() {
        let bus = Bus()
        let perThread = Stress.iterations(300)
        let all = Locked<(updated: Int, loggedIn: Int, scored: Int)>((0, 0, 0))
        let points = Locked(0)
        let missed = Locked(0)
        let permanent = [
            bus.observeEvents { event in
                all.with {
                    switch event {
                    case .updated: $0.updated += 1
                    case .loggedIn: $0.loggedIn += 1
                    case .scored: $0.scored += 1
                    }
                }
            },
            bus.onScored { value, _ in points.with { $0 += value } },
        ]

        Stress.run { thread in
            let bag = DisposeBag()
            for i in 0..<perThread {
                let user = "user-\(thread)-\(i)"
                let seen = Locked(false)
                let token = bus.onLoggedIn { posted in if posted == user { seen.with { $0 = true } } }
                bus.onUpdated {}.store(in: bag)
                _ = bus.observeEvents { _ in }  // released at once: cancelled
                bus.post(.loggedIn(user: user))
                bus.post(.scored(points: 1, player: user))
                bus.post(.updated)
                if !seen.current { missed.with { $0 += 1 } }
                token.cancel()
                if i % 10 == 0 { bag.cancelAll() }
            }
        }

        let total = Stress.threads * perThread
        XCTAssertEqual(all.current.updated, total)
        XCTAssertEqual(all.current.loggedIn, total)
        XCTAssertEqual(all.current.scored, total)
        XCTAssertEqual(points.current, total)
        XCTAssertEqual(missed.current, 0, "a subscriber missed an event its own thread posted after subscribing")
        withExtendedLifetime(permanent) {}
    }

    /// A token cancelled on its own thread is not called by that thread's later posts, while
    /// other threads keep posting.
    func testCancelledHandlersStayQuietOnTheirThread() {
        let bus = Bus()
        let perThread = Stress.iterations(300)
        let lateCalls = Locked(0)
        Stress.run { thread in
            for i in 0..<perThread {
                let mine = "late-\(thread)-\(i)"
                let token = bus.onLoggedIn { user in if user == mine { lateCalls.with { $0 += 1 } } }
                token.cancel()
                bus.post(.loggedIn(user: mine))
            }
        }
        XCTAssertEqual(lateCalls.current, 0, "a cancelled handler was called")
    }

    /// `Bus.shared` is one instance whichever thread touches it first.
    func testSharedIsOneInstanceAcrossThreads() {
        let seen = Locked<Set<ObjectIdentifier>>([])
        let received = Locked(0)
        Stress.run { _ in
            let bus = Bus.shared
            seen.with { _ = $0.insert(ObjectIdentifier(bus)) }
            let token = bus.onScored { _, player in if player == "shared" { received.with { $0 += 1 } } }
            bus.post(.scored(points: 0, player: "shared"))
            token.cancel()
        }
        XCTAssertEqual(seen.current.count, 1)
        XCTAssertGreaterThanOrEqual(received.current, Stress.threads)
    }
}
