import Foundation
import XCTest
@testable import IsolationLockedModels

/// A `ChangeHistory` of a `@locked` model driven from 8 threads (run under ThreadSanitizer by
/// `Scripts/tsan.sh`): threads change their own children, alone or in groups, while another
/// undoes and redoes; then every step is undone. What the undoing thread restores races with
/// the writers by design (each undo sets the old value of the step it took), so the values
/// checked are bounds; the exact chains are checked by `LockedHistoryTests` without it.
final class LockedHistoryStressTests: XCTestCase {
    func testRecordingUndoingAndGroupingFromEightThreads() {
        let parts = (0..<Stress.threads).map { _ in SharedPart() }
        let job = SharedJob(parts: parts)
        let history = ChangeHistory(recording: job, limit: 100_000)
        let perThread = Stress.iterations(200)
        let undone = Locked(0)
        let token = history.observeCanRedo { _, _ in undone.with { $0 += 1 } }
        Stress.run { thread in
            if thread == 0 {
                // Undoes and redoes while the others record: whatever it undoes, it redoes.
                for _ in 0..<perThread {
                    history.undo()
                    history.redo()
                }
                return
            }
            for step in 1...perThread {
                if step % 10 == 0 {
                    history.group {
                        parts[thread].size = step
                        job.modifyCount { $0 += 1 }
                    }
                } else {
                    parts[thread].size = step
                }
            }
        }
        XCTAssertTrue(parts.allSatisfy { (0...perThread).contains($0.size) })
        while history.canUndo { history.undo() }
        XCTAssertFalse(history.canUndo)
        XCTAssertTrue(parts.allSatisfy { (0...perThread).contains($0.size) })
        XCTAssertGreaterThan(undone.current, 0, "canRedo was reported")
        _ = token
    }

    /// Eight threads undo, redo, and undo and redo in turn at once, with nothing recorded
    /// meanwhile: the steps are applied one at a time in the order the calls came, so what
    /// they leave is exact — each undo takes the last step whole, each redo the last undone.
    func testUndoingAndRedoingFromEightThreadsTakesTurns() {
        let parts = (0..<Stress.threads).map { _ in SharedPart() }
        let job = SharedJob(parts: parts)
        let history = ChangeHistory(recording: job)
        let rounds = 2 * Stress.iterations(25)
        for step in 1...rounds {
            for part in parts { part.size = step }     // the steps go round the parts
        }
        Stress.run { _ in for _ in 0..<(rounds / 2) { history.undo() } }
        XCTAssertEqual(parts.map(\.size), Array(repeating: rounds / 2, count: parts.count), "the last half of the steps undone, each whole")
        Stress.run { _ in for _ in 0..<(rounds / 2) { history.redo() } }
        XCTAssertEqual(parts.map(\.size), Array(repeating: rounds, count: parts.count), "redone in the reverse order")
        XCTAssertFalse(history.canRedo)
        Stress.run { _ in
            for _ in 0..<rounds {
                history.undo()
                history.redo()
            }
        }
        XCTAssertEqual(parts.map(\.size), Array(repeating: rounds, count: parts.count), "each redo took a step undone before it")
        XCTAssertFalse(history.canRedo)
        while history.canUndo { history.undo() }
        XCTAssertTrue(parts.allSatisfy { $0.size == 0 })
    }
}
