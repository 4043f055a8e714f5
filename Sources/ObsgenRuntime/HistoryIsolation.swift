#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// A `ChangeHistory` for each isolation of models (docs/state.md, "Undo and redo"): how it
// observes the model and calls what it recorded is decided by the protocol the model conforms
// to, so that a `@MainActor` model's history is main-actor isolated and a `@locked` model's is
// `Sendable`. Every generated model conforms to one of the three.

/// A model that is neither `@MainActor` nor `@locked`, whose changes a `ChangeHistory` can
/// record and restore (every such generated model conforms).
public nonisolated protocol RecordableModel: ObservableModel {
    /// Calls `callback` with every change of the model and its children.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken
    /// What sets the member `change` names, on the instance where it was made, to its old value
    /// (`true`) or its new one; nil for a change of a derived value.
    @_spi(ObsgenRuntime) func _obsgenRestorer(for change: Change) -> ((_ undo: Bool) -> Void)?
    /// What sets back `change`, reported by a model of this type, on `origin`, the model where
    /// it was made (such a model, or a child of one at any depth); nil when `origin` is neither.
    @_spi(ObsgenRuntime) static func _obsgenRestorer(for change: Change, madeIn origin: AnyObject?) -> ((_ undo: Bool) -> Void)?
}

/// A `@MainActor` model whose changes a `ChangeHistory` can record and restore (every such
/// generated model conforms).
@MainActor public protocol MainActorRecordableModel: ObservableModel {
    /// Calls `callback` with every change of the model and its children.
    func observeChanges(_ callback: @escaping @MainActor (Change) -> Void) -> ObservationToken
    /// What sets the member `change` names, on the instance where it was made, to its old value
    /// (`true`) or its new one; nil for a change of a derived value.
    @_spi(ObsgenRuntime) func _obsgenRestorer(for change: Change) -> (@MainActor (_ undo: Bool) -> Void)?
    /// What sets back `change`, reported by a model of this type, on `origin`, the model where
    /// it was made (such a model, or a child of one at any depth); nil when `origin` is neither.
    @_spi(ObsgenRuntime) static func _obsgenRestorer(for change: Change, madeIn origin: AnyObject?) -> (@MainActor (_ undo: Bool) -> Void)?
}

/// A `@locked` model whose changes a `ChangeHistory` can record and restore from any thread
/// (every such generated model conforms).
public nonisolated protocol LockedRecordableModel: ObservableModel, Sendable {
    /// Calls `callback` with every change of the model and its children, on the thread that made it.
    func observeChanges(_ callback: @escaping @Sendable (Change) -> Void) -> ObservationToken
    /// What sets the member `change` names, on the instance where it was made, to its old value
    /// (`true`) or its new one; nil for a change of a derived value.
    @_spi(ObsgenRuntime) func _obsgenRestorer(for change: Change) -> ((_ undo: Bool) -> Void)?
    /// What sets back `change`, reported by a model of this type, on `origin`, the model where
    /// it was made (such a model, or a child of one at any depth); nil when `origin` is neither.
    @_spi(ObsgenRuntime) static func _obsgenRestorer(for change: Change, madeIn origin: AnyObject?) -> ((_ undo: Bool) -> Void)?
}

extension ChangeHistory where Model: RecordableModel {
    /// Starts recording the changes of `model` and its children; keeps at most `limit` steps.
    public nonisolated convenience init(recording model: Model, limit: Int? = nil) {
        self.init(_obsgenLimit: limit) { core in
            model.observeChanges { change in if let restorer = model._obsgenRestorer(for: change) { core.record(restorer) } }
        }
    }

    /// Undoes the last step (nothing when there is none).
    public nonisolated func undo() { _obsgenCore.undo() }

    /// Redoes the last step undone (nothing when there is none).
    public nonisolated func redo() { _obsgenCore.redo() }

    /// Forgets every step.
    public nonisolated func removeAll() { _obsgenCore.removeAll() }

    /// Calls `callback` with the new and the old value after every change of `canUndo`.
    public nonisolated func observeCanUndo(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: false, callback)
    }

    /// Calls `callback` with the new and the old value after every change of `canRedo`.
    public nonisolated func observeCanRedo(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: true, callback)
    }
}

extension ChangeHistory where Model: MainActorRecordableModel {
    /// Starts recording the changes of `model` and its children; keeps at most `limit` steps.
    @MainActor public convenience init(recording model: Model, limit: Int? = nil) {
        self.init(_obsgenLimit: limit) { core in
            model.observeChanges { change in
                // Called back only by this extension's methods, which run on the main actor.
                if let restorer = model._obsgenRestorer(for: change) { core.record { undo in MainActor.assumeIsolated { restorer(undo) } } }
            }
        }
    }

    /// Undoes the last step (nothing when there is none).
    @MainActor public func undo() { _obsgenCore.undo() }

    /// Redoes the last step undone (nothing when there is none).
    @MainActor public func redo() { _obsgenCore.redo() }

    /// Forgets every step.
    @MainActor public func removeAll() { _obsgenCore.removeAll() }

    /// Calls `callback` with the new and the old value after every change of `canUndo`.
    @MainActor public func observeCanUndo(_ callback: @escaping @MainActor (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: false) { new, old in MainActor.assumeIsolated { callback(new, old) } }
    }

    /// Calls `callback` with the new and the old value after every change of `canRedo`.
    @MainActor public func observeCanRedo(_ callback: @escaping @MainActor (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: true) { new, old in MainActor.assumeIsolated { callback(new, old) } }
    }
}

extension ChangeHistory where Model: LockedRecordableModel {
    /// Starts recording the changes of `model` and its children, on whichever thread makes
    /// them; keeps at most `limit` steps.
    public nonisolated convenience init(recording model: Model, limit: Int? = nil) {
        self.init(_obsgenLimit: limit) { core in
            model.observeChanges { change in if let restorer = model._obsgenRestorer(for: change) { core.record(restorer) } }
        }
    }

    /// Undoes the last step (nothing when there is none), on this thread.
    public nonisolated func undo() { _obsgenCore.undo() }

    /// Redoes the last step undone (nothing when there is none), on this thread.
    public nonisolated func redo() { _obsgenCore.redo() }

    /// Forgets every step.
    public nonisolated func removeAll() { _obsgenCore.removeAll() }

    /// Calls `callback` with the new and the old value after every change of `canUndo`, on
    /// the thread that changed it.
    public nonisolated func observeCanUndo(_ callback: @escaping @Sendable (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: false, callback)
    }

    /// Calls `callback` with the new and the old value after every change of `canRedo`, on
    /// the thread that changed it.
    public nonisolated func observeCanRedo(_ callback: @escaping @Sendable (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenCore.observe(redo: true, callback)
    }
}
