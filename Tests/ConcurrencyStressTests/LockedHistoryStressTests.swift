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
}
