import XCTest
@testable import DistinctCombineModels

/// SPEC §6 `@distinct` on a model, combine style (Fixtures/Golden/distinct-combine): an equal
/// assignment of an `Equatable` member sends no `objectWillChange` and calls no observer, a
/// class member compares by `===` (an `Equatable` class by `==`), a tuple of `Equatable`
/// elements by tuple `==`, an array of a class by identity, any other type always sends.
/// (`$x` publishes every assigned value, as `@Published`'s projection does: docs/styles.md.)
final class DistinctCombineTests: XCTestCase {
    func testObjectWillChangeSkipsEqualValuesOfEquatableMembers() {
        let model = Mixed()
        let sends = WillChangeCounter(model.objectWillChange)
        XCTAssertEqual(sends.sends { model.count = 0 }, 0)
        XCTAssertEqual(sends.sends { model.label = nil }, 0)
        XCTAssertEqual(sends.sends { model.list = [] }, 0)
        XCTAssertEqual(sends.sends { model.token = Token(id: 0) }, 0, "an Equatable class: ==")
        XCTAssertEqual(sends.sends { model.ref = model.ref }, 0, "the same instance")
        XCTAssertEqual(sends.sends { model.blob = model.blob }, 1, "Blob is not Equatable")
        XCTAssertEqual(sends.sends { model.count = 1 }, 1)
        XCTAssertEqual(sends.sends { model.ref = Ref() }, 1)
    }

    func testTheCallbacksAgree() {
        let model = Mixed()
        let log = Log()
        let tokens = [model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
                      model.observeRef { _, _ in log.add("ref") }]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.blob = Blob()
        model.ref = model.ref
        XCTAssertEqual(log.take(), ["blob"])
    }

    func testWithoutDistinctEveryAssignmentSends() {
        let model = Plain()
        let sends = WillChangeCounter(model.objectWillChange)
        XCTAssertEqual(sends.sends { model.count = 0 }, 1, "objectWillChange, as @Published, sends for every assignment")
    }

    @MainActor
    func testAMainActorDistinctModel() {
        let model = MainMixed()
        let sends = WillChangeCounter(model.objectWillChange)
        XCTAssertEqual(sends.sends { model.count = 0 }, 0)
        XCTAssertEqual(sends.sends { model.ref = model.ref }, 0)
        XCTAssertEqual(sends.sends { model.token = Token(id: 0) }, 0)
        XCTAssertEqual(sends.sends { model.blob = Blob() }, 1)
        XCTAssertEqual(sends.sends { model.count = 1 }, 1)
    }

    /// `@locked` models keep the callbacks shape in the combine style (docs/styles.md).
    func testALockedDistinctModel() {
        let model = LockedMixed()
        let log = Log()
        let tokens = [model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
                      model.observeRef { _, _ in log.add("ref") }, model.observeToken { _, _ in log.add("token") }]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.blob = Blob()
        model.ref = model.ref
        model.token = Token(id: 0)
        XCTAssertEqual(log.take(), ["blob"])
    }

    func testANonisolatedDistinctModel() {
        let model = LooseMixed()
        let sends = WillChangeCounter(model.objectWillChange)
        XCTAssertEqual(sends.sends { model.count = 0 }, 0)
        XCTAssertEqual(sends.sends { model.ref = model.ref }, 0, "the same instance")
        XCTAssertEqual(sends.sends { model.blob = model.blob }, 1, "Blob is not Equatable")
        XCTAssertEqual(sends.sends { model.count = 1 }, 1)
    }

    // Tuples of `Equatable` elements (tuple `==`) and arrays of a class (by identity).

    func testObjectWillChangeSkipsAnEqualTupleAndTheSameInstances() {
        let model = Mixed()
        let ref = Ref()
        let log = Log()
        let token = model.observePair { _, _ in log.add("pair") }
        defer { token.cancel() }
        let sends = WillChangeCounter(model.objectWillChange)
        XCTAssertEqual(sends.sends { model.pair = (0, "") }, 0)
        XCTAssertEqual(sends.sends { model.tagged = model.tagged }, 1, "(Int, Blob) has no ==")
        XCTAssertEqual(sends.sends { model.refs = [ref] }, 1)
        XCTAssertEqual(sends.sends { model.refs = [ref] }, 0, "the same instances")
        XCTAssertEqual(sends.sends { model.pair = (1, "") }, 1)
        XCTAssertEqual(log.take(), ["pair"])
    }

    @MainActor
    func testEveryIsolationKindComparesTuples() {
        let (main, loose, locked) = (MainMixed(), LooseMixed(), LockedMixed())
        let (mainSends, looseSends) = (WillChangeCounter(main.objectWillChange), WillChangeCounter(loose.objectWillChange))
        XCTAssertEqual(mainSends.sends { main.pair = (0, "") }, 0)
        XCTAssertEqual(looseSends.sends { loose.pair = (0, "") }, 0)
        let log = Log()
        let token = locked.observePair { _, _ in log.add("locked") }
        defer { token.cancel() }
        locked.pair = (0, "")
        locked.pair = (2, "")
        XCTAssertEqual(log.take(), ["locked"])
        XCTAssertEqual(mainSends.sends { main.pair = (2, "") }, 1)
    }
}
