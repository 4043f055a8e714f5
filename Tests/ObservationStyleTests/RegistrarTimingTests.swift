import Foundation
import Observation
import XCTest
@testable import BehaviourObservationModels

/// SPEC §3 observation: the registrar is told of a mutation exactly when the callbacks would
/// fire (`@distinct` governs both), at the right moment relative to the stored value, and the
/// callbacks API keeps working alongside.
final class RegistrarTimingTests: XCTestCase {
    /// What we observe: `withObservationTracking`'s `onChange` is called from the registrar's
    /// `willSet`, so it runs synchronously inside the assignment, *before* the new value is
    /// stored (reading the property there gives the old value), and before every callback,
    /// which run after the store (SPEC §2 semantic 1) and read the new value.
    func testOnChangeRunsAtWillSetTimeBeforeTheStoreAndTheCallbacks() {
        let counter = Counter()
        let log = SharedLog()
        let model = Unchecked(counter)
        var tokens = Set<ObservationToken>()
        counter.observeCount { [unowned counter] new, old in
            log.append("observeCount \(old)->\(new) read=\(counter.count)")
        }.store(in: &tokens)
        counter.observeChanges { [unowned counter] change in
            if case .count = change { log.append("change .count read=\(counter.count)") }
        }.store(in: &tokens)
        track({ _ = counter.count }, note: {
            log.append("onChange read=\(model.value.count)")
            return ""
        })

        counter.count = 7
        XCTAssertEqual(log.entries, ["onChange read=0", "observeCount 0->7 read=7", "change .count read=7"])
        XCTAssertEqual(counter.count, 7, "the value is stored once the assignment returns")
    }

    func testOnChangeThroughAChildRunsBeforeTheChildStoresAndBeforeTheParentHears() {
        let job = Job()
        let log = SharedLog()
        let model = Unchecked(job)
        let token = job.observeChanges { [unowned job] change in
            if case .settings(.changed(.volume(let new, _))) = change { log.append("parent hears volume=\(new) read=\(job.settings.volume)") }
        }
        track({ _ = job.settings.volume }, note: {
            log.append("onChange read=\(model.value.settings.volume)")
            return ""
        })
        job.settings.volume = 0.9
        XCTAssertEqual(log.entries, ["onChange read=0.5", "parent hears volume=0.9 read=0.9"])
        withExtendedLifetime(token) {}
    }

    /// One row per kind of assignment: the callback of the member and a tracking round that
    /// read it agree on whether it was a change, except for an equal value of a member that is
    /// not `@distinct`, which calls the callbacks but not the registrar.
    func testTheRegistrarIsToldExactlyWhenTheCallbacksFire() {
        let counter = Counter(label: "a")
        let job = Job(preview: nil, parts: [Part()])
        var calls: [String: Int] = [:]
        var tokens = Set<ObservationToken>()
        counter.observeCount { _, _ in calls["count", default: 0] += 1 }.store(in: &tokens)
        counter.observeLabel { _, _ in calls["label", default: 0] += 1 }.store(in: &tokens)
        counter.observeItems { _, _ in calls["items", default: 0] += 1 }.store(in: &tokens)
        job.observeProgress { _, _ in calls["progress", default: 0] += 1 }.store(in: &tokens)
        job.settings.observeVolume { _, _ in calls["volume", default: 0] += 1 }.store(in: &tokens)
        job.observeSettings { _, _ in calls["settings", default: 0] += 1 }.store(in: &tokens)
        job.observePreview { _, _ in calls["preview", default: 0] += 1 }.store(in: &tokens)
        job.observeParts { _, _ in calls["parts", default: 0] += 1 }.store(in: &tokens)

        func check(_ member: String, fires: Bool, tracked: Bool? = nil, read: () -> Void, assign: () -> Void, line: UInt = #line) {
            let before = calls[member, default: 0]
            let round = track(read)
            assign()
            let callbacks = calls[member, default: 0] - before
            XCTAssertEqual(callbacks, fires ? 1 : 0, "callbacks of \(member)", line: line)
            XCTAssertEqual(round.fired, (tracked ?? fires) ? 1 : 0, "tracking of \(member)", line: line)
        }

        // Not @distinct: an equal value is still an assignment for the callbacks (didSet
        // semantics), but, like the @Observable macro, the registrar is not told of an equal
        // value of an Equatable type (SPEC §3 v2), nor (v3, beyond the macro) of an equal tuple
        // of Equatable elements.
        check("count", fires: true, tracked: false, read: { _ = counter.count }, assign: { counter.count = 0 })
        check("items", fires: true, tracked: false, read: { _ = counter.items }, assign: { counter.items = [] })
        check("count", fires: true, read: { _ = counter.count }, assign: { counter.count = 1 })
        check("progress", fires: true, tracked: false, read: { _ = job.progress }, assign: { job.progress = (0, 100) })
        check("progress", fires: true, read: { _ = job.progress }, assign: { job.progress = (1, 100) })
        // @distinct property, and every property of a @distinct model.
        check("label", fires: false, read: { _ = counter.label }, assign: { counter.label = "a" })
        check("label", fires: true, read: { _ = counter.label }, assign: { counter.label = "b" })
        check("volume", fires: false, read: { _ = job.settings.volume }, assign: { job.settings.volume = 0.5 })
        check("volume", fires: true, read: { _ = job.settings.volume }, assign: { job.settings.volume = 0.6 })
        // Children: the same instance (or the same instances in the same order) is no change.
        check("settings", fires: false, read: { _ = job.settings }, assign: { job.settings = job.settings })
        check("preview", fires: false, read: { _ = job.preview }, assign: { job.preview = nil })
        check("parts", fires: false, read: { _ = job.parts }, assign: { job.parts = job.parts })
        check("parts", fires: false, read: { _ = job.parts }, assign: { job.parts = Array(job.parts) })
        check("parts", fires: true, read: { _ = job.parts }, assign: { job.parts.append(Part()) })
        check("settings", fires: true, read: { _ = job.settings }, assign: { job.settings = Settings() })
        check("preview", fires: true, read: { _ = job.preview }, assign: { job.preview = Preview() })
        // The equal value left a @distinct member's stored value as it was.
        XCTAssertEqual(counter.label, "b")
        XCTAssertEqual(job.parts.count, 2)
    }

    func testTheCallbacksAPIWorksAlongsideTracking() {
        let counter = Counter()
        let log = SharedLog()
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, old in log.append("count \(old)->\(new)") }.store(in: &tokens)
        counter.observeDoubled { new, old in log.append("doubled \(old)->\(new)") }.store(in: &tokens)
        counter.observeIsBig(.onlyTrue) { _ in log.append("big") }.store(in: &tokens)
        counter.onStepped { by, reason in log.append("stepped \(by) \(reason)") }.store(in: &tokens)
        let round = track({ _ = counter.doubled }, note: { log.append("onChange"); return "" })

        counter.count = 11
        counter.post(.stepped(by: 11, reason: "test"))
        XCTAssertEqual(log.entries, ["onChange", "count 0->11", "doubled 0->22", "big", "stepped 11 test"])
        XCTAssertEqual(round.fired, 1)

        // Removing the callbacks leaves tracking alone, and the other way round.
        counter.removeAllCountObservers()
        let again = track { _ = counter.count }
        counter.count = 12
        XCTAssertEqual(again.fired, 1)
        XCTAssertFalse(log.entries.contains("count 11->12"))
        XCTAssertTrue(log.entries.contains("doubled 22->24"))

        // A binding assigns through the same setter, so it is tracked too.
        let viaBinding = track { _ = counter.count }
        counter.binding(\.count).value = 3
        XCTAssertEqual(viaBinding.fired, 1)
        XCTAssertEqual(counter.count, 3)
    }

    /// Re-entrancy (docs/generated-api.md, "Further rules"): the registrar is told of every
    /// store, the nested one included (two `willSet`s), while the callbacks' outer round stops
    /// once the nested round of the same member has run.
    func testANestedClampTellsTheRegistrarOfBothStoresAndSupersedesTheOuterRound() {
        let counter = Counter()
        let log = SharedLog()
        let model = Unchecked(counter)
        var tokens = Set<ObservationToken>()
        counter.observeCount { [unowned counter] new, old in
            log.append("A \(new) \(old)")
            if new > 100 { counter.count = 100 }
        }.store(in: &tokens)
        counter.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        counter.observeChanges { change in
            if case .count(let new, let old) = change { log.append("C \(new) \(old)") }
        }.store(in: &tokens)
        let willSets = Rearming({ _ = model.value.count })

        counter.count = 150

        XCTAssertEqual(willSets.count, 2, "one willSet per store")
        XCTAssertEqual(log.entries, ["A 150 0", "A 100 150", "B 100 150", "C 100 150"])
        willSets.stop()
    }
}
