import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 7: `post(.e2(a:))` calls `observeEvents` observers, then `onE2`
/// observers, each in the order they were added, with the labelled parameters.
final class EventTests: XCTestCase {
    func testPostCallsObserveEventsThenTheCaseObservers() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.onStepped { by, reason in log.append("onStepped#1 by=\(by) reason=\(reason)") }.store(in: &tokens)
        counter.observeEvents { event in log.append("events#1 \(Self.describe(event))") }.store(in: &tokens)
        counter.onReset { log.append("onReset") }.store(in: &tokens)
        counter.onStepped { by, _ in log.append("onStepped#2 by=\(by)") }.store(in: &tokens)
        counter.observeEvents { event in log.append("events#2 \(Self.describe(event))") }.store(in: &tokens)

        counter.post(.stepped(by: 2, reason: "tap"))
        XCTAssertEqual(log.entries, [
            "events#1 stepped(2, tap)", "events#2 stepped(2, tap)",
            "onStepped#1 by=2 reason=tap", "onStepped#2 by=2",
        ])
        log.removeAll()
        counter.post(.reset)
        XCTAssertEqual(log.entries, ["events#1 reset", "events#2 reset", "onReset"])
    }

    func testPostIsSynchronous() {
        let counter = Counter()
        var called = false
        let token = counter.onReset { called = true }
        counter.post(.reset)
        XCTAssertTrue(called)
        _ = token
    }

    func testPostWithoutObserversDoesNothing() {
        let counter = Counter()
        counter.post(.reset)
        counter.post(.stepped(by: 1, reason: ""))
        let log = Log<Int>()
        let token = counter.onReset { log.append(1) }
        counter.post(.reset)
        XCTAssertEqual(log.entries, [1])
        _ = token
    }

    func testEventsAreNotChanges() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeChanges { _ in log.append("change") }.store(in: &tokens)
        counter.post(.reset)
        XCTAssertEqual(log.entries, [])
    }

    func testCancelledEventObserversAreNotCalled() {
        let counter = Counter()
        let log = Log<String>()
        let onReset = counter.onReset { log.append("onReset") }
        var all: ObservationToken? = counter.observeEvents { _ in log.append("events") }
        counter.post(.reset)
        onReset.cancel()
        all = nil
        counter.post(.reset)
        XCTAssertEqual(log.entries, ["events", "onReset"])
        XCTAssertNil(all)
    }

    func testEventObserverCancelsCaseObserverDuringPost() {
        let counter = Counter()
        let log = Log<String>()
        var onStepped: ObservationToken?
        let all = counter.observeEvents { _ in
            log.append("events")
            onStepped?.cancel()
        }
        onStepped = counter.onStepped { _, _ in log.append("onStepped") }
        counter.post(.stepped(by: 1, reason: "x"))
        XCTAssertEqual(log.entries, ["events"])
        _ = all
    }

    func testPostFromAnEventObserver() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.onStepped { [unowned counter] by, _ in
            log.append("stepped \(by)")
            if by > 0 { counter.post(.stepped(by: by - 1, reason: "again")) }
        }.store(in: &tokens)
        counter.post(.stepped(by: 2, reason: "start"))
        XCTAssertEqual(log.entries, ["stepped 2", "stepped 1", "stepped 0"])
    }

    static func describe(_ event: Counter.Event) -> String {
        switch event {
        case .reset: return "reset"
        case .stepped(let by, let reason): return "stepped(\(by), \(reason))"
        }
    }
}
