import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import MainActorCombineModels

/// The in-place rule of `@MainActor` models: a mutation through `tags` writes to the buffer the
/// model holds unless a `$tags` subscriber or an `observeTags` observer needs the old value,
/// and children that enter or leave `rows` are re-wired (see `MainActorCombineTests` for why
/// each test enters the main actor with `MainActor.assumeIsolated`).
final class MainActorInPlaceTests: XCTestCase {
    func testInPlaceUnlessSomethingNeedsTheOldValue() {
        MainActor.assumeIsolated {
            let screen = Screen(tags: ["a"])
            var sends = 0
            let subscription = screen.objectWillChange.sink { sends += 1 }
            let held = address(screen.tags)
            XCTAssertEqual(written { screen.tags.withUnsafeMutableBufferPointer($0) }, held)
            XCTAssertEqual(sends, 1)

            var olds: [[String]] = []
            let token = screen.observeTags { _, old in olds.append(old) }
            screen.tags.append("b")
            XCTAssertEqual(olds, [["a"]])
            let heldObserved = address(screen.tags)
            XCTAssertNotEqual(written { screen.tags.withUnsafeMutableBufferPointer($0) }, heldObserved, "copied for the observer")
            token.cancel()

            var published: [[String]] = []
            let projection = screen.$tags.sink { published.append($0) }
            screen.tags.append("c")
            XCTAssertEqual(published, [["a", "b"], ["a", "b", "c"]])
            let heldNow = address(screen.tags)
            XCTAssertNotEqual(written { screen.tags.withUnsafeMutableBufferPointer($0) }, heldNow, "copied for the subscriber")
            projection.cancel()
            subscription.cancel()
        }
    }

    func testEnteringAndLeavingRowsAreReWired() {
        MainActor.assumeIsolated {
            let screen = Screen()
            var sends = 0
            let subscription = screen.objectWillChange.sink { sends += 1 }
            let first = Row(), second = Row()
            screen.rows.append(first)
            screen.rows.append(second)
            sends = 0
            second.selected = true
            XCTAssertEqual(sends, 1)
            _ = screen.rows.removeLast()
            sends = 0
            second.selected = false
            XCTAssertEqual(sends, 0, "a removed row no longer forwards")
            first.label = "x"
            XCTAssertEqual(sends, 1)
            subscription.cancel()
        }
    }

    func testRowsMutateInPlaceWhileOnlyObjectWillChangeIsSubscribed() {
        MainActor.assumeIsolated {
            let screen = Screen(rows: [Row()])
            screen.rows.reserveCapacity(4)
            var sends = 0
            let subscription = screen.objectWillChange.sink { sends += 1 }
            let held = address(screen.rows)
            let added = Row()
            screen.rows.append(added)
            XCTAssertEqual(address(screen.rows), held, "appended in place")
            sends = 0
            added.selected = true
            XCTAssertEqual(sends, 1, "an appended row forwards")
            screen.rows.swapAt(0, 1)
            _ = screen.rows.removeLast()
            XCTAssertEqual(address(screen.rows), held)
            sends = 0
            screen.rows[0].label = "moved"
            XCTAssertEqual(sends, 1, "a moved row still forwards")
            subscription.cancel()
        }
    }
}
