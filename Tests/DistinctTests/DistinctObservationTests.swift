import Observation
import XCTest
@testable import DistinctObservationModels

/// SPEC §3 (observation, v2) and §6, observation style (Fixtures/Golden/distinct-observation):
/// like the `@Observable` macro, the registrar is not told of an assignment of an equal value
/// (`==` for an `Equatable` type, `===` for a class, always for other types), with or without
/// `@distinct`, nor of an equal tuple of `Equatable` elements; `observeX` keeps didSet
/// semantics unless `@distinct`. In every isolation kind.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class DistinctObservationTests: XCTestCase {
    /// Whether `apply` triggers the `onChange` of a tracking that ran `read`.
    private func triggers(read: () -> Void, apply: () -> Void) -> Bool {
        let log = Log()
        withObservationTracking { read() } onChange: { log.add("changed") }
        apply()
        return !log.take().isEmpty
    }

    func testTheRegistrarSkipsEqualValuesWhileObserveXStillFires() {
        let model = Plain()
        let log = Log()
        let token = model.observeCount { _, _ in log.add("count") }
        defer { token.cancel() }
        XCTAssertFalse(triggers(read: { _ = model.count }, apply: { model.count = 0 }), "an equal Int")
        XCTAssertEqual(log.take(), ["count"], "observeCount fires for it (didSet semantics)")
        XCTAssertTrue(triggers(read: { _ = model.count }, apply: { model.count = 1 }))
        XCTAssertEqual(log.take(), ["count"])
    }

    func testTheRegistrarComparesAClassByIdentityAndAlwaysSeesOtherTypes() {
        let model = Plain()
        XCTAssertFalse(triggers(read: { _ = model.ref }, apply: { model.ref = model.ref }), "the same instance")
        XCTAssertTrue(triggers(read: { _ = model.ref }, apply: { model.ref = Ref() }))
        XCTAssertTrue(triggers(read: { _ = model.blob }, apply: { model.blob = model.blob }), "Blob is not Equatable")
    }

    func testADistinctModelToldOfNeitherForEqualValues() {
        let model = Mixed()
        let log = Log()
        let tokens = [model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") },
                      model.observeToken { _, _ in log.add("token") }]
        defer { tokens.forEach { $0.cancel() } }
        XCTAssertFalse(triggers(read: { _ = model.count }, apply: { model.count = 0 }))
        XCTAssertFalse(triggers(read: { _ = model.token }, apply: { model.token = Token(id: 0) }), "an Equatable class: ==")
        XCTAssertEqual(log.take(), [])
        XCTAssertTrue(triggers(read: { _ = model.blob }, apply: { model.blob = Blob() }))
        XCTAssertEqual(log.take(), ["blob"])
    }

    @MainActor
    func testAMainActorModel() {
        let plain = MainPlain()
        XCTAssertFalse(triggers(read: { _ = plain.count }, apply: { plain.count = 0 }))
        XCTAssertTrue(triggers(read: { _ = plain.count }, apply: { plain.count = 1 }))
        let model = MainMixed()
        let log = Log()
        let token = model.observeRef { _, _ in log.add("ref") }
        defer { token.cancel() }
        XCTAssertFalse(triggers(read: { _ = model.ref }, apply: { model.ref = model.ref }))
        XCTAssertTrue(triggers(read: { _ = model.blob }, apply: { model.blob = Blob() }))
        XCTAssertEqual(log.take(), [])
    }

    func testALockedModel() {
        let plain = LockedPlain()
        let log = Log()
        let token = plain.observeCount { _, _ in log.add("count") }
        defer { token.cancel() }
        XCTAssertFalse(triggers(read: { _ = plain.count }, apply: { plain.count = 0 }))
        XCTAssertEqual(log.take(), ["count"], "observeCount fires for it (didSet semantics)")
        XCTAssertTrue(triggers(read: { _ = plain.count }, apply: { plain.count = 1 }))
        XCTAssertEqual(log.take(), ["count"])
        XCTAssertTrue(triggers(read: { _ = plain.blob }, apply: { plain.blob = Blob() }))
        let model = LockedMixed()
        let mixedToken = model.observeCount { _, _ in log.add("mixed count") }
        defer { mixedToken.cancel() }
        XCTAssertFalse(triggers(read: { _ = model.count }, apply: { model.count = 0 }))
        XCTAssertFalse(triggers(read: { _ = model.ref }, apply: { model.ref = model.ref }))
        XCTAssertEqual(log.take(), [])
    }

    func testANonisolatedModel() {
        let model = LooseMixed()
        let log = Log()
        let tokens = [model.observeCount { _, _ in log.add("count") }, model.observeBlob { _, _ in log.add("blob") }]
        defer { tokens.forEach { $0.cancel() } }
        XCTAssertFalse(triggers(read: { _ = model.count }, apply: { model.count = 0 }))
        XCTAssertFalse(triggers(read: { _ = model.ref }, apply: { model.ref = model.ref }))
        XCTAssertEqual(log.take(), [], "@distinct: observeCount is not called for an equal Int")
        XCTAssertTrue(triggers(read: { _ = model.blob }, apply: { model.blob = model.blob }), "Blob is not Equatable")
        XCTAssertTrue(triggers(read: { _ = model.count }, apply: { model.count = 5 }))
        XCTAssertEqual(log.take(), ["blob", "count"])
    }

    // Tuples of `Equatable` elements: the registrar compares a type written as a tuple with
    // tuple `==`, with or without `@distinct` (beyond the macro, which always tells a tuple);
    // `observeX` skips an equal tuple under `@distinct` only.

    func testTheRegistrarSkipsAnEqualTupleWhileObserveXStillFires() {
        let model = Plain()
        let log = Log()
        let token = model.observePair { _, _ in log.add("pair") }
        defer { token.cancel() }
        XCTAssertFalse(triggers(read: { _ = model.pair }, apply: { model.pair = (0, 0) }), "an equal tuple")
        XCTAssertEqual(log.take(), ["pair"], "observePair fires for it (didSet semantics)")
        XCTAssertTrue(triggers(read: { _ = model.pair }, apply: { model.pair = (0, 1) }))
        XCTAssertEqual(log.take(), ["pair"])
        XCTAssertTrue(triggers(read: { _ = model.refs }, apply: { model.refs = model.refs }),
                      "an array of a class without @distinct: the macro's rule, always told")
    }

    func testADistinctModelToldOfNoEqualTupleNorTheSameInstances() {
        let model = Mixed()
        let log = Log()
        let tokens = [model.observePair { _, _ in log.add("pair") }, model.observeRefs { _, _ in log.add("refs") }]
        defer { tokens.forEach { $0.cancel() } }
        XCTAssertFalse(triggers(read: { _ = model.pair }, apply: { model.pair = (0, "") }))
        XCTAssertFalse(triggers(read: { _ = model.refs }, apply: { model.refs = [] }))
        XCTAssertTrue(triggers(read: { _ = model.tagged }, apply: { model.tagged = model.tagged }), "(Int, Blob) has no ==")
        XCTAssertEqual(log.take(), [])
        let ref = Ref()
        XCTAssertTrue(triggers(read: { _ = model.refs }, apply: { model.refs = [ref] }))
        XCTAssertFalse(triggers(read: { _ = model.refs }, apply: { model.refs = [ref] }), "the same instances")
        XCTAssertEqual(log.take(), ["refs"])
    }

    @MainActor
    func testEveryIsolationKindComparesTuples() {
        let (plain, mixed) = (MainPlain(), MainMixed())
        let (lockedPlain, lockedMixed, loose) = (LockedPlain(), LockedMixed(), LooseMixed())
        XCTAssertFalse(triggers(read: { _ = plain.pair }, apply: { plain.pair = (0, 0) }))
        XCTAssertFalse(triggers(read: { _ = mixed.pair }, apply: { mixed.pair = (0, "") }))
        XCTAssertFalse(triggers(read: { _ = lockedPlain.pair }, apply: { lockedPlain.pair = (0, 0) }))
        XCTAssertFalse(triggers(read: { _ = lockedMixed.pair }, apply: { lockedMixed.pair = (0, "") }))
        XCTAssertFalse(triggers(read: { _ = loose.pair }, apply: { loose.pair = (0, "") }))
        XCTAssertTrue(triggers(read: { _ = plain.pair }, apply: { plain.pair = (1, 0) }))
        XCTAssertTrue(triggers(read: { _ = lockedMixed.pair }, apply: { lockedMixed.pair = (1, "") }))
    }
}
