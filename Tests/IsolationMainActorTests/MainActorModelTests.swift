import Foundation
import XCTest
@testable import IsolationMainActorModels

/// `@MainActor model`: the class and its callbacks are main-actor isolated; driven from
/// `@MainActor` test methods (SPEC §2, Isolation).
final class MainActorModelTests: XCTestCase {
    @MainActor
    func testCallbacksRunOnTheMainActorWithNewAndOld() {
        let screen = Screen()
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        screen.observeTitle { [unowned screen] new, old in
            MainActor.assertIsolated()
            log.append("title \(old)->\(new) read=\(screen.title)")
        }.store(in: &tokens)
        screen.observeIsLoading(.onlyTrue) { _ in log.append("loading") }.store(in: &tokens)
        screen.observeIsLoading(.onlyFalse) { _ in log.append("loaded") }.store(in: &tokens)
        screen.title = "Inbox"
        screen.isLoading = true
        screen.isLoading = false
        XCTAssertEqual(log, ["title ->Inbox read=Inbox", "loading", "loaded"])
    }

    @MainActor
    func testChildrenForwardAndDerivedNotifies() {
        let screen = Screen(rows: [Row(label: "a")])
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        screen.observeChanges { change in
            switch change {
            case .header(.changed(.text(let new, _))): log.append("header.text \(new)")
            case .rows(.changed(let index, .selected(let new, _))): log.append("rows[\(index)].selected \(new)")
            case .rows(.changed(let index, .label(let new, _))): log.append("rows[\(index)].label \(new)")
            case .rows(.replaced(let new, let old)): log.append("rows \(old.count)->\(new.count)")
            case .rowCount(let new, let old): log.append("rowCount \(old)->\(new)")
            case .title, .isLoading, .tags, .header(.replaced): log.append("other")
            }
        }.store(in: &tokens)
        screen.observeRowCount { new, _ in log.append("rowCount observer \(new)") }.store(in: &tokens)
        screen.header.text = "Hi"
        screen.rows.insert(Row(label: "z"), at: 0)
        screen.rows[1].selected = true
        let old = screen.header
        screen.header = Header()
        old.text = "stale"
        XCTAssertEqual(log, [
            "header.text Hi",
            "rowCount observer 2", "rows 1->2", "rowCount 1->2",
            "rows[1].selected true",
            "other",
        ])
    }

    /// A `switch` expression on the lines after `=` (`Rank`): notifies when the case taken
    /// yields another value, not when another level yields the same one.
    @MainActor
    func testASwitchExpressionAfterTheEquals() {
        let rank = Rank()
        var log: [String] = []
        let token = rank.observeMedal { new, old in log.append("\(old)->\(new)") }
        rank.level = 1
        rank.level = 2
        rank.level = 7
        rank.level = 0
        XCTAssertEqual(log, ["none->bronze", "bronze->gold", "gold->none"])
        XCTAssertEqual(rank.medal, "none")
        _ = token
    }

    @MainActor
    func testEventsAndCancellation() {
        let screen = Screen()
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        screen.observeEvents { _ in log.append("event") }.store(in: bag!)
        screen.onRefreshed { log.append("refreshed") }.store(in: bag!)
        screen.post(.refreshed)
        bag = nil
        screen.post(.refreshed)
        XCTAssertEqual(log, ["event", "refreshed"])
    }

    /// Work done off the main actor hops back with `await`; the callback runs on the main
    /// actor, synchronously within the assignment.
    func testAssignmentFromATaskRunsOnTheMainActor() async {
        let screen = await Screen()
        let token = await screen.observeTitle { new, _ in
            MainActor.assertIsolated()
            XCTAssertTrue(Thread.isMainThread)
            _ = new
        }
        let calls = await Task.detached {
            await MainActor.run {
                var calls = 0
                let counter = screen.observeTitle { _, _ in calls += 1 }
                screen.title = "from a task"
                counter.cancel()
                return calls
            }
        }.value
        XCTAssertEqual(calls, 1)
        let title = await screen.title
        XCTAssertEqual(title, "from a task")
        _ = token
    }

    @MainActor
    func testTokenReleasedOffTheMainActorCancels() {
        let screen = Screen()
        var log: [String] = []
        let token = screen.observeTitle { new, _ in log.append(new) }
        let handover = TokenBox(token)
        let done = DispatchSemaphore(value: 0)
        Thread {
            handover.token.cancel()
            done.signal()
        }.start()
        done.wait()
        screen.title = "after"
        XCTAssertEqual(log, [])
    }

    @MainActor
    func testScreenGoesAwayWithObservers() {
        weak var weakScreen: Screen?
        var tokens = Set<ObservationToken>()
        do {
            let screen = Screen(rows: [Row()])
            screen.observeChanges { _ in }.store(in: &tokens)
            screen.rows[0].label = "x"
            weakScreen = screen
        }
        XCTAssertNil(weakScreen)
    }
}

final class TokenBox: Sendable {
    let token: ObservationToken
    init(_ token: ObservationToken) { self.token = token }
}
