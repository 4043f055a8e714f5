import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import IsolationMainActorModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import MainActorObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import MainActorCombineModels
#endif

/// `ChangeHistory` and the async streams of `@MainActor` models (docs/state.md), in every
/// style: the history's methods and observers are main-actor isolated (the compiler rejects
/// them elsewhere), undo reaches the children, and a stream is fed on the main actor, where a
/// main-actor task reads every value in order, whether `Sendable` or not.
final class MainActorStateTests: XCTestCase {
    @MainActor
    func testUndoAndRedoOnTheMainActorReachTheChildren() {
        let header = Header(text: "old")
        let screen = Screen(header: header, rows: [Row(label: "a")])
        let history = ChangeHistory(recording: screen, limit: 10)
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        history.observeCanUndo { new, _ in
            MainActor.assertIsolated()
            log.append("canUndo \(new)")
        }.store(in: &tokens)
        history.observeCanRedo { new, _ in log.append("canRedo \(new)") }.store(in: &tokens)
        screen.title = "Draft"
        history.group {
            screen.rows[0].selected = true
            screen.rows.append(Row(label: "b"))
        }
        screen.header = Header(text: "new")
        history.undo()
        XCTAssertTrue(screen.header === header, "the old header instance is back")
        history.undo()
        XCTAssertEqual(screen.rows.count, 1)
        XCTAssertFalse(screen.rows[0].selected)
        XCTAssertEqual(screen.rowCount, 1, "derived values follow")
        history.redo()
        XCTAssertEqual(screen.rows.map(\.label), ["a", "b"])
        XCTAssertTrue(screen.rows[0].selected)
        XCTAssertEqual(log, ["canUndo true", "canRedo true"])
        history.removeAll()
        XCTAssertEqual(log, ["canUndo true", "canRedo true", "canUndo false", "canRedo false"])
    }

    @MainActor
    func testUndoReachesAChildInADictionaryOnTheMainActor() {
        let table = RowTable(rows: [1: Row(label: "x")])
        let history = ChangeHistory(recording: table)
        table.rows[1]!.selected = true
        table.rows[2] = Row(label: "y")
        XCTAssertEqual(table.selectedCount, 1)
        history.undo()
        XCTAssertNil(table.rows[2])
        history.undo()
        XCTAssertEqual(table.rows[1]?.selected, false)
        XCTAssertEqual(table.selectedCount, 0)
        XCTAssertEqual([history.canUndo, history.canRedo], [false, true])
    }

    @MainActor
    func testAStreamOfAMainActorModelDeliversEveryValueInOrderOnTheMainActor() async {
        let screen = Screen(title: "a")
        let titles = screen.values(of: \.title)
        let headers = screen.values(of: \.header)
        let changes = screen.changes
        let first = screen.header
        screen.title = "b"
        screen.title = "b"
        screen.rows = [Row()]
        screen.title = "c"
        screen.header = Header(text: "second")
        let seenTitles = await StreamReading.readOnMainActor(titles, count: 4) { $0 }
        XCTAssertEqual(seenTitles.values, ["a", "b", "b", "c"])
        // A `Header` is no `Sendable` value outside the main actor: read where it lives.
        let seenHeaders = await StreamReading.readOnMainActor(headers, count: 2) { $0 === first ? "first" : $0.text }
        XCTAssertEqual(seenHeaders.values, ["first", "second"])
        let seenChanges = await StreamReading.readOnMainActor(changes, count: 6) { change -> String in
            switch change {
            case .title(let new, _): "title \(new)"
            case .rows: "rows"
            case .rowCount(let new, _): "rowCount \(new)"
            case .header(.replaced(let new, _)): "header \(new.text)"
            default: "other"
            }
        }
        XCTAssertEqual(seenChanges.values, ["title b", "title b", "rows", "rowCount 1", "title c", "header second"])
    }

    @MainActor
    func testAMainActorStreamEndsWithItsModel() async {
        var screen: Screen? = Screen()
        let counts = screen!.values(of: \.rowCount)
        screen!.rows = [Row(), Row()]
        weak let gone = screen
        screen = nil
        XCTAssertNil(gone, "the stream does not keep the screen alive")
        let seen = await StreamReading.readOnMainActor(counts) { $0 }
        XCTAssertEqual(seen.values, [0, 2])
        XCTAssertTrue(seen.ended, "the stream ended when the screen went")
    }

    // `tags` is mutated in place while nothing needs its old value, and copied while something
    // does (a stream's observer does): so it shows whether the stream still observes.
    @MainActor
    func testCancellingTheMainActorTaskStopsObserving() async {
        let screen = Screen()
        let reader = await StreamReading.startReadingOnMainActor(screen.values(of: \.tags))
        screen.tags.reserveCapacity(64)
        var before = bufferAddress(screen.tags)
        screen.tags.append("observed")
        XCTAssertNotEqual(bufferAddress(screen.tags), before, "observed by the stream: the mutation copied")
        reader.cancel()
        await reader.value
        screen.tags.append("a")         // the round that drops the cancelled observer
        screen.tags.reserveCapacity(64)
        before = bufferAddress(screen.tags)
        screen.tags.append("b")
        XCTAssertEqual(bufferAddress(screen.tags), before, "the cancelled task's stream no longer observes tags")
    }
}
