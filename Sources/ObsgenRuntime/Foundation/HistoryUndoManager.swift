#if canImport(ObjectiveC)
import Foundation

// `ChangeHistory.register(with:)`: Foundation's `UndoManager` exists on Apple platforms only
// (swift-corelibs-foundation has none), so this part is compiled there. What it does with the
// manager (one registration per step, the redo registered while the manager undoes, `undo()`
// going through the manager) is `_ObsgenHistoryCore`'s, tested on every platform with a
// stand-in manager; here a `_ObsgenUndoLink` is made from an `UndoManager`.

extension ChangeHistory where Model: MainActorRecordableModel {
    /// Registers each new step with `undoManager` (a group is one registration), so that the
    /// app's Undo and Redo commands undo and redo it; `undo()` and `redo()` then go through
    /// the manager too. Set the manager's `levelsOfUndo` to this history's `limit`, if any.
    @MainActor public func register(with undoManager: UndoManager) {
        _obsgenCore.attach(_ObsgenUndoLink(undoManager))
    }
}

extension ChangeHistory where Model: RecordableModel {
    /// Registers each new step with `undoManager` (a group is one registration), so that the
    /// app's Undo and Redo commands undo and redo it; `undo()` and `redo()` then go through
    /// the manager too. The model is then used on the main actor, like the manager.
    @MainActor public func register(with undoManager: UndoManager) {
        _obsgenCore.attach(_ObsgenUndoLink(undoManager))
    }
}

extension _ObsgenUndoLink {
    /// A link to `manager`, which is used on the main actor. The registered actions call
    /// nothing but the history's core, so they suit any isolation the SDK gives the handler.
    @MainActor init(_ manager: UndoManager) {
        let target = _ObsgenUndoTarget(manager)
        self.init(
            register: { action in MainActor.assumeIsolated { target.manager?.registerUndo(withTarget: target) { _ in action() } } },
            undo: { MainActor.assumeIsolated { target.manager?.undo() } },
            redo: { MainActor.assumeIsolated { target.manager?.redo() } },
            removeAll: { MainActor.assumeIsolated { target.manager?.removeAllActions(withTarget: target) } }
        )
    }
}

/// The target of a history's registrations with one undo manager (so that `removeAll()`
/// removes them and nothing else), holding the manager weakly.
@MainActor final class _ObsgenUndoTarget {
    /// The manager, while it lives.
    weak var manager: UndoManager?

    /// The target of the registrations with `manager`.
    init(_ manager: UndoManager) { self.manager = manager }
}
#endif
