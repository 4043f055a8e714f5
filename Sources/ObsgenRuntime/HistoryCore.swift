#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// What a `ChangeHistory` keeps: its undo and redo steps, the group being collected, the
/// `canUndo` / `canRedo` observers and the undo manager it registers with. Written once for
/// every isolation: its state is under a lock of its own (a `@locked` model's changes arrive on
/// any thread), and nothing it does under that lock calls out — not a restorer, an observer,
/// an undo manager, nor the release of a step (whose values may be the app's classes, with a
/// `deinit` of their own).
///
/// A step is a list of restorers, in the order the changes were recorded: undo calls them with
/// `true` from the last to the first, redo with `false` from the first to the last. A change
/// that a restorer makes (through the model's setters) arrives here on the thread that is
/// applying the step, and is not recorded (`applying`).
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenHistoryCore: @unchecked Sendable {
    /// A recorded change: sets the member where it was made to its old value (`true`) or to its
    /// new one (`false`), through the member's setter.
    public typealias Restorer = (_ undo: Bool) -> Void

    /// Guards every field below.
    private let lock = _ObsgenLock()
    /// The steps `undo()` takes, the last one first.
    private var undoSteps: [[Restorer]] = []
    /// The steps `redo()` takes, the last one first.
    private var redoSteps: [[Restorer]] = []
    /// The changes recorded while a group is open, and how deep the groups are nested.
    private var openStep: [Restorer] = []
    private var groupDepth = 0
    /// The most undo steps kept (nil: no limit).
    public let limit: Int?
    /// The threads applying a step, each with how many applications it has under way.
    private var applying: [(thread: pthread_t, depth: Int)] = []
    /// What the observers last heard.
    private var reportedCanUndo = false, reportedCanRedo = false
    /// The `canUndo` and `canRedo` observers (callbacks of the history's isolation, made callable
    /// here by the extension that added them).
    private var canUndoObservers = _ObsgenObservers<(Bool, Bool) -> Void>()
    private var canRedoObservers = _ObsgenObservers<(Bool, Bool) -> Void>()
    /// The undo manager steps are registered with, if any.
    private var link: _ObsgenUndoLink?

    /// An empty history keeping at most `limit` undo steps.
    public init(limit: Int?) {
        self.limit = limit.map { Swift.max($0, 0) }
    }

    /// True when there is a step to undo.
    public var canUndo: Bool { lock.withLock { !undoSteps.isEmpty } }

    /// True when there is a step to redo.
    public var canRedo: Bool { lock.withLock { !redoSteps.isEmpty } }

    // MARK: Recording

    /// Records one change; ignored when it is made by a step being applied on this thread.
    public func record(_ restorer: @escaping Restorer) {
        let isOwnChange = lock.withLock { () -> Bool in
            if isApplyingHere { return true }
            if groupDepth > 0 { openStep.append(restorer); return true }
            return false
        }
        if !isOwnChange { push([restorer]) }
    }

    /// Runs `body`, collecting every change recorded meanwhile into one step (a group inside
    /// a group joins it).
    public func group<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.withLock { groupDepth += 1 }
        defer {
            let step = lock.withLock { () -> [Restorer] in
                groupDepth -= 1
                guard groupDepth == 0 else { return [] }
                defer { openStep = [] }
                return openStep
            }
            if !step.isEmpty { push(step) }
        }
        return try body()
    }

    /// Makes `step` the next one to undo: forgets the redo steps and, past the limit, the
    /// oldest undo steps; tells the observers and the undo manager.
    private func push(_ step: [Restorer]) {
        let (dropped, link) = lock.withLock { () -> ([[Restorer]], _ObsgenUndoLink?) in
            var dropped = redoSteps
            redoSteps = []
            undoSteps.append(step)
            if let limit, undoSteps.count > limit {
                dropped += undoSteps.prefix(undoSteps.count - limit)
                undoSteps.removeFirst(undoSteps.count - limit)
            }
            return (dropped, self.link)
        }
        withExtendedLifetime(dropped) {}
        report()
        link?.register { [weak self] in self?.undoFromManager() }
    }

    // MARK: Undo and redo

    /// Undoes the last step: through the undo manager when there is one (it calls back).
    public func undo() {
        if let link = lock.withLock({ self.link }) { link.undo() } else { apply(undoing: true) }
    }

    /// Redoes the last step undone: through the undo manager when there is one.
    public func redo() {
        if let link = lock.withLock({ self.link }) { link.redo() } else { apply(undoing: false) }
    }

    /// Forgets every step (and the undo manager's registrations of them).
    public func removeAll() {
        let (dropped, link) = lock.withLock { () -> ([[Restorer]], _ObsgenUndoLink?) in
            defer { undoSteps = []; redoSteps = [] }
            return (undoSteps + redoSteps, self.link)
        }
        withExtendedLifetime(dropped) {}
        link?.removeAll()
        report()
    }

    /// Undoes (or redoes) one step, then tells the observers; false when there was none. A
    /// group still open is closed into a step first, so that it is what an undo takes.
    @discardableResult
    private func apply(undoing: Bool) -> Bool {
        let open = lock.withLock { () -> [Restorer] in
            defer { openStep = [] }
            return undoing ? openStep : []
        }
        if !open.isEmpty { push(open) }
        guard let step = lock.withLock({ () -> [Restorer]? in
            guard let step = undoing ? undoSteps.popLast() : redoSteps.popLast() else { return nil }
            let thread = pthread_self()
            if let index = applying.firstIndex(where: { pthread_equal($0.thread, thread) != 0 }) {
                applying[index].depth += 1
            } else {
                applying.append((thread, 1))
            }
            return step
        }) else { return false }
        if undoing {
            for restorer in step.reversed() { restorer(true) }
        } else {
            for restorer in step { restorer(false) }
        }
        lock.withLock {
            let thread = pthread_self()
            if let index = applying.firstIndex(where: { pthread_equal($0.thread, thread) != 0 }) {
                applying[index].depth -= 1
                if applying[index].depth == 0 { applying.remove(at: index) }
            }
            if undoing { redoSteps.append(step) } else { undoSteps.append(step) }
        }
        report()
        return true
    }

    /// True when this thread is applying a step (under the lock).
    private var isApplyingHere: Bool {
        if applying.isEmpty { return false }
        let thread = pthread_self()
        return applying.contains { pthread_equal($0.thread, thread) != 0 }
    }

    // MARK: Observers

    /// Adds an observer of `canUndo` (`redo == false`) or `canRedo`.
    public func observe(redo: Bool, _ callback: @escaping (Bool, Bool) -> Void) -> ObservationToken {
        lock.withLock {
            if redo { return canRedoObservers.add(callback) }
            return canUndoObservers.add(callback)
        }
    }

    /// Tells the observers of `canUndo`, then of `canRedo`, when the value changed since
    /// they last heard.
    private func report() {
        typealias Report = (new: Bool, old: Bool, observers: _ObsgenSlots<(Bool, Bool) -> Void>?)
        let reports = lock.withLock { () -> [Report] in
            var reports: [Report] = []
            if undoSteps.isEmpty == reportedCanUndo {
                reports.append((!reportedCanUndo, reportedCanUndo, canUndoObservers.slots))
                reportedCanUndo.toggle()
            }
            if redoSteps.isEmpty == reportedCanRedo {
                reports.append((!reportedCanRedo, reportedCanRedo, canRedoObservers.slots))
                reportedCanRedo.toggle()
            }
            return reports
        }
        for report in reports where _obsgenNotify(report.observers, { $0(report.new, report.old) }) {
            lock.withLock { canUndoObservers.compact(); canRedoObservers.compact() }
        }
    }

    // MARK: Undo manager

    /// Registers every new step with the undo manager `link` stands for, instead of keeping
    /// the undo and redo order alone: `undo()` and `redo()` then go through the manager.
    public func attach(_ link: _ObsgenUndoLink) {
        lock.withLock { self.link = link }
    }

    /// The manager's undo of one of this history's steps: undoes it and registers its redo
    /// (the manager files what is registered while it undoes as a redo).
    private func undoFromManager() {
        guard apply(undoing: true) else { return }
        lock.withLock { link }?.register { [weak self] in self?.redoFromManager() }
    }

    /// The manager's redo of one of this history's steps: redoes it and registers its undo.
    private func redoFromManager() {
        guard apply(undoing: false) else { return }
        lock.withLock { link }?.register { [weak self] in self?.undoFromManager() }
    }
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
