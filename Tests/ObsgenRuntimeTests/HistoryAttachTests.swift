import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// An undo manager attached (`ChangeHistory.register(with:)`) while another thread is in the
/// middle of an undo or a redo: the step being applied ends where the manager can reach it.
final class HistoryAttachTests: XCTestCase {
    typealias Register = HistoryCoreTests.Register

    /// Stands in for Foundation's `UndoManager` (UndoManager's rules: what is registered while it
    /// undoes is a redo, otherwise an undo; a registration outside an undo or a redo forgets the
    /// redo actions), safe to call from two threads.
    final class Manager: @unchecked Sendable {
        private let state = Locked<(undos: [@Sendable () -> Void], redos: [@Sendable () -> Void], undoing: Bool, redoing: Bool)>(([], [], false, false))

        var undoCount: Int { state.current.undos.count }
        var redoCount: Int { state.current.redos.count }

        var link: _ObsgenUndoLink {
            _ObsgenUndoLink(register: { action in
                self.state.with { state in
                    if state.undoing { state.redos.append(action); return }
                    state.undos.append(action)
                    if !state.redoing { state.redos = [] }
                }
            }, undo: { self.run(undo: true) }, redo: { self.run(undo: false) },
            removeAll: { self.state.with { $0.undos = []; $0.redos = [] } })
        }

        private func run(undo: Bool) {
            guard let action = state.with({ state -> (@Sendable () -> Void)? in
                guard let action = undo ? state.undos.popLast() : state.redos.popLast() else { return nil }
                if undo { state.undoing = true } else { state.redoing = true }
                return action
            }) else { return }
            action()
            state.with { $0.undoing = false; $0.redoing = false }
        }
    }

    /// A step's hook that, the first time it runs, holds the thread applying the step until
    /// `attach(while:)` has attached a manager.
    final class Gate: @unchecked Sendable {
        private let applying = DispatchSemaphore(value: 0), attached = DispatchSemaphore(value: 0)
        private let first = Locked(true)

        func hold() {
            guard first.with({ first in defer { first = false }; return first }) else { return }
            applying.signal()
            attached.wait()
        }

        /// Runs `apply` (an undo or a redo) on another thread, attaches a new manager to `core`
        /// while that thread is held in the step, and returns the manager once `apply` is done.
        func attach(to core: _ObsgenHistoryCore, while apply: @escaping @Sendable () -> Void) -> Manager {
            let done = DispatchSemaphore(value: 0)
            Thread { apply(); done.signal() }.start()
            applying.wait()
            let manager = Manager()
            core.attach(manager.link)
            attached.signal()
            done.wait()
            return manager
        }
    }

    func testAManagerAttachedDuringAnUndoLeavesNothingToRedo() {
        let core = _ObsgenHistoryCore(limit: nil)
        let register = Register(core: core)
        let gate = Gate()
        register.set(1, undoing: gate.hold)
        let manager = gate.attach(to: core) { core.undo() }
        XCTAssertEqual(register.value, 0)
        XCTAssertFalse(core.canRedo, "the manager has no redo of that step: attaching it forgot the steps to redo, this one too")
        XCTAssertEqual([manager.undoCount, manager.redoCount], [0, 0])
    }

    func testAStepRedoneWhileAManagerIsAttachedIsRegisteredWithIt() {
        let core = _ObsgenHistoryCore(limit: nil)
        let register = Register(core: core)
        let gate = Gate()
        register.set(1, redoing: gate.hold)
        core.undo()
        XCTAssertEqual(register.value, 0)
        let manager = gate.attach(to: core) { core.redo() }
        XCTAssertEqual(register.value, 1)
        XCTAssertEqual(manager.undoCount, 1, "the redone step is the manager's to undo")
        core.undo()
        XCTAssertEqual(register.value, 0, "undone through the manager")
        XCTAssertEqual(manager.redoCount, 1)
        core.redo()
        XCTAssertEqual(register.value, 1)
    }
}
