import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import MainActorCombineModels

/// The combine style of `@MainActor` models (`Fixtures/Golden/mainactor-combine`): the same
/// forwarding and re-wiring, from the main actor. (XCTest runs test methods on the main
/// thread; a synchronous `@MainActor` test method crashes corelibs XCTest's test discovery on
/// Linux — "Could not cast value of type '(…) -> @MainActor () -> ()'" — so each test enters
/// the main actor with `MainActor.assumeIsolated`.)
final class MainActorCombineTests: XCTestCase {
    func testObjectWillChangeBeforeChangesAndFromChildren() {
        MainActor.assumeIsolated {
            let screen = Screen(rows: [Row(label: "a"), Row(label: "b")])
            var log: [String] = []
            let subscription = screen.objectWillChange.sink { log.append("will title=\(screen.title) rows=\(screen.rows.count)") }
            let token = screen.observeTitle { new, old in log.append("title \(old)->\(new)") }

            screen.title = "Inbox"
            screen.header.text = "Header"
            screen.rows[1].selected = true
            screen.rows.append(Row(label: "c"))
            XCTAssertEqual(log, [
                "will title= rows=2", "title ->Inbox",
                "will title=Inbox rows=2",
                "will title=Inbox rows=2",
                "will title=Inbox rows=2",
            ])
            withExtendedLifetime((subscription, token)) {}
        }
    }

    func testReplacedChildrenStopForwarding() {
        MainActor.assumeIsolated {
            let oldHeader = Header()
            let oldRow = Row()
            let screen = Screen(header: oldHeader, rows: [oldRow])
            var sends = 0
            let subscription = screen.objectWillChange.sink { sends += 1 }
            let newHeader = Header()
            screen.header = newHeader
            screen.rows = [Row()]
            sends = 0
            oldHeader.text = "old"
            oldRow.label = "old"
            XCTAssertEqual(sends, 0, "a replaced child still forwards")
            newHeader.text = "new"
            screen.rows[0].label = "new"
            XCTAssertEqual(sends, 2)
            withExtendedLifetime(subscription) {}
        }
    }

    func testChildrenDoNotKeepTheScreenAlive() {
        MainActor.assumeIsolated {
            let header = Header()
            weak var weakScreen: Screen?
            do {
                let screen = Screen(header: header)
                let subscription = screen.objectWillChange.sink {}
                header.text = "x"
                weakScreen = screen
                withExtendedLifetime(subscription) {}
            }
            XCTAssertNil(weakScreen)
            header.text = "after"
        }
    }

    func testPublishedAndEvents() {
        MainActor.assumeIsolated {
            let screen = Screen()
            var loading: [Bool] = []
            var refreshed = 0
            let subscription = screen.$isLoading.sink { loading.append($0) }
            let token = screen.onRefreshed { refreshed += 1 }
            screen.isLoading = true
            screen.isLoading = false
            screen.post(.refreshed)
            XCTAssertEqual(loading, [false, true, false])
            XCTAssertEqual(refreshed, 1)
            withExtendedLifetime((subscription, token)) {}
        }
    }
}
