import XCTest
@testable import DistinctModels

/// SPEC §6 `@distinct` on a model, callbacks style (Fixtures/Golden/distinct): an equal
/// assignment of an `Equatable` member calls no observer, a class member compares by `===`
/// (an `Equatable` class by `==`, as the `@Observable` macro chooses), and any other member
/// type always notifies; a tuple of `Equatable` elements compares with tuple `==`, an
/// optional, array or dictionary of a class by identity. Decided by the runtime's
/// `_obsgenShouldNotify` overloads; before them, this module did not compile (`Blob` and
/// `Ref` have no `!=`).
final class DistinctCallbacksTests: XCTestCase {
    func testADistinctModelSkipsEqualValuesOfEquatableMembers() {
        let model = Mixed()
        let log = Log()
        let tokens = [
            model.observeCount { _, _ in log.add("count") }, model.observeLabel { _, _ in log.add("label") },
            model.observeToken { _, _ in log.add("token") }, model.observeList { _, _ in log.add("list") },
        ]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.label = nil
        model.token = Token(id: 0)
        model.list = []
        XCTAssertEqual(log.take(), [], "equal values, and an equal Token that is another instance")
        model.count = 1
        model.label = "a"
        model.token = Token(id: 1)
        model.list = [1]
        XCTAssertEqual(log.take(), ["count", "label", "token", "list"])
    }

    func testANonEquatableStructAlwaysNotifiesAndAClassComparesByIdentity() {
        let model = Mixed()
        let log = Log()
        let tokens = [model.observeBlob { _, _ in log.add("blob") }, model.observeRef { _, _ in log.add("ref") }]
        defer { tokens.forEach { $0.cancel() } }
        model.blob = model.blob
        model.ref = model.ref
        XCTAssertEqual(log.take(), ["blob"], "Blob is not Equatable; the same Ref instance is no change")
        model.ref = Ref()
        XCTAssertEqual(log.take(), ["ref"])
    }

    func testWithoutDistinctEveryAssignmentNotifies() {
        let model = Plain()
        let log = Log()
        let tokens = [model.observeCount { _, _ in log.add("count") }, model.observeRef { _, _ in log.add("ref") }]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.ref = model.ref
        XCTAssertEqual(log.take(), ["count", "ref"], "didSet semantics")
    }

    @MainActor
    func testAMainActorDistinctModel() {
        let model = MainMixed()
        let log = Log()
        let tokens = [
            model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
            model.observeRef { _, _ in log.add("ref") }, model.observeToken { _, _ in log.add("token") },
        ]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.blob = Blob()
        model.ref = model.ref
        model.token = Token(id: 0)
        XCTAssertEqual(log.take(), ["blob"])
        model.count = 2
        model.ref = Ref()
        model.token = Token(id: 2)
        XCTAssertEqual(log.take(), ["count", "ref", "token"])
    }

    func testALockedDistinctModel() {
        let model = LockedMixed()
        let log = Log()
        let tokens = [
            model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
            model.observeRef { _, _ in log.add("ref") }, model.observeToken { _, _ in log.add("token") },
        ]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.blob = Blob()
        model.ref = model.ref
        model.token = Token(id: 0)
        XCTAssertEqual(log.take(), ["blob"])
        model.count = 3
        model.ref = Ref()
        model.token = Token(id: 3)
        XCTAssertEqual(log.take(), ["count", "ref", "token"])
    }

    func testANonisolatedDistinctModel() {
        let model = LooseMixed()
        let log = Log()
        let tokens = [
            model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
            model.observeRef { _, _ in log.add("ref") },
        ]
        defer { tokens.forEach { $0.cancel() } }
        model.count = 0
        model.blob = model.blob
        model.ref = model.ref
        XCTAssertEqual(log.take(), ["blob"], "an equal Int and the same Ref are no change; Blob is not Equatable")
        model.count = 4
        model.ref = Ref()
        XCTAssertEqual(log.take(), ["count", "ref"])
    }

    // Tuples of `Equatable` elements (tuple `==`), and optionals, arrays and dictionaries of a
    // class (by identity), in `observeX` and `observeChanges`.

    func testADistinctModelComparesTuplesAndCollectionsOfClasses() {
        let model = Mixed()
        let log = Log()
        let ref = Ref()
        let tokens = [
            model.observePair { _, _ in log.add("pair") }, model.observeTagged { _, _ in log.add("tagged") },
            model.observeMaybe { _, _ in log.add("maybe") }, model.observeRefs { _, _ in log.add("refs") },
            model.observeNamed { _, _ in log.add("named") },
            model.observeChanges { change in
                if case .pair = change { log.add("change pair") }
            },
        ]
        defer { tokens.forEach { $0.cancel() } }
        model.pair = (0, "")
        model.maybe = nil
        model.refs = []
        model.named = [:]
        XCTAssertEqual(log.take(), [], "an equal tuple, nil, empty")
        model.tagged = model.tagged
        XCTAssertEqual(log.take(), ["tagged"], "Blob is not Equatable, so neither is the tuple")
        model.pair = (1, "")
        model.maybe = ref
        model.refs = [ref]
        model.named = ["r": ref]
        XCTAssertEqual(log.take(), ["pair", "change pair", "maybe", "refs", "named"])
        model.pair = (1, "")
        model.maybe = ref
        model.refs = [ref]
        model.named = ["r": ref]
        XCTAssertEqual(log.take(), [], "the same instances")
        model.refs = [ref, ref]
        model.named = ["s": ref]
        XCTAssertEqual(log.take(), ["refs", "named"])
    }

    @MainActor
    func testEveryIsolationKindComparesTuplesAndArraysOfClasses() {
        let log = Log()
        let (main, locked, loose, ref) = (MainMixed(), LockedMixed(), LooseMixed(), Ref())
        let tokens = [
            main.observePair { _, _ in log.add("main") }, locked.observePair { _, _ in log.add("locked") },
            loose.observePair { _, _ in log.add("loose") }, main.observeRefs { _, _ in log.add("main refs") },
            locked.observeRefs { _, _ in log.add("locked refs") }, loose.observeRefs { _, _ in log.add("loose refs") },
        ]
        defer { tokens.forEach { $0.cancel() } }
        (main.pair, locked.pair, loose.pair) = ((0, ""), (0, ""), (0, ""))
        (main.refs, locked.refs, loose.refs) = ([], [], [])
        XCTAssertEqual(log.take(), [])
        (main.pair, locked.pair, loose.pair) = ((1, ""), (1, ""), (1, ""))
        (main.refs, locked.refs, loose.refs) = ([ref], [ref], [ref])
        XCTAssertEqual(log.take(), ["main", "locked", "loose", "main refs", "locked refs", "loose refs"])
        (main.refs, locked.refs, loose.refs) = ([ref], [ref], [ref])
        XCTAssertEqual(log.take(), [], "the same instance")
    }

    func testWithoutDistinctATupleStillNotifiesEveryAssignment() {
        let model = Plain()
        let log = Log()
        let token = model.observePair { _, _ in log.add("pair") }
        defer { token.cancel() }
        model.pair = (0, 0)
        XCTAssertEqual(log.take(), ["pair"], "didSet semantics")
    }
}
