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
/// `deinit` of their own): what a change of the steps leaves to do is an `Aftermath`, done once
/// the lock is released.
///
/// A step is the restorers of its changes, in the order they were recorded: undo calls them
/// with `true` from the last to the first, redo with `false` from the first to the last. A
/// change that a restorer makes (through the model's setters) arrives here on the thread that
/// is applying the step, and is not recorded (`applier`).
///
/// Steps are applied one at a time, in the order `undo()` and `redo()` were called, whatever
/// the threads (`turns`): a step is taken from its stack when its turn comes, applied whole,
/// then put on the other stack, so the stacks change in the order the steps are applied. A new
/// change recorded (on another thread) while a step is undone forgets the steps to redo, as any
/// new change does, and that step too: it is not put on the redo stack when it is done.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenHistoryCore: @unchecked Sendable {
    /// A recorded change: sets the member where it was made to its old value (`true`) or to its
    /// new one (`false`), through the member's setter.
    public typealias Restorer = (_ undo: Bool) -> Void

    /// One undo step: one change (kept without an array of its own, so that recording an
    /// assignment allocates nothing but its restorer), or a group's changes.
    private enum Step {
        case one(Restorer)
        case many([Restorer])

        /// Undoes the step (`true`) or redoes it.
        func apply(undoing: Bool) {
            switch self {
            case .one(let restorer):
                restorer(undoing)
            case .many(let restorers):
                if undoing {
                    for restorer in restorers.reversed() { restorer(true) }
                } else {
                    for restorer in restorers { restorer(false) }
                }
            }
        }

        /// The step of a group's changes.
        init(_ restorers: [Restorer]) {
            self = restorers.count == 1 ? .one(restorers[0]) : .many(restorers)
        }
    }

    /// A change of `canUndo` (`redo == false`) or `canRedo` to tell, with the observers then.
    private typealias Report = (redo: Bool, new: Bool, old: Bool, observers: _ObsgenSlots<(Bool, Bool) -> Void>?)

    /// What a change of the steps leaves to do once the lock is released.
    private struct Aftermath {
        /// The steps forgotten: released with this value, outside the lock.
        var released: [Step] = []
        /// The observers to tell.
        var reports: [Report] = []
        /// The undo manager to register the new step with.
        var register: _ObsgenUndoLink?
    }

    /// Guards every field below but `limit` and `tracking`.
    private let lock = _ObsgenLock()
    /// The steps `undo()` takes, the last one first.
    @exclusivity(unchecked) private var undoSteps: [Step] = []
    /// The steps `redo()` takes, the last one first.
    @exclusivity(unchecked) private var redoSteps: [Step] = []
    /// The changes recorded while a group is open, and how deep the groups are nested.
    @exclusivity(unchecked) private var openStep: [Restorer] = []
    @exclusivity(unchecked) private var groupDepth = 0
    /// The most undo steps kept (nil: no limit).
    public let limit: Int?
    /// The turns in which steps are applied, one at a time.
    private let turns = _ObsgenTurns()
    /// The thread applying a step, if any: the changes it records are the step's own.
    @exclusivity(unchecked) private var applier: pthread_t?
    /// The undos (`true`) and redos asked for by what a step runs, on the thread applying it:
    /// that thread runs them, in order, once the step is done.
    @exclusivity(unchecked) private var askedDuringStep: [Bool] = []
    /// How many times the steps to redo were forgotten (by a new change, or by attaching an
    /// undo manager), and how many times every step was: a step applied meanwhile is not put
    /// back on a stack that was forgotten.
    @exclusivity(unchecked) private var redoResets = 0
    @exclusivity(unchecked) private var clearings = 0
    /// What the observers last heard.
    @exclusivity(unchecked) private var reportedCanUndo = false
    @exclusivity(unchecked) private var reportedCanRedo = false
    /// The `canUndo` and `canRedo` observers (callbacks of the history's isolation, made callable
    /// here by the extension that added them).
    @exclusivity(unchecked) private var canUndoObservers = _ObsgenObservers<(Bool, Bool) -> Void>()
    @exclusivity(unchecked) private var canRedoObservers = _ObsgenObservers<(Bool, Bool) -> Void>()
    /// The undo manager steps are registered with, if any.
    @exclusivity(unchecked) private var link: _ObsgenUndoLink?
    /// The observation registrar told of `canUndo` and `canRedo` (the observation style's);
    /// set once, before the history records.
    public var tracking: (any _ObsgenHistoryTracking)?

    /// An empty history keeping at most `limit` undo steps.
    public init(limit: Int?) {
        self.limit = limit.map { Swift.max($0, 0) }
    }

    /// True when there is a step to undo.
    public var canUndo: Bool { lock.withLock { !undoSteps.isEmpty } }

    /// True when there is a step to redo.
    public var canRedo: Bool { lock.withLock { !redoSteps.isEmpty } }

    /// How many threads wait for their turn to undo or redo a step.
    public var threadsWaitingForATurn: Int { turns.waiting }

    // MARK: Recording

    /// Records one change; ignored when it is made by a step being applied on this thread. In
    /// a group, the change joins the open step, and forgets the redo steps at once.
    public func record(_ restorer: @escaping Restorer) {
        let after = lock.withLock { () -> Aftermath? in
            if isApplyingHere { return nil }
            redoResets &+= 1
            guard groupDepth > 0 else { return push(.one(restorer)) }
            openStep.append(restorer)
            if redoSteps.isEmpty { return nil }
            var after = Aftermath(released: redoSteps)
            redoSteps = []
            collectReports(into: &after)
            return after
        }
        if let after { finish(after) }
    }

    /// Runs `body`, collecting every change recorded meanwhile into one step (a group inside
    /// a group joins it).
    public func group<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.withLock { groupDepth += 1 }
        defer {
            let after = lock.withLock { () -> Aftermath? in
                groupDepth -= 1
                guard groupDepth == 0 else { return nil }
                return pushOpenStep()
            }
            if let after { finish(after) }
        }
        return try body()
    }

    /// Under the lock: makes `step` the next one to undo, forgetting the redo steps and, past
    /// the limit, the oldest undo steps; nil when that leaves nothing to do (the usual case:
    /// no step forgotten, nobody to tell).
    private func push(_ step: Step) -> Aftermath? {
        undoSteps.append(step)
        let isQuiet = redoSteps.isEmpty && link == nil && reportedCanUndo && !reportedCanRedo
            && (limit.map { undoSteps.count <= $0 } ?? true)
        if isQuiet { return nil }
        var after = Aftermath(released: redoSteps, register: link)
        redoSteps = []
        forgetPastLimit(into: &after)
        collectReports(into: &after)
        return after
    }

    /// Under the lock: forgets the oldest undo steps past the limit.
    private func forgetPastLimit(into after: inout Aftermath) {
        if let limit, undoSteps.count > limit {
            after.released += undoSteps.prefix(undoSteps.count - limit)
            undoSteps.removeFirst(undoSteps.count - limit)
        }
    }

    /// Under the lock: pushes what the open group has recorded, if anything.
    private func pushOpenStep() -> Aftermath? {
        guard !openStep.isEmpty else { return nil }
        defer { openStep = [] }
        return push(Step(openStep))
    }

    /// Does what a change of the steps left to do, with the lock released: tells the registrar
    /// and the observers, registers the new step with the undo manager; the forgotten steps are
    /// released with `after`, when the caller returns.
    private func finish(_ after: Aftermath) {
        for report in after.reports {
            if let tracking {
                tracking.willChange(redo: report.redo)
                tracking.didChange(redo: report.redo)
            }
            if _obsgenNotify(report.observers, { $0(report.new, report.old) }) {
                lock.withLock { canUndoObservers.compact(); canRedoObservers.compact() }
            }
        }
        after.register?.register { [weak self] in self?.undoFromManager() }
    }

    // MARK: Undo and redo

    /// Undoes the last step: through the undo manager when there is one (it calls back). In an
    /// open group, what the group has recorded so far is that step: with a manager, it is made a
    /// step and registered first, so that the manager's undo takes it.
    public func undo() {
        guard let link = lock.withLock({ self.link }) else {
            apply(undoing: true)
            return
        }
        if let after = lock.withLock({ pushOpenStep() }) { finish(after) }
        link.undo()
    }

    /// Redoes the last step undone: through the undo manager when there is one.
    public func redo() {
        if let link = lock.withLock({ self.link }) { link.redo() } else { apply(undoing: false) }
    }

    /// Forgets every step (and the undo manager's registrations of them).
    public func removeAll() {
        let (after, link) = lock.withLock { () -> (Aftermath, _ObsgenUndoLink?) in
            var after = Aftermath(released: undoSteps + redoSteps)
            undoSteps = []
            redoSteps = []
            clearings &+= 1
            collectReports(into: &after)
            return (after, self.link)
        }
        link?.removeAll()
        finish(after)
    }

    /// Undoes (or redoes) one step in this thread's turn, after the undos and redos called
    /// before; false when there was none. Called by what a step runs on the thread applying it
    /// (an observer of its change), it cannot wait for that step: it is done once the step is,
    /// before the call that applies it returns (and returns false).
    @discardableResult
    private func apply(undoing: Bool) -> Bool {
        guard turns.take() else {
            lock.withLock { askedDuringStep.append(undoing) }
            return false
        }
        defer { turns.end() }
        let applied = applyOne(undoing: undoing)
        while let next = lock.withLock({ askedDuringStep.isEmpty ? nil : askedDuringStep.removeFirst() }) {
            applyOne(undoing: next)
        }
        return applied
    }

    /// In this thread's turn: undoes (or redoes) the last step, puts it on the other stack and
    /// tells the observers; false when there was none. An undo in an open group first makes a
    /// step of what the group has recorded, and takes that (the group goes on collecting a new
    /// step). A redo leaves the group alone: once it has recorded a change, there is nothing to
    /// redo. An undone step is forgotten, not put on the redo stack, when a new change was
    /// recorded or an undo manager attached meanwhile; any step is when `removeAll()` was called
    /// meanwhile. A redone step is registered with an undo manager attached meanwhile (one
    /// attached before registers it itself, in `redoFromManager`).
    @discardableResult
    private func applyOne(undoing: Bool) -> Bool {
        if undoing, let after = lock.withLock({ pushOpenStep() }) { finish(after) }
        guard let taken = lock.withLock({ () -> (step: Step, redoResets: Int, clearings: Int, attached: Bool)? in
            guard let step = undoing ? undoSteps.popLast() : redoSteps.popLast() else { return nil }
            applier = pthread_self()
            return (step, redoResets, clearings, link != nil)
        }) else { return false }
        taken.step.apply(undoing: undoing)
        let after = lock.withLock { () -> Aftermath in
            applier = nil
            var after = Aftermath()
            if clearings != taken.clearings || (undoing && redoResets != taken.redoResets) {
                after.released = [taken.step]
            } else if undoing {
                redoSteps.append(taken.step)
            } else {
                undoSteps.append(taken.step)
                forgetPastLimit(into: &after)
                if !taken.attached { after.register = link }
            }
            collectReports(into: &after)
            return after
        }
        finish(after)
        return true
    }

    /// True when this thread is applying a step (under the lock).
    private var isApplyingHere: Bool {
        guard let applier else { return false }
        return pthread_equal(applier, pthread_self()) != 0
    }

    // MARK: Observers

    /// Adds an observer of `canUndo` (`redo == false`) or `canRedo`.
    public func observe(redo: Bool, _ callback: @escaping (Bool, Bool) -> Void) -> ObservationToken {
        lock.withLock {
            if redo { return canRedoObservers.add(callback) }
            return canUndoObservers.add(callback)
        }
    }

    /// Under the lock: the changes of `canUndo` and `canRedo` since the observers last heard.
    private func collectReports(into after: inout Aftermath) {
        if undoSteps.isEmpty == reportedCanUndo {
            after.reports.append((false, !reportedCanUndo, reportedCanUndo, canUndoObservers.slots))
            reportedCanUndo.toggle()
        }
        if redoSteps.isEmpty == reportedCanRedo {
            after.reports.append((true, !reportedCanRedo, reportedCanRedo, canRedoObservers.slots))
            reportedCanRedo.toggle()
        }
    }

    // MARK: Undo manager

    /// Registers every step with the undo manager `link` stands for, instead of keeping the
    /// undo and redo order alone: `undo()` and `redo()` then go through the manager. The steps
    /// left to undo are registered at once, oldest first; the steps left to redo are forgotten
    /// (a manager takes redo actions only from its own undo), and so is a step being undone on
    /// another thread meanwhile; a step being redone meanwhile is registered once it is.
    public func attach(_ link: _ObsgenUndoLink) {
        let (steps, after) = lock.withLock { () -> (Int, Aftermath) in
            self.link = link
            var after = Aftermath(released: redoSteps)
            redoSteps = []
            redoResets &+= 1
            collectReports(into: &after)
            return (undoSteps.count, after)
        }
        for _ in 0..<steps { link.register { [weak self] in self?.undoFromManager() } }
        finish(after)
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
