import Foundation
@_spi(ObsgenRuntime) @testable import _ObsgenRuntime
import XCTest

/// The stores `@persisted` members use: what the in-memory store and the `UserDefaults` store
/// keep, what they read back (also what `UserDefaults` and `@AppStorage` wrote), and the
/// failures they report (once per key).
final class PersistenceStoreTests: XCTestCase {
    enum Mode: String, Codable { case light, dark }
    enum Level: Int, Codable { case low = 1, high = 2 }
    struct Point: Codable, Equatable { var x = 1, y = 2 }
    struct Measure: Codable { var value = Double.nan }

    /// A stored class value that says, when it is released, whether the store's lock was held
    /// then (another thread cannot read the store's keys within two seconds).
    final class ReleaseProbe: Codable, @unchecked Sendable {
        nonisolated(unsafe) static var onRelease: (() -> Void)?
        init() {}
        deinit { Self.onRelease?() }
    }

    private var suite = ""
    private var defaults = UserDefaults.standard
    private var store: UserDefaultsPersistenceStore!
    private let failures = Failures()

    /// The failures reported while a test runs.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [PersistenceFailure] = []
        func append(_ failure: PersistenceFailure) { lock.withLock { list.append(failure) } }
        var all: [PersistenceFailure] { lock.withLock { list } }
    }

    override func setUpWithError() throws {
        suite = "obsgen.runtime-tests.\(UUID().uuidString)"
        defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        store = try XCTUnwrap(UserDefaultsPersistenceStore(suiteName: suite))
        let failures = self.failures
        Persistence.failureHandler = { failures.append($0) }
    }

    override func tearDown() {
        defaults.removePersistentDomain(forName: suite)
        Persistence.failureHandler = _ObsgenPersistenceSettings.printInDebugBuilds
    }

    /// A key no other test uses (failures are reported once per key in a process).
    private func key(_ name: String = #function) -> String { "\(name).\(UUID().uuidString)" }

    func testTheInMemoryStoreKeepsValuesAsTheyAreAndReadsThemAsTheirOwnType() {
        let memory = InMemoryPersistenceStore(["seeded": 1])
        let mode = key(), missing = key()
        memory.set(Mode.dark, forKey: mode)
        memory.set(Optional<String>.some("x"), forKey: "optional")
        XCTAssertEqual(memory.value(forKey: mode) as Mode?, .dark)
        XCTAssertEqual(memory.value(forKey: "optional") as String?, "x")
        XCTAssertEqual(memory.value(forKey: "seeded") as Int?, 1)
        XCTAssertNil(memory.value(forKey: missing) as Int?)
        XCTAssertTrue(failures.all.isEmpty, "nothing stored is no failure")
        memory.set(Optional<String>.none, forKey: "optional")
        XCTAssertEqual(memory.keys, [mode, "seeded"].sorted(), "nil removes the key")
        XCTAssertNil(memory.value(forKey: mode) as String?)
        XCTAssertNil(memory.value(forKey: mode) as Int?)
        XCTAssertEqual(failures.all.map(\.key), [mode], "another type is a failure, reported once per key")
        XCTAssertEqual(failures.all.first?.operation, .read)
        memory.removeValue(forKey: "seeded")
        XCTAssertEqual(memory.keys, [mode])
    }

    func testPropertyListValuesAreStoredAsThemselves() throws {
        let date = Date(timeIntervalSince1970: 1_000)
        store.set(true, forKey: "bool")
        store.set(3, forKey: "int")
        store.set(2.5, forKey: "double")
        store.set("text", forKey: "string")
        store.set(Data([1, 2]), forKey: "data")
        store.set(date, forKey: "date")
        store.set(["a", "b"], forKey: "strings")
        store.set(["k": 1], forKey: "dictionary")
        XCTAssertEqual(defaults.bool(forKey: "bool"), true)
        XCTAssertEqual(defaults.integer(forKey: "int"), 3)
        XCTAssertEqual(defaults.double(forKey: "double"), 2.5)
        XCTAssertEqual(defaults.string(forKey: "string"), "text")
        XCTAssertEqual(defaults.data(forKey: "data"), Data([1, 2]))
        XCTAssertEqual(defaults.object(forKey: "date") as? Date, date)
        XCTAssertEqual(defaults.stringArray(forKey: "strings"), ["a", "b"])
        XCTAssertEqual(defaults.dictionary(forKey: "dictionary") as? [String: Int], ["k": 1])
        XCTAssertEqual(store.value(forKey: "bool") as Bool?, true)
        XCTAssertEqual(store.value(forKey: "int") as Int?, 3)
        XCTAssertEqual(store.value(forKey: "double") as Double?, 2.5)
        XCTAssertEqual(store.value(forKey: "string") as String?, "text")
        XCTAssertEqual(store.value(forKey: "data") as Data?, Data([1, 2]))
        XCTAssertEqual(store.value(forKey: "date") as Date?, date)
        XCTAssertEqual(store.value(forKey: "strings") as [String]?, ["a", "b"])
        XCTAssertEqual(store.value(forKey: "dictionary") as [String: Int]?, ["k": 1])
        XCTAssertTrue(failures.all.isEmpty)
    }

    func testAValueWhoseCodableFormIsAScalarIsStoredAsThatAsAppStorageStoresARawValue() {
        store.set(Mode.dark, forKey: "mode")
        store.set(Level.high, forKey: "level")
        XCTAssertEqual(defaults.string(forKey: "mode"), "dark")
        XCTAssertEqual(defaults.integer(forKey: "level"), 2)
        defaults.set("light", forKey: "mode")
        defaults.set(1, forKey: "level")
        XCTAssertEqual(store.value(forKey: "mode") as Mode?, .light)
        XCTAssertEqual(store.value(forKey: "level") as Level?, .low)
    }

    func testOtherValuesAreStoredAsJSONAndNilRemovesTheKey() throws {
        store.set(Point(x: 3, y: 4), forKey: "point")
        store.set([Mode.dark, .light], forKey: "modes")
        let point = try XCTUnwrap(defaults.data(forKey: "point"))
        XCTAssertEqual(try JSONDecoder().decode(Point.self, from: point), Point(x: 3, y: 4))
        XCTAssertEqual(store.value(forKey: "point") as Point?, Point(x: 3, y: 4))
        XCTAssertEqual(store.value(forKey: "modes") as [Mode]?, [.dark, .light])
        store.set(Optional<Point>.some(Point()), forKey: "optional")
        XCTAssertEqual(store.value(forKey: "optional") as Point??, .some(Point()))
        store.set(Optional<Point>.none, forKey: "optional")
        XCTAssertNil(defaults.object(forKey: "optional"))
        XCTAssertTrue((store.value(forKey: "optional") as Point??) == nil)
    }

    func testNumbersAreReadAcrossIntAndDoubleWhenExact() {
        defaults.set(18, forKey: "int")
        defaults.set(2.0, forKey: "double")
        XCTAssertEqual(store.value(forKey: "int") as Double?, 18)
        XCTAssertEqual(store.value(forKey: "double") as Int?, 2)
        XCTAssertTrue(failures.all.isEmpty)
    }

    func testWhatCannotBeReadIsReportedOnceAndLeftInPlace() {
        let text = key(), data = key()
        defaults.set("abc", forKey: text)
        defaults.set(Data("{".utf8), forKey: data)
        XCTAssertNil(store.value(forKey: text) as Double?)
        XCTAssertNil(store.value(forKey: text) as Double?)
        XCTAssertNil(store.value(forKey: data) as Point?)
        XCTAssertEqual(failures.all.map(\.key), [text, data])
        XCTAssertEqual(failures.all.map(\.typeName), ["Double", "Point"])
        XCTAssertEqual(defaults.string(forKey: text), "abc")
        XCTAssertEqual(defaults.data(forKey: data), Data("{".utf8))
        XCTAssertTrue(failures.all[0].description.contains("cannot be read as Double"), failures.all[0].description)
    }

    /// What `body` writes to standard error (file descriptor 2), which is sent to a pipe meanwhile.
    private func standardError(of body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let saved = dup(2)
        dup2(ends[1], 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(ends[1])
        let written = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        return try XCTUnwrap(String(data: written, encoding: .utf8))
    }

    /// The documented default of `Persistence.failureHandler`: one line on standard error in
    /// debug builds, nothing in release builds.
    func testTheDefaultFailureHandlerWritesOneLineOnStandardErrorInDebugBuilds() throws {
        let failure = PersistenceFailure(key: "theme", typeName: "Theme", operation: .read, reason: "a String is stored there")
        let written = try standardError { _ObsgenPersistenceSettings.printInDebugBuilds(failure) }
        #if DEBUG
        XCTAssertEqual(written, "obsgen: the value stored under 'theme' cannot be read as Theme (a String is stored there); the member keeps its default, and the stored data is kept until the member changes\n")
        #else
        XCTAssertEqual(written, "")
        #endif
    }

    func testAValueThatCannotBeEncodedIsReportedAndNothingIsStored() {
        let nan = key()
        store.set(Measure(), forKey: nan)
        XCTAssertNil(defaults.object(forKey: nan))
        XCTAssertEqual(failures.all.map(\.operation), [.write])
    }

    func testAValueTheInMemoryStoreDropsIsReleasedAfterItsLock() {
        let memory = InMemoryPersistenceStore()
        var lockHeldAtRelease: [Bool] = []
        ReleaseProbe.onRelease = {
            let done = DispatchSemaphore(value: 0)
            Thread { _ = memory.keys; done.signal() }.start()
            lockHeldAtRelease.append(done.wait(timeout: .now() + 2) == .timedOut)
        }
        defer { ReleaseProbe.onRelease = nil }
        memory.set(ReleaseProbe(), forKey: "replaced")
        memory.set(ReleaseProbe(), forKey: "removed")
        memory.set(1, forKey: "replaced")
        memory.removeValue(forKey: "removed")
        XCTAssertEqual(lockHeldAtRelease, [false, false], "a replaced and a removed value are released after the lock")
    }

    func testURLsKeepTheirScheme() {
        let web = URL(string: "https://example.com/a?b=1")!
        let file = URL(fileURLWithPath: "/tmp/obsgen.txt")
        store.set(web, forKey: "web")
        store.set(file, forKey: "file")
        XCTAssertEqual(store.value(forKey: "web") as URL?, web)
        XCTAssertEqual(store.value(forKey: "file") as URL?, file)
        XCTAssertEqual(defaults.url(forKey: "file")?.path, "/tmp/obsgen.txt", "what UserDefaults reads back")
        #if !canImport(Darwin)
        defaults.set("/tmp/other.txt", forKey: "path")
        XCTAssertEqual(store.value(forKey: "path") as URL?, URL(fileURLWithPath: "/tmp/other.txt"), "a path, as Foundation stores a URL here")
        #endif
    }

    func testStoresOfOneSuiteShareWhereTheyAnnounceChanges() throws {
        let other = try XCTUnwrap(UserDefaultsPersistenceStore(suiteName: suite))
        XCTAssertEqual(other._obsgenChannel, store._obsgenChannel)
        XCTAssertNotEqual(UserDefaultsPersistenceStore.standard._obsgenChannel, store._obsgenChannel)
        XCTAssertTrue(Persistence.defaultStore === UserDefaultsPersistenceStore.standard, "the default store with Foundation")
    }
}
