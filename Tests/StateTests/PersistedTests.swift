// `@persisted` members, driven through the generated code of Fixtures/Golden/state*: the init
// loads, every change saves once (after the store, before the callbacks), nothing else writes,
// a value that cannot be read falls back and is reported once, and a change made elsewhere
// reaches the member and its observers. One source per style (see StateTestSupport.swift).
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
import Observation
@testable import StateObservationModels
#elseif OBSGEN_STYLE_COMBINE
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import StateCombineModels
#else
@testable import StateModels
#endif

final class PersistedTests: XCTestCase {
    private var store = InMemoryPersistenceStore()
    private let failures = FailureLog()
    private let tokens = Tokens()

    override func setUp() {
        store = InMemoryPersistenceStore()
        StateStores.current = store
        failures.install()
    }

    override func tearDown() {
        failures.uninstall()
        tokens.list = []
    }

    func testTheInitLoadsTheStoredValuesAndUsesItsArgumentsOnlyWhenNothingIsStored() {
        store.set(18.0, forKey: "fontSize")
        store.set(Theme.dark, forKey: "theme")
        store.set(["a.txt"], forKey: "recent")
        store.set(Frame(width: 1, height: 2), forKey: "window")
        let settings = Settings(fontSize: 30, theme: .sepia, lastFile: "b.txt", name: "n")
        XCTAssertEqual(settings.fontSize, 18, "the stored value wins over the init argument")
        XCTAssertEqual(settings.theme, .dark)
        XCTAssertEqual(settings.recent, ["a.txt"])
        XCTAssertEqual(settings.lastFile, "b.txt", "nothing stored: the argument")
        XCTAssertEqual(settings.window, Frame(width: 1, height: 2))
        XCTAssertEqual(settings.name, "n")
        XCTAssertEqual(store.keys, ["fontSize", "recent", "theme", "window"], "the init writes nothing")
        let defaults = Sidebar()
        XCTAssertEqual(defaults.fontSize, 18, "another model of the same key and store loads the same value")
        XCTAssertTrue(failures.reported.isEmpty)
    }

    func testEveryChangeSavesOnceAfterTheStoreAndBeforeTheCallbacks() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = Settings()
        var events: [String] = []
        recording.onSet = { key in events.append("save \(key): model has \(settings.fontSize)") }
        tokens += settings.observeFontSize { new, old in
            let stored: Double? = recording.value(forKey: "fontSize")
            events.append("observer \(old) -> \(new): stored \(stored.map { "\($0)" } ?? "nothing")")
        }
        settings.fontSize = 16
        XCTAssertEqual(events, ["save fontSize: model has 16.0", "observer 14.0 -> 16.0: stored 16.0"])

        settings.recent.append("a")
        settings.recent.append("b")
        XCTAssertEqual(recording.value(forKey: "recent") as [String]?, ["a", "b"], "an in-place mutation saves")
        settings.window = Frame()
        settings.name = "not persisted"
        settings.window = Frame(width: 1)
        settings.lastFile = "x"
        settings.lastFile = nil
        _ = settings.fontSize
        XCTAssertEqual(recording.log, ["fontSize", "recent", "recent", "window", "lastFile", "lastFile"],
                       "one save per change; none for an equal value of a @distinct member, a read or another member")
    }

    func testUndoAndRedoOfAPersistedMemberSaveOnceEachThroughTheSetter() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = Settings()
        let other = Settings()
        let history = ChangeHistory(recording: settings)
        settings.fontSize = 18
        settings.recent.append("a")
        XCTAssertEqual(recording.log, ["fontSize", "recent"])
        history.undo()
        XCTAssertEqual(recording.value(forKey: "recent") as [String]?, [], "the undone value is saved")
        history.undo()
        XCTAssertEqual(recording.value(forKey: "fontSize") as Double?, 14)
        XCTAssertEqual(other.fontSize, 14, "the other instance of the key takes the undone value")
        history.redo()
        XCTAssertEqual(recording.value(forKey: "fontSize") as Double?, 18)
        XCTAssertEqual(other.fontSize, 18)
        XCTAssertEqual(recording.log, ["fontSize", "recent", "recent", "fontSize", "fontSize"], "one save per undo and per redo")
        other.fontSize = 20
        XCTAssertEqual(settings.fontSize, 20, "a change made elsewhere reaches the recorded model")
        history.undo()
        XCTAssertEqual(settings.fontSize, 18, "and is a step of its history, as any assignment through the setter")
    }

    func testAValueThatCannotBeReadFallsBackKeepsTheStoredDataAndIsReportedOnce() {
        store.set("purple", forKey: "theme")
        let first = Settings(theme: .sepia)
        let second = Settings()
        XCTAssertEqual(first.theme, .sepia, "the init argument")
        XCTAssertEqual(second.theme, .light, "the default")
        XCTAssertEqual(failures.reported.map(\.key), ["theme"], "reported once, not once per model")
        XCTAssertEqual(failures.reported.first?.operation, .read)
        XCTAssertEqual(failures.reported.first?.typeName, "Theme")
        first.fontSize = 15
        XCTAssertEqual(store.value(forKey: "theme") as String?, "purple", "the stored data is kept until the member changes")
        first.theme = .dark
        XCTAssertEqual(store.value(forKey: "theme") as Theme?, .dark)
        XCTAssertEqual(second.theme, .dark, "the change reaches the other instance")
        XCTAssertEqual(failures.reported.count, 1)
    }

    func testAChangeReachesTheOtherInstancesAndModelsOfTheKeyThroughTheirSettersWithoutBeingSavedAgain() {
        let recording = RecordingStore()
        StateStores.current = recording
        let writer = Settings()
        let reader = Settings()
        let sidebar = Sidebar()
        var seen: [String] = []
        tokens += writer.observeFontSize { new, old in seen.append("writer \(old) -> \(new)") }
        tokens += reader.observeFontSize { new, old in seen.append("reader \(old) -> \(new)") }
        tokens += reader.observeIsLarge { new, _ in seen.append("reader isLarge \(new)") }
        tokens += reader.observeChanges { change in
            if case .fontSize = change { seen.append("reader change fontSize") }
        }
        tokens += sidebar.observeFontSize { new, old in seen.append("sidebar \(old) -> \(new)") }
        writer.fontSize = 22
        XCTAssertEqual(seen, [
            "writer 14.0 -> 22.0", "reader 14.0 -> 22.0", "reader isLarge true", "reader change fontSize", "sidebar 12.0 -> 22.0",
        ])
        XCTAssertEqual(reader.fontSize, 22)
        XCTAssertTrue(reader.isLarge)
        XCTAssertEqual(sidebar.fontSize, 22)
        XCTAssertEqual(recording.log, ["fontSize"], "the models that take the change do not save it again")
    }

    func testAWriteThroughObsgensStoreReachesTheModelsAndAnEqualValueIsNoChange() {
        let settings = Settings()
        var seen: [String] = []
        tokens += settings.observeFontSize { new, old in seen.append("\(old) -> \(new)") }
        tokens += settings.observeLastFile { new, old in seen.append("\(old ?? "nil") -> \(new ?? "nil")") }
        store.set(24.0, forKey: "fontSize")
        store.set(24.0, forKey: "fontSize")
        XCTAssertEqual(settings.fontSize, 24)
        store.set("a.txt", forKey: "lastFile")
        store.removeValue(forKey: "lastFile")
        store.removeValue(forKey: "fontSize")
        XCTAssertNil(settings.lastFile, "a key removed makes an optional member nil")
        XCTAssertEqual(settings.fontSize, 24, "and leaves another as it is")
        XCTAssertEqual(seen, ["14.0 -> 24.0", "nil -> a.txt", "a.txt -> nil"])
        XCTAssertEqual(store.keys, [], "taking a change writes nothing back")
    }

    #if OBSGEN_STYLE_OBSERVATION
    func testAChangeMadeElsewhereIsSeenByObservationTracking() {
        let settings = Settings()
        let changed = LockedFlag()
        withObservationTracking { _ = settings.fontSize } onChange: { changed.set() }
        store.set(19.0, forKey: "fontSize")
        XCTAssertTrue(changed.value)
    }
    #endif

    #if OBSGEN_STYLE_COMBINE
    func testAChangeMadeElsewhereSendsObjectWillChangeAndPublishes() {
        let settings = Settings()
        var sends = 0
        var published: [Double] = []
        let willChange = settings.objectWillChange.sink { _ in sends += 1 }
        let values = settings.$fontSize.sink { published.append($0) }
        store.set(19.0, forKey: "fontSize")
        XCTAssertEqual(sends, 1)
        XCTAssertEqual(published, [14, 19])
        withExtendedLifetime((willChange, values)) {}
    }
    #endif

    func testAModelThatIsGoneIsForgotten() {
        var settings: Settings? = Settings()
        weak let gone = settings
        settings = nil
        XCTAssertNil(gone, "the store and the other models do not keep a model alive")
        store.set(30.0, forKey: "fontSize")
        XCTAssertEqual(Settings().fontSize, 30)
    }

    func testAModelWithoutAStoreOfItsOwnUsesTheDefaultStore() {
        let previous = Persistence.defaultStore
        let defaultStore = InMemoryPersistenceStore()
        Persistence.defaultStore = defaultStore
        defer { Persistence.defaultStore = previous }
        let counter = Counter()
        counter.count = 3
        XCTAssertEqual(defaultStore.value(forKey: "count") as Int?, 3)
        XCTAssertEqual(store.keys, [], "Settings' store is another one")
        XCTAssertEqual(Counter().count, 3)
    }

    func testAModelThatIsNotSendableTakesChangesMadeOnItsThreadOnly() {
        let previous = Persistence.defaultStore
        let defaultStore = InMemoryPersistenceStore()
        Persistence.defaultStore = defaultStore
        defer { Persistence.defaultStore = previous }
        let counter = Counter()
        var seen: [Int] = []
        tokens += counter.observeCount { new, _ in seen.append(new) }
        DispatchQueue.global().sync { defaultStore.set(7, forKey: "count") }
        XCTAssertEqual(counter.count, 0, "never from another thread")
        defaultStore.set(8, forKey: "count")
        XCTAssertEqual(counter.count, 8, "at once from its own")
        XCTAssertEqual(seen, [8])
    }

    @MainActor
    func testAMainActorModelTakesAChangeMadeOnAnotherThreadOnTheMainActor() async {
        let panel = Panel()
        let other = Panel()
        let arrived = expectation(description: "volume")
        var onMainThread = false
        tokens += panel.observeVolume { new, _ in
            onMainThread = Thread.isMainThread
            if new == 9 { arrived.fulfill() }
        }
        let store = self.store
        await Task.detached { store.set(9, forKey: "volume") }.value
        await fulfillment(of: [arrived], timeout: 10)
        XCTAssertTrue(onMainThread)
        XCTAssertEqual(panel.volume, 9)
        panel.volume = 2
        XCTAssertEqual(other.volume, 2, "a change made on the main actor arrives at once")
    }

    func testTheUserDefaultsStoreReadsAndWritesWhatUserDefaultsAndAppStorageUse() throws {
        let suite = "obsgen.state-tests.\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        StateStores.current = try XCTUnwrap(UserDefaultsPersistenceStore(suiteName: suite))
        defaults.set(18, forKey: "fontSize")
        defaults.set("dark", forKey: "theme")
        defaults.set(["a.txt"], forKey: "recent")
        defaults.set(Data("not JSON".utf8), forKey: "window")
        let settings = Settings()
        XCTAssertEqual(settings.fontSize, 18, "an Int written by UserDefaults.set, read as a Double")
        XCTAssertEqual(settings.theme, .dark, "a raw value, as @AppStorage writes an enum")
        XCTAssertEqual(settings.recent, ["a.txt"])
        XCTAssertEqual(settings.window, Frame(), "what cannot be read: the default")
        XCTAssertEqual(failures.reported.map(\.key), ["window"])
        XCTAssertEqual(defaults.data(forKey: "window"), Data("not JSON".utf8), "and the stored data is kept")

        settings.fontSize = 13.5
        settings.theme = .sepia
        settings.recent = ["b.txt"]
        settings.lastFile = "c.txt"
        settings.window = Frame(width: 3, height: 4)
        XCTAssertEqual(defaults.double(forKey: "fontSize"), 13.5)
        XCTAssertEqual(defaults.string(forKey: "theme"), "sepia", "an enum is stored as its raw value")
        XCTAssertEqual(defaults.stringArray(forKey: "recent"), ["b.txt"])
        XCTAssertEqual(defaults.string(forKey: "lastFile"), "c.txt")
        let window = try XCTUnwrap(defaults.data(forKey: "window"))
        XCTAssertEqual(try JSONDecoder().decode(Frame.self, from: window), Frame(width: 3, height: 4), "other values as JSON")
        settings.lastFile = nil
        XCTAssertNil(defaults.object(forKey: "lastFile"), "nil removes the key")
        XCTAssertEqual(Settings().theme, .sepia, "read back by the next model")
    }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
