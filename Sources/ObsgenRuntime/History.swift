#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// An undo and redo history of a model and its children: while it lives it records every
/// change of their stored members, with the old and the new value, and `undo()` / `redo()`
/// set those values back through the models' setters, so that observers, derived values and
/// parents see them as any other change.
///
/// ```swift
/// let history = ChangeHistory(recording: document)
/// document.title = "Draft"
/// history.group {                        // one step for both changes
///     document.pages.append(Page())
///     document.pages[0].text = "Hello"
/// }
/// history.undo()                         // the page is gone, the text is back
/// history.undo()                         // the title is back
/// history.redo()
/// ```
///
/// - Each change outside `group { }` is one step. A new change after an undo forgets the steps
///   there were to redo. Past `limit` steps, the oldest are forgotten.
/// - What undo and redo change is not recorded again. Derived values are not recorded: they
///   follow the members they read.
/// - Undoing the replacement of a child (`doc.cover = Cover()`, an array or dictionary of
///   children assigned or mutated) puts the old instances back, so the changes recorded inside
///   them before can be undone in turn.
/// - The history keeps the recorded values, and the models it must restore, alive; the model
///   does not keep the history: drop it to stop recording.
/// - `canUndo` and `canRedo` are observable: `observeCanUndo` / `observeCanRedo`, and in the
///   observation style through `Observation` too (SwiftUI updates an Undo button's state).
/// - A history of a `@MainActor` model is used on the main actor (`undo()`, `redo()` and the
///   observers are main-actor isolated); a history of a `@locked` model is `Sendable` and may be
///   used from any thread (a group then collects the changes every thread records until it
///   ends); any other history is used where its model is.
/// - Steps are undone and redone one at a time, whole, in the order `undo()` and `redo()` are
///   called: a thread that calls one while another thread applies a step waits for it. A new
///   change recorded while a step is undone forgets the steps to redo, that step included. An
///   `undo()` or `redo()` called by what a step runs on its own thread (an observer of the
///   change it makes) is done once that step is, before the outer call returns.
/// - A change made inside a child is restored on the instance where it was made, whatever the
///   parent holds at its position since.
public nonisolated final class ChangeHistory<Model: ObservableModel> {
    /// The steps, the group being collected, the observers (one implementation for every
    /// isolation; the extensions for each kind of model call it).
    @_spi(ObsgenRuntime) public let _obsgenCore: _ObsgenHistoryCore
    /// The recording: the model's `observeChanges` registration, cancelled with the history.
    private var _obsgenRecording: ObservationToken?

    /// A history recording through `observe` (the isolation's way to call the model's
    /// `observeChanges`, given the core to record into), keeping at most `limit` steps.
    @_spi(ObsgenRuntime) public init(_obsgenLimit limit: Int?, _ observe: (_ObsgenHistoryCore) -> ObservationToken) {
        _obsgenCore = _ObsgenHistoryCore(limit: limit)
        // In the observation style the history is `Observable` (where Observation is): its
        // registrar is in place before the first change can arrive.
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            _obsgenCore.tracking = (self as AnyObject as? any _ObsgenTrackedHistory)?._obsgenTracking()
        }
        _obsgenRecording = observe(_obsgenCore)
    }

    /// True when there is a step to undo.
    public var canUndo: Bool {
        _obsgenCore.tracking?.access(redo: false)
        return _obsgenCore.canUndo
    }

    /// True when there is a step to redo.
    public var canRedo: Bool {
        _obsgenCore.tracking?.access(redo: true)
        return _obsgenCore.canRedo
    }

    /// The most undo steps the history keeps (nil: as many as there are); past it, the oldest
    /// are forgotten.
    public var limit: Int? { _obsgenCore.limit }

    /// Runs `body` and makes one undo step of every change it makes, however many: a group
    /// inside a group joins it, and a group that changes nothing makes no step.
    public func group<Result>(_ body: () throws -> Result) rethrows -> Result {
        try _obsgenCore.group(body)
    }
}

extension ChangeHistory: @unchecked Sendable where Model: LockedRecordableModel {}
