import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// `ChangeHistory` on models of the default isolation (docs/state.md, "Undo and redo"): every
/// change of the tree's stored members is recorded with its old and new values and set back
/// through the setters; a group is one step; redo is cleared by a new change; the limit; what
/// undo does is not recorded; `canUndo` / `canRedo` observers; an undo manager gets one
/// registration per step.
final class HistoryTests: XCTestCase {
    // MARK: Steps

    func testUndoAndRedoSetTheOldAndNewValuesThroughTheSetters() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        counter.count = 2
        counter.label = "a"
        let seen = Log<String>()
        let tokens = [
            counter.observeCount { new, old in seen.append("count \(old)->\(new)") },
            counter.observeDoubled { new, old in seen.append("doubled \(old)->\(new)") },
            counter.observeLabel { new, old in seen.append("label \(old)->\(new)") },
        ]
        history.undo()
        history.undo()
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(counter.label, "")
        XCTAssertEqual(seen.entries, ["label a->", "count 2->1", "doubled 4->2"],
                       "observers and derived values see an undo as any other change")
        history.redo()
        XCTAssertEqual(counter.count, 2)
        history.undo()
        history.undo()
        XCTAssertEqual(counter.count, 0)
        XCTAssertFalse(history.canUndo)
        history.undo()
        XCTAssertEqual(counter.count, 0, "nothing left to undo: nothing happens")
        XCTAssertEqual([history.canUndo, history.canRedo], [false, true])
        _ = tokens
    }

    func testADerivedValueIsNotAStep() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 20          // also changes doubled, isBig and summary
        history.undo()
        XCTAssertEqual(counter.count, 0)
        XCTAssertFalse(history.canUndo, "one assignment, one step: the derived changes follow it")
    }

    func testWhatUndoAndRedoChangeIsNotRecorded() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        counter.count = 2
        history.undo()
        XCTAssertEqual([history.canUndo, history.canRedo], [true, true])
        history.undo()
        XCTAssertEqual(counter.count, 0, "the first undo did not become a step of its own")
        history.redo()
        history.redo()
        XCTAssertEqual(counter.count, 2)
        XCTAssertEqual([history.canUndo, history.canRedo], [true, false])
    }

    func testAGroupIsOneStepAndANestedGroupJoinsIt() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        history.group {
            counter.count = 2
            history.group {
                counter.label = "inner"
                counter.items.append(7)
            }
            counter.flag = true
        }
        history.group {}   // changes nothing: no step
        history.undo()
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(counter.label, "")
        XCTAssertEqual(counter.items, [])
        XCTAssertEqual(counter.flag, false)
        XCTAssertTrue(history.canUndo, "the change before the group is its own step")
        history.redo()
        XCTAssertEqual([counter.count, counter.items.count], [2, 1])
        XCTAssertEqual(counter.label, "inner")
        XCTAssertTrue(counter.flag)
    }

    func testAChangeInAGroupForgetsTheRedoStepsAtOnce() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        history.undo()
        let seen = Log<String>()
        let token = history.observeCanRedo { new, _ in seen.append("canRedo \(new)") }
        history.group {
            counter.label = "new"
            XCTAssertFalse(history.canRedo, "the group's first change forgot the step to redo")
            history.redo()
            XCTAssertEqual(counter.count, 0, "nothing to redo")
            counter.flag = true
        }
        XCTAssertEqual(seen.entries, ["canRedo false"])
        history.undo()
        XCTAssertEqual(counter.flag, false)
        XCTAssertEqual(counter.label, "", "the redo left the group whole: one step")
        XCTAssertFalse(history.canUndo)
        _ = token
    }

    func testAnUndoInsideAGroupTakesWhatTheGroupChangedSoFar() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        history.group {
            counter.count = 2
            counter.label = "a"
            history.undo()
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(counter.label, "")
            counter.count = 3       // the group goes on, collecting a new step
        }
        XCTAssertFalse(history.canRedo)
        history.undo()
        XCTAssertEqual(counter.count, 1)
        history.undo()
        XCTAssertEqual(counter.count, 0)
        XCTAssertFalse(history.canUndo)
    }

    func testAGroupReturnsAndRethrowsWhatItsBodyDoes() {
        struct Stop: Error {}
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        XCTAssertEqual(history.group { counter.count = 3; return "done" }, "done")
        XCTAssertThrowsError(try history.group { counter.count = 4; throw Stop() })
        history.undo()
        XCTAssertEqual(counter.count, 3, "a group that throws still makes a step of what it changed")
    }

    func testANewChangeAfterAnUndoForgetsTheRedoSteps() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        counter.count = 2
        history.undo()
        XCTAssertTrue(history.canRedo)
        counter.count = 5
        XCTAssertFalse(history.canRedo)
        history.redo()
        XCTAssertEqual(counter.count, 5)
        history.undo()
        XCTAssertEqual(counter.count, 1)
    }

    func testTheLimitKeepsTheNewestSteps() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter, limit: 2)
        XCTAssertEqual(history.limit, 2)
        for value in 1...5 { counter.count = value }
        history.undo()
        history.undo()
        history.undo()
        XCTAssertEqual(counter.count, 3, "only the last two steps are kept")
        let none = ChangeHistory(recording: counter, limit: 0)
        counter.count = 9
        XCTAssertFalse(none.canUndo)
    }

    func testRemoveAllForgetsEveryStep() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        counter.count = 2
        history.undo()
        history.removeAll()
        XCTAssertEqual([history.canUndo, history.canRedo], [false, false])
        history.undo()
        XCTAssertEqual(counter.count, 1)
    }

    func testAReleasedHistoryStopsRecordingAndTheModelDoesNotKeepIt() {
        let counter = Counter()
        let weakHistory: WeakRef<ChangeHistory<Counter>> = scope {
            let history = ChangeHistory(recording: counter)
            counter.count = 1
            return WeakRef(history)
        }
        XCTAssertNil(weakHistory.object, "the model does not keep its history")
        counter.count = 2
        let history = ChangeHistory(recording: counter)
        history.undo()
        XCTAssertEqual(counter.count, 2, "a new history records from its start")
    }

    // MARK: Children

    func testUndoReachesTheChildWhereAChangeWasMade() {
        let job = Job(parts: [Part(size: 1), Part(size: 2)])
        let board = Board(jobs: [job])
        let history = ChangeHistory(recording: board)
        let climbed = Log<String>()
        let token = board.observeChanges { change in
            if case .jobs(.changed(let index, .parts(.changed(let part, .size(let new, let old))))) = change {
                climbed.append("jobs[\(index)].parts[\(part)] \(old)->\(new)")
            }
        }
        job.parts[1].size = 20
        job.settings.volume = 0.9
        job.progress = (50, 100)
        history.undo()
        history.undo()
        history.undo()
        XCTAssertEqual(job.parts[1].size, 2)
        XCTAssertEqual(job.settings.volume, 0.5)
        XCTAssertEqual(job.progress.0, 0)
        XCTAssertEqual(climbed.entries, ["jobs[0].parts[1] 2->20", "jobs[0].parts[1] 20->2"],
                       "the parents hear an undo inside a child")
        XCTAssertEqual(job.totalSize, 3, "derived values follow")
        _ = token
    }

    func testAChildsChangeIsUndoneOnThatChildWhenAnObserverMovesItFirst() {
        let part = Part()
        let job = Job(parts: [part])
        let newcomer = Part(size: 7)
        // Registered before the history: puts a part before the changed one before the history
        // hears the change.
        let token = job.observeChanges { change in
            if case .parts(.changed(_, .size(5, _))) = change { job.parts.insert(newcomer, at: 0) }
        }
        let history = ChangeHistory(recording: job)
        part.size = 5
        history.undo()
        XCTAssertEqual(part.size, 0, "undone on the part where it was made")
        XCTAssertEqual(newcomer.size, 7, "not on the part now at its old position")
        history.undo()
        XCTAssertTrue(job.parts.count == 1 && job.parts[0] === part, "the insertion was a step of its own")
        _ = token
    }

    func testUndoingAChildReplacementPutsTheOldInstanceBack() {
        let job = Job(preview: Preview(caption: "first"))
        let history = ChangeHistory(recording: job)
        let first = job.preview!
        first.caption = "edited"
        job.preview = Preview(caption: "second")
        job.preview = nil
        history.undo()
        XCTAssertEqual(job.preview?.caption, "second")
        history.undo()
        XCTAssertTrue(job.preview === first, "the old child instance is back")
        first.caption = "again"         // `first` is the child again: recorded
        history.undo()
        XCTAssertEqual(first.caption, "edited")
        history.undo()
        XCTAssertEqual(first.caption, "first", "changes made inside the old child before are undone in turn")
        let oldSettings = job.settings
        job.settings = Settings(volume: 1)
        history.undo()
        XCTAssertTrue(job.settings === oldSettings)
    }

    func testUndoingAChildrenArrayChangePutsTheOldInstancesBack() {
        let parts = [Part(size: 1), Part(size: 2)]
        let job = Job(parts: parts)
        let history = ChangeHistory(recording: job)
        job.parts.removeFirst()
        job.parts.append(Part(size: 3))
        job.parts[0].size = 4           // parts[0] is the second part now
        history.undo()
        XCTAssertEqual(parts[1].size, 2)
        history.undo()
        history.undo()
        XCTAssertEqual(job.parts.count, 2)
        XCTAssertTrue(job.parts[0] === parts[0] && job.parts[1] === parts[1], "the same instances, in their places")
        parts[0].size = 10
        history.undo()
        XCTAssertEqual(parts[0].size, 1, "the restored children are linked again: their changes are recorded")
    }

    func testUndoReachesAChildInADictionary() {
        let desk = Desk(tabs: ["a": Part(size: 1)])
        let office = Office(desks: [7: desk])
        let history = ChangeHistory(recording: office)
        desk.tabs["a"]!.size = 5
        desk.tabs["b"] = Part(size: 2)
        XCTAssertEqual(desk.totalSize, 7)
        history.undo()
        XCTAssertNil(desk.tabs["b"])
        history.undo()
        XCTAssertEqual(desk.tabs["a"]?.size, 1)
        XCTAssertEqual(desk.totalSize, 1)
    }

    func testATreeOfRecursiveChildren() {
        let leaf = Node(name: "leaf")
        let root = Node(name: "root", kids: [Node(name: "kid", next: leaf)])
        let history = ChangeHistory(recording: root)
        leaf.name = "renamed"
        root.kids[0].next = nil
        history.group {
            root.name = "top"
            root.kids.append(Node(name: "second"))
        }
        history.undo()
        history.undo()
        XCTAssertTrue(root.kids[0].next === leaf)
        history.undo()
        XCTAssertEqual([root.name, root.kids.map(\.name).joined(), leaf.name], ["root", "kid", "leaf"])
    }

    // MARK: Observing canUndo and canRedo

    func testCanUndoAndCanRedoAreObservable() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        let seen = Log<String>()
        let tokens = [
            history.observeCanUndo { new, old in seen.append("undo \(old)->\(new)") },
            history.observeCanRedo { new, old in seen.append("redo \(old)->\(new)") },
        ]
        counter.count = 1       // undo false->true
        counter.count = 2       // no change of either
        history.undo()          // redo false->true
        history.undo()          // undo true->false
        history.redo()          // undo false->true
        counter.count = 9       // redo true->false (cleared)
        history.removeAll()     // undo true->false
        XCTAssertEqual(seen.entries, ["undo false->true", "redo false->true", "undo true->false", "undo false->true",
                                      "redo true->false", "undo true->false"])
        tokens[0].cancel()
        counter.count = 10
        XCTAssertEqual(seen.count, 6, "a cancelled observer is not called")
        _ = tokens
    }

    // MARK: An undo manager

    func testEachStepIsRegisteredOnceWithAnUndoManager() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        let manager = StandInUndoManager()
        history._obsgenCore.attach(manager.link)
        counter.count = 1
        history.group {
            counter.count = 2
            counter.label = "group"
        }
        XCTAssertEqual(manager.registrations, 2, "one registration per step, the group as one")
        manager.undo()
        XCTAssertEqual(counter.count, 1)
        XCTAssertEqual(counter.label, "")
        XCTAssertEqual(manager.redoCount, 1, "the manager's undo registered the redo")
        manager.redo()
        XCTAssertEqual(counter.label, "group")
        history.undo()          // through the manager
        history.undo()
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual([manager.undoCount, manager.redoCount], [0, 2])
        history.redo()
        XCTAssertEqual(counter.count, 1)
        counter.count = 5       // a new step: the manager forgets its redo actions
        XCTAssertEqual([manager.undoCount, manager.redoCount], [2, 0])
        history.removeAll()
        XCTAssertEqual(manager.undoCount, 0, "removeAll() removes the history's registrations")
    }

    func testStepsRecordedBeforeRegisteringGoToTheUndoManager() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        counter.count = 1
        counter.count = 2
        history.undo()
        XCTAssertTrue(history.canRedo)
        let manager = StandInUndoManager()
        history._obsgenCore.attach(manager.link)
        XCTAssertEqual(manager.undoCount, 1, "the step left to undo is registered")
        XCTAssertFalse(history.canRedo, "a redo step the manager cannot reach is forgotten")
        manager.undo()
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(manager.redoCount, 1)
        history.redo()
        XCTAssertEqual(counter.count, 1)
    }

    func testUndoInAnOpenGroupWithAnUndoManagerUndoesTheGroupSoFar() {
        let counter = Counter()
        let history = ChangeHistory(recording: counter)
        let manager = StandInUndoManager()
        history._obsgenCore.attach(manager.link)
        counter.count = 1
        history.group {
            counter.count = 2
            counter.label = "group"
            history.undo()
            XCTAssertEqual([String(counter.count), counter.label], ["1", ""], "the group's changes so far are undone")
        }
        XCTAssertEqual(manager.undoCount, 1, "the step before the group is left")
        XCTAssertEqual(manager.redoCount, 1)
        history.undo()
        XCTAssertEqual(counter.count, 0)
        history.redo()
        history.redo()
        XCTAssertEqual([String(counter.count), counter.label], ["2", "group"])
    }
}

/// Stands in for Foundation's `UndoManager`, which swift-corelibs-foundation lacks: what the
/// history registers while the manager undoes is a redo, while it redoes an undo; otherwise an
/// undo, and the redo actions are forgotten (UndoManager's rules).
final class StandInUndoManager: @unchecked Sendable {
    private var undoStack: [@Sendable () -> Void] = []
    private var redoStack: [@Sendable () -> Void] = []
    private var isUndoing = false, isRedoing = false
    /// How many registrations were made outside an undo or a redo.
    private(set) var registrations = 0

    var undoCount: Int { undoStack.count }
    var redoCount: Int { redoStack.count }

    func register(_ action: @escaping @Sendable () -> Void) {
        if isUndoing {
            redoStack.append(action)
        } else {
            undoStack.append(action)
            if !isRedoing {
                registrations += 1
                redoStack = []
            }
        }
    }

    func undo() {
        guard let action = undoStack.popLast() else { return }
        isUndoing = true
        action()
        isUndoing = false
    }

    func redo() {
        guard let action = redoStack.popLast() else { return }
        isRedoing = true
        action()
        isRedoing = false
    }

    /// The history's view of this manager.
    var link: _ObsgenUndoLink {
        _ObsgenUndoLink(register: { self.register($0) }, undo: { self.undo() }, redo: { self.redo() },
                        removeAll: { self.undoStack = []; self.redoStack = [] })
    }
}
