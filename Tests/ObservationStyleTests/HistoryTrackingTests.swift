import Foundation
import Observation
import XCTest
@testable import BehaviourObservationModels

/// In the observation style a `ChangeHistory` is `Observable` (docs/state.md): tracking that
/// reads `canUndo` or `canRedo` fires when the value changes, and only then — what SwiftUI
/// needs to enable and disable an Undo button.
final class HistoryTrackingTests: XCTestCase {
    func testTrackingSeesCanUndoAndCanRedoChange() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        XCTAssertTrue((history as Any) is any Observable)
        let canUndo = track { _ = history.canUndo }
        let canRedo = track { _ = history.canRedo }
        counter.count = 1
        XCTAssertEqual(canUndo.fired, 1, "canUndo became true")
        XCTAssertEqual(canRedo.fired, 0, "canRedo did not change")
        let stillTrue = track { _ = history.canUndo }
        counter.count = 2
        XCTAssertEqual(stillTrue.fired, 0, "canUndo stayed true: no change")
        history.undo()
        XCTAssertEqual(canRedo.fired, 1, "canRedo became true")
        XCTAssertEqual(stillTrue.fired, 0)
        history.undo()
        XCTAssertEqual(stillTrue.fired, 1, "canUndo became false")
        let redoAgain = track { _ = history.canRedo }
        counter.count = 5
        XCTAssertEqual(redoAgain.fired, 1, "a new change cleared the redo steps")
    }

    func testAReleasedHistoryIsNoLongerTracked() {
        let counter = Counter()
        var history: ChangeHistory<Counter>? = ChangeHistory(recording: counter)
        let canUndo = track { _ = history!.canUndo }
        weak let gone = history
        history = nil
        XCTAssertNil(gone, "tracking does not keep the history alive")
        counter.count = 1
        XCTAssertEqual(canUndo.fired, 0)
    }
}
