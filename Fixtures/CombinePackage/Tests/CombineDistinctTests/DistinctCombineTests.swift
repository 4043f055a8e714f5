import XCTest
@testable import DistinctCombineModels

/// SPEC §6 `@distinct` on a model, combine style (Fixtures/Golden/distinct-combine): an equal
/// assignment of an `Equatable` member sends no `objectWillChange` and calls no observer, a
/// class member compares by `===` (an `Equatable` class by `==`), any other type always sends.
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
}
