import Foundation
import Observation
import XCTest
@testable import MainActorObservationModels

/// SPEC §3 observation with `@MainActor` models (the SwiftUI case): tracking sees stored
/// properties, the child's members, the rows and the derived row count, and `onChange` runs
/// on the main actor inside the assignment, before the callbacks.
final class MainActorObservationTests: XCTestCase {
    @MainActor
    func testTrackingSeesMainActorModels() {
        let screen = Screen(rows: [Row(label: "a")])
        XCTAssertTrue((screen as Any) is any Observable)

        let title = track { _ = screen.title }
        screen.isLoading = true
        XCTAssertEqual(title.fired, 0)
        screen.title = "Inbox"
        XCTAssertEqual(title.fired, 1)

        let header = track { _ = screen.header.text }
        screen.header.text = "Hello"
        XCTAssertEqual(header.fired, 1)

        let rowCount = track { _ = screen.rowCount }
        screen.rows[0].selected = true
        XCTAssertEqual(rowCount.fired, 0, "rowCount reads rows, not their members")
        screen.rows.append(Row(label: "b"))
        XCTAssertEqual(rowCount.fired, 1)

        let label = track { _ = screen.rows[1].label }
        screen.rows[1].label = "B"
        XCTAssertEqual(label.fired, 1)
    }

    /// `async` on purpose: on Linux, the discovered-tests list of a class whose tests are all
    /// synchronous `@MainActor` methods is typed `@MainActor () -> ()` and crashes when cast at
    /// run time; one `async` test (wrapped by `asyncTest`) gives the list the plain type.
    @MainActor
    func testOnChangeRunsOnTheMainActorBeforeTheCallbacks() async {
        let screen = Screen()
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        screen.observeTitle { new, old in log.append("observeTitle \(old)->\(new)") }.store(in: &tokens)
        let model = Unchecked(screen)
        let round = track({ _ = screen.title }, note: {
            MainActor.assumeIsolated { "onChange read=\(model.value.title)" }
        })
        screen.title = "Inbox"
        XCTAssertEqual(round.notes, ["onChange read="], "willSet time: the old value")
        XCTAssertEqual(log, ["observeTitle ->Inbox"])
    }
}
