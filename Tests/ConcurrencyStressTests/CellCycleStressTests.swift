import Foundation
import XCTest
@testable import IsolationLockedModels

/// `@locked` models linked in cycles, under load (and under ThreadSanitizer,
/// `Scripts/tsan.sh`): cells whose derived values read through their children, linked to each
/// other and to themselves from 8 threads. Nothing deadlocks (bounded wait), and once the
/// threads are done one last assignment per cell leaves every cached derived value equal to a
/// fresh evaluation.
final class CellCycleStressTests: XCTestCase {
    func testCellsLinkedInCyclesFromEightThreads() {
        let cells = (0..<4).map { SharedCell(value: $0) }
        let lastTotals = Locked([Int](repeating: 0, count: cells.count))
        var tokens = Set<ObservationToken>()
        for (index, cell) in cells.enumerated() {
            cell.observeTotal { new, _ in lastTotals.with { $0[index] = new } }.store(in: &tokens)
            cell.observeReport { _, _ in }.store(in: &tokens)
        }
        let shared = cells
        let done = DispatchSemaphore(value: 0)
        Thread {
            Stress.run { thread in
                for step in 0..<Stress.iterations(300) {
                    let cell = shared[(thread + step) % shared.count]
                    let other = shared[(thread + step + 1) % shared.count]
                    switch step % 4 {
                    case 0: cell.link = other
                    case 1: cell.parts = [other, cell]
                    case 2: cell.modifyValue { $0 = (thread * 7 + step) % 10 }
                    default: cell.link = cell
                    }
                    _ = cell.report
                }
            }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 120) == .success else { return XCTFail("cells in cycles deadlocked") }
        // Quiet now: make each cell's children distinct from itself, then change its value,
        // which settles its derived values from the final state.
        for (index, cell) in cells.enumerated() {
            cell.parts = [cells[(index + 1) % cells.count]]
            cell.link = cells[(index + 1) % cells.count]
        }
        for (index, cell) in cells.enumerated() { cell.value = 100 + index }
        for (index, cell) in cells.enumerated() {
            let next = 100 + (index + 1) % cells.count
            XCTAssertEqual(cell.linked, next)
            XCTAssertEqual(cell.total, 100 + index + next)
            XCTAssertEqual(cell.report, "\(100 + index + next) via \(next)")
        }
        XCTAssertEqual(lastTotals.current, cells.indices.map { 100 + $0 + 100 + ($0 + 1) % cells.count })
        _ = tokens
    }
}
