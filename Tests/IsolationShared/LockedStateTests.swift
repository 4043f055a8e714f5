import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import IsolationLockedModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import LockedObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import LockedCombineModels
#endif

/// `ChangeHistory` and the async streams of `@locked` models (docs/state.md), in every style:
/// the history is `Sendable`, records the changes every thread makes and undoes them through
/// the setters from any thread, children included; a stream starts with the value the member
/// had when the observer was added, under the model's lock, and then gets every assignment,
/// from whichever thread (`Stress` and `Locked` come from the stress tests' support files).
final class LockedStateTests: XCTestCase {
    // MARK: History

    func testUndoAndRedoReachTheChildrenOfALockedModel() {
        let job = SharedJob(preview: SharedPreview(caption: "first"))
        let history = ChangeHistory(recording: job)
        let first = job.preview!
        job.count = 1
        job.settings.volume = 0.9
        history.group {
            job.parts.append(SharedPart(size: 1))
            job.parts[0].size = 2
        }
        job.preview = nil
        XCTAssertEqual(job.summary, "1 of 1")
        history.undo()
        XCTAssertTrue(job.preview === first, "the old child instance is back")
        history.undo()
        XCTAssertEqual(job.parts.count, 0)
        history.undo()
        XCTAssertEqual(job.settings.volume, 0.5)
        history.redo()
        XCTAssertEqual(job.settings.volume, 0.9)
        history.undo()
        history.undo()
        XCTAssertEqual(job.count, 0)
        XCTAssertEqual(job.summary, "0 of 0", "derived values follow")
        XCTAssertEqual([history.canUndo, history.canRedo], [false, true])
    }

    func testUndoFromAnotherThreadAndObserversOnTheThreadThatChanged() {
        let desk = SharedDesk(tabs: ["a": SharedPart(size: 1)])
        let history = ChangeHistory(recording: desk, limit: 3)
        let seen = Locked<[String]>([])
        let token = history.observeCanUndo { new, _ in seen.with { $0.append("canUndo \(new)") } }
        desk.tabs["a"]!.size = 2
        Stress.run(threads: 1) { _ in history.undo() }   // a `Sendable` history, used on another thread
        XCTAssertEqual(desk.tabs["a"]?.size, 1)
        XCTAssertEqual(desk.totalSize, 1)
        XCTAssertEqual(seen.current, ["canUndo true", "canUndo false"])
        _ = token
    }

    func testChangesFromEightThreadsAreRecordedAndUndone() {
        let parts = (0..<Stress.threads).map { _ in SharedPart() }
        let job = SharedJob(parts: parts)
        let history = ChangeHistory(recording: job)
        Stress.run { thread in
            for step in 1...50 { parts[thread].size = step }
        }
        while history.canUndo { history.undo() }
        XCTAssertTrue(parts.allSatisfy { $0.size == 0 }, "every thread's changes were recorded, each part's in order")
        while history.canRedo { history.redo() }
        XCTAssertTrue(parts.allSatisfy { $0.size == 50 })
    }

    /// Two threads undo at once: the second waits until the step the first took is undone
    /// whole (its observers have run), then takes the next; the redo order is the undo order.
    func testConcurrentUndosTakeTurns() {
        let job = SharedJob()
        let history = ChangeHistory(recording: job)
        job.count = 1
        job.settings.volume = 0.9
        let undoing = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let waited = Locked(false)
        let token = job.settings.observeVolume { new, _ in
            guard new == 0.5, waited.with({ seen in defer { seen = true }; return !seen }) else { return }
            undoing.signal()
            release.wait()
        }
        Thread { history.undo(); done.signal() }.start()   // undoes the volume; its observer waits
        undoing.wait()
        Thread { history.undo(); done.signal() }.start()
        // Until the second undo waits for its turn (or, were the steps not taken in turn, ran).
        while history._obsgenCore.threadsWaitingForATurn == 0 && job.count == 1 { sched_yield() }
        XCTAssertEqual(job.count, 1, "the second undo waits while the first step is being undone")
        release.signal()
        done.wait()
        done.wait()
        XCTAssertEqual(job.count, 0)
        XCTAssertEqual(job.settings.volume, 0.5)
        history.redo()
        XCTAssertEqual(job.count, 1, "the step undone last is redone first")
        XCTAssertEqual(job.settings.volume, 0.5)
        _ = token
    }

    /// A part's change is recorded with the part it was made in: another thread that inserts a
    /// part before it while the change is on its way to the history does not redirect its undo.
    func testAChildsChangeIsUndoneOnThatChildWhateverAnotherThreadInsertsMeanwhile() {
        let part = SharedPart()
        let job = SharedJob(parts: [part])
        let delivering = DispatchSemaphore(value: 0), inserted = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        // Registered before the history, so it runs before the history hears the change.
        let token = job.observeChanges { change in
            guard case .parts(.changed(_, .size(5, _))) = change else { return }
            delivering.signal()
            inserted.wait()
        }
        let history = ChangeHistory(recording: job)
        Thread { part.size = 5; done.signal() }.start()
        delivering.wait()
        let newcomer = SharedPart(size: 7)
        job.parts.insert(newcomer, at: 0)
        inserted.signal()
        done.wait()
        history.undo()
        XCTAssertEqual(part.size, 0, "undone on the part where it was made")
        XCTAssertEqual(newcomer.size, 7, "not on the part now at its old position")
        history.undo()
        XCTAssertTrue(job.parts.count == 1 && job.parts[0] === part)
        _ = token
    }

    // MARK: Streams

    // The streams below are read once their model is gone: they have ended, holding what
    // they got, which is then all they will ever get.

    func testValuesStartWithTheCurrentValueThenEveryAssignmentInOrder() async {
        let preview = SharedPreview()
        let (counts, summaries, previews, volumes) = { () -> (AsyncStream<Int>, AsyncStream<String>, AsyncStream<SharedPreview?>, AsyncStream<Double>) in
            let job = SharedJob(count: 5)
            let streams = (job.values(of: \.count), job.values(of: \.summary), job.values(of: \.preview), job.values(of: \.settings.volume))
            job.count = 6
            job.count = 6           // not @distinct: an assignment of the same value is a change
            job.modifyCount { $0 += 1 }
            job.preview = preview
            job.settings.volume = 0.7
            return streams
        }()
        let seenCounts = await StreamReading.read(counts)
        XCTAssertEqual(seenCounts.values, [5, 6, 6, 7], "nothing coalesced, nothing dropped")
        XCTAssertTrue(seenCounts.ended, "the stream ended with its model")
        let seenSummaries = await StreamReading.read(summaries)
        XCTAssertEqual(seenSummaries.values, ["5 of 0", "6 of 0", "7 of 0"], "a derived value's changes")
        let seenPreviews = await StreamReading.read(previews) { $0 === preview ? "assigned" : $0 == nil ? "nil" : "other" }
        XCTAssertEqual(seenPreviews.values, ["nil", "assigned"])
        let seenVolumes = await StreamReading.read(volumes)
        XCTAssertEqual(seenVolumes.values.first, 0.5)
        XCTAssertEqual(seenVolumes.values.last, 0.7, "through a child: read again after every change of the model")
        XCTAssertEqual(seenVolumes.values.filter { $0 == 0.7 }.count, 1)
    }

    func testEveryAssignmentOfEightThreadsArrivesOnceAndEachThreadsInItsOrder() async {
        let parts = (0..<Stress.threads).map { _ in SharedPart() }
        let sizes = parts.map { $0.values(of: \.size) }
        let perThread = Stress.iterations(200)
        let (counts, changes) = { () -> (AsyncStream<Int>, AsyncStream<SharedJob.Change>) in
            let job = SharedJob(parts: parts)
            let streams = (job.values(of: \.count), job.changes)
            Stress.run { thread in
                for step in 1...perThread {
                    parts[thread].size = step
                    job.modifyCount { $0 += 1 }
                }
            }
            return streams
        }()
        let total = Stress.threads * perThread
        let seenCounts = await StreamReading.read(counts)
        XCTAssertEqual(seenCounts.values.sorted(), Array(0...total), "every value once, none lost to the threads")
        let seenChanges = await StreamReading.read(changes) { change -> [Int] in
            if case .parts(.changed(let index, .size(let new, _))) = change { return [index, new] }
            return []
        }
        XCTAssertTrue(seenChanges.ended)
        let climbed = seenChanges.values.filter { !$0.isEmpty }
        XCTAssertEqual(climbed.count, total, "every change of a part climbed to the job's stream")
        for (part, stream) in sizes.enumerated() {
            XCTAssertEqual(climbed.filter { $0[0] == part }.map { $0[1] }, Array(1...perThread), "part \(part): its thread's order")
            let seen = await StreamReading.read(stream, count: perThread + 1)
            XCTAssertEqual(seen.values, Array(0...perThread), "part \(part)'s own stream")
        }
    }

    func testALockedStreamEndsWithItsModel() async {
        var part: SharedPart? = SharedPart(size: 1)
        let sizes = part!.values(of: \.size)
        let changes = part!.changes
        part!.size = 2
        weak let gone = part
        part = nil
        XCTAssertNil(gone, "the streams do not keep the part alive")
        let seen = await StreamReading.read(sizes)
        XCTAssertEqual(seen.values, [1, 2])
        XCTAssertTrue(seen.ended)
        let seenChanges = await StreamReading.read(changes) { _ in 1 }
        XCTAssertEqual(seenChanges.values, [1])
        XCTAssertTrue(seenChanges.ended)
    }

    // `modifyItems` mutates `items` in place while nothing needs its old value, and copies it
    // while something does (a stream's observer does): so it shows whether the stream still
    // observes. (An append through the property is a get and a set in a `@locked` model: it
    // always copies.)
    func testCancellingTheConsumingTaskStopsObserving() async {
        let job = SharedJob()
        let reader = await StreamReading.startReading(job.values(of: \.items))
        job.modifyItems { $0.reserveCapacity(64) }
        var before = bufferAddress(job.items)
        job.modifyItems { $0.append(1) }
        XCTAssertNotEqual(bufferAddress(job.items), before, "observed by the stream: the mutation copied")
        reader.cancel()
        await reader.value
        job.modifyItems { $0.append(2) }    // the round that drops the cancelled observer
        job.modifyItems { $0.reserveCapacity(64) }
        before = bufferAddress(job.items)
        job.modifyItems { $0.append(3) }
        XCTAssertEqual(bufferAddress(job.items), before, "the cancelled task's stream no longer observes items")
    }
}
