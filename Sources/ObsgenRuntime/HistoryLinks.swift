#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// What a `ChangeHistory`'s core talks to besides the model: the observation registrar of the
// observation style's history, and an undo manager.

/// What tells an observation registrar that `canUndo` or `canRedo` (`redo`) is read or
/// changes: a `ChangeHistory` made by the observation style's runtime is `Observable`.
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenHistoryTracking: AnyObject, Sendable {
    /// The history's `canUndo` or `canRedo` is read.
    func access(redo: Bool)
    /// The value changes: called before `didChange`, and before the history's observers.
    func willChange(redo: Bool)
    /// The value changed.
    func didChange(redo: Bool)
}

/// A `ChangeHistory` whose `canUndo` and `canRedo` an observation registrar tracks (the
/// observation style's runtime declares the conformance).
@_spi(ObsgenRuntime) public nonisolated protocol _ObsgenTrackedHistory: AnyObject {
    /// What tells the history's registrar.
    func _obsgenTracking() -> any _ObsgenHistoryTracking
}

/// An undo manager as a history sees it (Foundation's `UndoManager` on Apple platforms, made
/// into one by `ChangeHistory.register(with:)`).
@_spi(ObsgenRuntime) public nonisolated struct _ObsgenUndoLink: Sendable {
    /// Registers an action: an undo, or a redo while the manager is undoing.
    public let register: @Sendable (_ action: @escaping @Sendable () -> Void) -> Void
    /// The manager's undo and redo.
    public let undo: @Sendable () -> Void
    public let redo: @Sendable () -> Void
    /// Forgets what the history registered.
    public let removeAll: @Sendable () -> Void

    /// A link made of the manager's operations.
    public init(register: @escaping @Sendable (_ action: @escaping @Sendable () -> Void) -> Void, undo: @escaping @Sendable () -> Void,
                redo: @escaping @Sendable () -> Void, removeAll: @escaping @Sendable () -> Void) {
        self.register = register
        self.undo = undo
        self.redo = redo
        self.removeAll = removeAll
    }
}
