import Foundation
import XCTest
@testable import IsolationMainActorModels

/// Dictionary children of a `@MainActor` model (`RowTable.rows: [Int: Row]`): a row's change
/// arrives on the main actor with its key; a replaced key's row no longer forwards.
/// (`async`: on Linux, a class of only synchronous `@MainActor` tests crashes test discovery.)
final class MainActorDictionaryChildrenTests: XCTestCase {
    @MainActor
    func testARowsChangeArrivesWithItsKeyAndAReplacedRowNoLongerForwards() async {
        let first = Row(label: "a"), second = Row(label: "b")
        let table = RowTable(rows: [1: first])
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        table.observeChanges { change in
            MainActor.assertIsolated()
            switch change {
            case .rows(.changed(let key, .selected(let new, _))): log.append("rows[\(key)].selected \(new)")
            case .rows(.changed(let key, .label(let new, _))): log.append("rows[\(key)].label \(new)")
            case .rows(.replaced(let new, let old)): log.append("rows \(old.keys.sorted())->\(new.keys.sorted())")
            case .selectedCount(let new, let old): log.append("selectedCount \(old)->\(new)")
            }
        }.store(in: &tokens)
        first.selected = true
        table.rows[1] = second
        first.label = "gone"
        table.rows[2] = Row()
        second.label = "b2"
        XCTAssertEqual(log, [
            "rows[1].selected true", "selectedCount 0->1",
            "rows [1]->[1]", "selectedCount 1->0",
            "rows [1]->[1, 2]",
            "rows[1].label b2",
        ])
    }
}
