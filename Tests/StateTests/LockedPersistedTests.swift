// `@persisted` members of a `@locked` model, driven through the generated code of
// Fixtures/Golden/state*: the same rules as in other models (the init loads, every change saves
// once after the store and before the callbacks, a value that cannot be read falls back), with
// the save made outside the lock, and a change made elsewhere taken on the thread that made it.
// From 8 threads: Tests/ConcurrencyStressTests/LockedPersistedStressTests.swift. One source per
// style (see StateTestSupport.swift).
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
import Observation
@testable import StateObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import StateCombineModels
#else
@testable import StateModels
#endif

final class LockedPersistedTests: XCTestCase {
    private var store = InMemoryPersistenceStore()
    private let failures = FailureLog()
    private var tokens: [ObservationToken] = []

    /// Lines written by callbacks on any thread.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    override func setUp() {
        store = InMemoryPersistenceStore()
        StateStores.current = store
        failures.install()
    }

    override func tearDown() {
        failures.uninstall()
        tokens = []
    }

    func testTheInitLoadsTheStoredValuesAndWritesNothing() {
        store.set(7, forKey: "locked.count")
        store.set("stored", forKey: "locked.title")
        store.set(Frame(width: 1, height: 2), forKey: "locked.window")
        let settings = LockedSettings(count: 3, title: "argument", lastFile: "a.txt")
        XCTAssertEqual(settings.count, 7, "the stored value wins over the init argument")
        XCTAssertEqual(settings.title, "stored")
        XCTAssertEqual(settings.window, Frame(width: 1, height: 2))
        XCTAssertEqual(settings.lastFile, "a.txt", "nothing stored: the argument")
        XCTAssertTrue(settings.isBusy)
        XCTAssertEqual(store.keys, ["locked.count", "locked.title", "locked.window"], "the init writes nothing")
    }

    func testEveryChangeSavesOnceAfterTheStoreAndBeforeTheCallbacks() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = LockedSettings()
        let events = Lines()
        recording.onSet = { key in events.append("save \(key): model has \(settings.count)") }
        tokens.append(settings.observeCount { new, old in
            let stored: Int? = recording.value(forKey: "locked.count")
            events.append("observer \(old) -> \(new): stored \(stored.map(String.init) ?? "nothing")")
        })
        settings.count = 1
        XCTAssertEqual(events.all, ["save locked.count: model has 1", "observer 0 -> 1: stored 1"])

        settings.modifyCount { $0 += 1 }
        settings.count += 1
        settings.title = ""
        settings.title.append("")
        settings.title = "a"
        settings.title += "b"
        settings.log.append("not persisted")
        settings.window.width = 5
        settings.lastFile = "x"
        settings.lastFile = nil
        _ = (settings.count, settings.title, settings.isBusy)
        XCTAssertEqual(recording.history, [
            "locked.count=1", "locked.count=2", "locked.count=3", "locked.title=a", "locked.title=ab",
            "locked.window=Frame(width: 5.0, height: 600.0)", "locked.lastFile=Optional(\"x\")", "locked.lastFile=nil",
        ], "one save per change, in order; none for an equal value of a @distinct member (also in place), a read or another member")
    }

    func testAValueThatCannotBeReadFallsBackKeepsTheStoredDataAndIsReportedOnce() {
        store.set("many", forKey: "locked.count")
        let first = LockedSettings(count: 4)
        let second = LockedSettings()
        XCTAssertEqual(first.count, 4, "the init argument")
        XCTAssertEqual(second.count, 0, "the default")
        XCTAssertEqual(failures.reported.filter { $0.key == "locked.count" }.map(\.operation), [.read], "reported once")
        first.title = "changed"
        XCTAssertEqual(store.value(forKey: "locked.count") as String?, "many", "the stored data is kept until the member changes")
        first.count = 5
        XCTAssertEqual(store.value(forKey: "locked.count") as Int?, 5)
        XCTAssertEqual(second.count, 5, "the change reaches the other instance")
    }

    func testAChangeMadeElsewhereReachesTheMemberThroughItsSetterOnTheThreadThatMadeIt() throws {
        let recording = RecordingStore()
        StateStores.current = recording
        let writer = LockedSettings()
        let reader = LockedSettings()
        let seen = Lines()
        let writerThread = Lines()
        tokens.append(reader.observeCount { new, old in
            let here = "\(ObjectIdentifier(Thread.current))"
            seen.append("reader \(old) -> \(new)\(writerThread.all == [here] ? " on the writer's thread" : "")")
        })
        tokens.append(reader.observeIsBusy { new, _ in seen.append("reader isBusy \(new)") })
        tokens.append(reader.observeChanges { change in
            if case .count = change { seen.append("reader change count") }
        })
        let done = DispatchSemaphore(value: 0)
        Thread {
            writerThread.append("\(ObjectIdentifier(Thread.current))")
            writer.count = 22
            done.signal()
        }.start()
        done.wait()
        XCTAssertEqual(seen.all, ["reader 0 -> 22 on the writer's thread", "reader isBusy true", "reader change count"])
        XCTAssertEqual(reader.count, 22)
        XCTAssertEqual(recording.log, ["locked.count"], "the model that takes the change does not save it again")
    }

    func testAWriteThroughObsgensStoreReachesTheModelAndAnEqualValueIsNoChange() {
        let settings = LockedSettings()
        let seen = Lines()
        tokens.append(settings.observeCount { new, old in seen.append("\(old) -> \(new)") })
        tokens.append(settings.observeLastFile { new, old in seen.append("\(old ?? "nil") -> \(new ?? "nil")") })
        store.set(24, forKey: "locked.count")
        store.set(24, forKey: "locked.count")
        store.set("a.txt", forKey: "locked.lastFile")
        store.removeValue(forKey: "locked.lastFile")
        store.removeValue(forKey: "locked.count")
        XCTAssertNil(settings.lastFile, "a key removed makes an optional member nil")
        XCTAssertEqual(settings.count, 24, "and leaves another as it is")
        XCTAssertEqual(seen.all, ["0 -> 24", "nil -> a.txt", "a.txt -> nil"])
        XCTAssertEqual(store.keys, [], "taking a change writes nothing back")
    }

    func testApplyingASnapshotSavesTheMembersThatDifferOnce() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = LockedSettings()
        var snapshot = settings.snapshot()
        snapshot.count = 8
        snapshot.log = ["not persisted"]
        settings.apply(snapshot)
        settings.apply(snapshot)
        XCTAssertEqual(recording.history, ["locked.count=8"])
        XCTAssertEqual(LockedSettings().count, 8)
    }

    func testAStoreThatAssignsTheModelWhileItSavesIsSavedAfterItWithoutADeadlock() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = LockedSettings()
        let other = LockedSettings()
        recording.onSet = { key in
            if key == "locked.count" { settings.title = "set while saving" }
        }
        settings.count = 1
        XCTAssertEqual(recording.history, ["locked.count=1", "locked.title=set while saving"])
        XCTAssertEqual(settings.title, "set while saving")
        XCTAssertEqual(other.title, "set while saving", "announced once saved")
    }

    func testAModelThatIsGoneIsForgotten() {
        var settings: LockedSettings? = LockedSettings()
        weak let gone = settings
        settings = nil
        XCTAssertNil(gone, "the store and the other models do not keep a model alive")
        store.set(30, forKey: "locked.count")
        XCTAssertEqual(LockedSettings().count, 30)
    }

    #if OBSGEN_STYLE_OBSERVATION
    func testAChangeMadeElsewhereIsSeenByObservationTracking() {
        let settings = LockedSettings()
        let changed = LockedFlag()
        withObservationTracking { _ = settings.count } onChange: { changed.set() }
        store.set(19, forKey: "locked.count")
        XCTAssertTrue(changed.value)
        XCTAssertEqual(settings.count, 19)
    }
    #endif
}
