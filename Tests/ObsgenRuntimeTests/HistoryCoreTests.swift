import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The history's core (`_ObsgenHistoryCore`), which every isolation's `ChangeHistory` uses:
/// what a step being applied changes is not recorded, on that thread only; nothing is called
/// under its lock.
final class HistoryCoreTests: XCTestCase {
    /// A register of one value whose restorers record their own changes, as a model's setter
    /// reports to the history.
    final class Register: @unchecked Sendable {
        let core: _ObsgenHistoryCore
        private let lock = NSLock()
        private var _value = 0
        var value: Int { lock.lock(); defer { lock.unlock() }; return _value }

        init(core: _ObsgenHistoryCore) { self.core = core }

        /// Sets the value and records the change (as a model's observer would); `undoing` runs
        /// when the change is undone, before the value is set back, `redoing` when it is redone.
        func set(_ new: Int, undoing: (() -> Void)? = nil, redoing: (() -> Void)? = nil) {
            lock.lock()
            let old = _value
            _value = new
            lock.unlock()
            core.record { [unowned self] undo in
                if undo { undoing?() } else { redoing?() }
                self.set(undo ? old : new)
            }
        }
    }

    func testWhatAStepSetsIsNotRecordedButAnotherThreadsChangesAre() {
        let core = _ObsgenHistoryCore(limit: nil)
        let register = Register(core: core)
        let other = Register(core: core)
        let applying = DispatchSemaphore(value: 0), recorded = DispatchSemaphore(value: 0)
        register.set(1, undoing: {
            // While this thread applies the undo, another one records a change.
            applying.signal()
            recorded.wait()
        })
        let thread = Thread {
            applying.wait()
            other.set(5)
            recorded.signal()
        }
        thread.start()
        core.undo()
        XCTAssertEqual(register.value, 0)
        XCTAssertTrue(core.canUndo, "the other thread's change was recorded during the undo")
        XCTAssertFalse(core.canRedo, "a new change came while the step was undone: there is nothing to redo, as after any new change")
        core.undo()
        XCTAssertEqual(other.value, 0)
        XCTAssertFalse(core.canUndo, "the undo's own change was not recorded")
        core.redo()
        core.redo()
        XCTAssertEqual([register.value, other.value], [0, 5], "only the other thread's change is redone")
    }

    /// Two threads undo at once: the second waits until the step the first took is undone
    /// whole, then takes the next one; the step undone last is the first to redo.
    func testConcurrentUndosTakeTurnsInTheOrderTheyCame() {
        let core = _ObsgenHistoryCore(limit: nil)
        let first = Register(core: core), second = Register(core: core)
        let log = Locked<[String]>([])
        let undoing = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        first.set(1, undoing: { log.with { $0.append("first starts") } })
        second.set(2, undoing: {
            log.with { $0.append("second starts") }
            undoing.signal()
            release.wait()
            log.with { $0.append("second ends") }
        })
        Thread { core.undo(); done.signal() }.start()   // takes the second step, and stays in it
        undoing.wait()
        Thread { core.undo(); done.signal() }.start()
        // Until the other undo waits for its turn (or, were the steps not taken in turn, runs).
        while core.threadsWaitingForATurn == 0 && !log.current.contains("first starts") { sched_yield() }
        release.signal()
        done.wait()
        done.wait()
        XCTAssertEqual(log.current, ["second starts", "second ends", "first starts"], "one step at a time")
        XCTAssertEqual([first.value, second.value], [0, 0])
        core.redo()
        XCTAssertEqual([first.value, second.value], [1, 0], "the step undone last is redone first")
        core.redo()
        XCTAssertEqual([first.value, second.value], [1, 2])
    }

    /// An undo asked for by code that a step runs (an observer of the change it makes), on the
    /// thread applying the step, runs once the step is done, before the outer undo returns.
    func testAnUndoAskedForDuringAStepRunsAfterIt() {
        let core = _ObsgenHistoryCore(limit: nil)
        let register = Register(core: core)
        let seen = Locked<[Int]>([])
        register.set(1)
        register.set(2, undoing: {
            core.undo()
            seen.with { $0.append(register.value) }
        })
        core.undo()
        XCTAssertEqual(seen.current, [2], "the nested undo had not run in the middle of the step")
        XCTAssertEqual(register.value, 0, "it ran after the step, before the outer undo returned")
        core.redo()
        XCTAssertEqual(register.value, 1, "the steps were undone in order: the first one is redone first")
    }

    func testAnObserverMayUseTheHistory() {
        let core = _ObsgenHistoryCore(limit: 1)
        let register = Register(core: core)
        var seen: [Bool] = []
        let token = core.observe(redo: false) { new, _ in
            seen.append(new)
            if new { _ = core.canRedo }   // reading the history from its observer does not deadlock
        }
        register.set(1)
        register.set(2)
        core.undo()
        XCTAssertEqual(register.value, 1)
        XCTAssertEqual(seen, [true, false], "the limit kept one step")
        _ = token
    }

    /// Something a step holds (a value of the app's, with a `deinit` of its own): when it is
    /// released, it asks another thread to read the history, which takes the history's lock,
    /// and notes whether that thread could not within 5 seconds (the lock was held around the
    /// release: on this platform the lock spins, so the same thread taking it again would hang).
    final class Held: @unchecked Sendable {
        let core: _ObsgenHistoryCore
        let releasedUnderLock: Locked<[Bool]>

        init(_ core: _ObsgenHistoryCore, _ releasedUnderLock: Locked<[Bool]>) {
            self.core = core
            self.releasedUnderLock = releasedUnderLock
        }

        deinit {
            let read = DispatchSemaphore(value: 0)
            let core = self.core
            Thread {
                _ = core.canUndo
                read.signal()
            }.start()
            let blocked = read.wait(timeout: .now() + 5) == .timedOut
            releasedUnderLock.with { $0.append(blocked) }
        }
    }

    func testStepsAreReleasedOutsideTheLock() {
        let core = _ObsgenHistoryCore(limit: 1)
        let releases = Locked<[Bool]>([])
        func record() {
            let held = Held(core, releases)
            core.record { _ in _ = held }
        }
        record()
        record()                        // past the limit: the first step goes
        core.undo()
        record()                        // a new change: the step to redo goes
        core.undo()
        core.group { record() }         // a change in a group: the step to redo goes at once
        core.removeAll()                // the last one
        XCTAssertEqual(releases.current, [false, false, false, false], "every step released, none under the lock")
    }
}
