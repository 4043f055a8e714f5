import Foundation
import Observation
import XCTest
@testable import LockedObservationModels

/// docs/styles.md, "`@locked` models in the observation style": a `@locked` model conforms to
/// `Observable` like every model of the style. Reads report to the registrar outside the lock;
/// a change is decided and stored under the lock, and the registrar is told after the lock is
/// released, before the callbacks — so `onChange` reads the new value, unlike a non-`@locked`
/// model's (RegistrarTimingTests). The callbacks API and `modifyX` keep working from any thread.
final class LockedObservationTests: XCTestCase {
    func testLockedModelsAreObservableAndKeepTheCallbacksAPI() {
        let job = SharedJob(preview: SharedPreview(), parts: [SharedPart()])
        func isObservable(_ model: Any) -> Bool { model is any Observable }
        XCTAssertTrue(isObservable(job))
        XCTAssertTrue(isObservable(job.settings))
        XCTAssertTrue(isObservable(job.preview!))
        XCTAssertTrue(isObservable(job.parts[0]))

        let log = SharedLog()
        var tokens = Set<ObservationToken>()
        job.observeCount { _, _ in log.append("count") }.store(in: &tokens)
        job.observeChanges { change in
            if case .settings(.changed(.volume)) = change { log.append("settings.volume") }
        }.store(in: &tokens)
        Stress.run { _ in job.modifyCount { $0 += 1 } }
        job.settings.volume = 0.9
        XCTAssertEqual(job.count, Stress.threads, "modifyCount loses no update")
        XCTAssertEqual(log.entries.filter { $0 == "count" }.count, Stress.threads)
        XCTAssertEqual(log.entries.last, "settings.volume")
    }

    func testTrackingSeesStoredChildChildrenAndDerivedReads() {
        let job = SharedJob(parts: [SharedPart()])
        let stored = track { _ = job.count }
        job.count = 1
        XCTAssertEqual(stored.fired, 1, "a stored property")

        let child = track { _ = job.settings }
        job.settings = SharedSettings()
        XCTAssertEqual(child.fired, 1, "a child replaced")
        let throughChild = track { _ = job.settings.volume }
        job.settings.volume = 0.9
        XCTAssertEqual(throughChild.fired, 1, "through the child, its own member")

        let optional = track { _ = job.preview }
        job.preview = SharedPreview()
        XCTAssertEqual(optional.fired, 1, "an optional child")

        let array = track { _ = job.parts }
        job.modifyParts { $0.append(SharedPart()) }
        XCTAssertEqual(array.fired, 1, "a children array")
        let element = track { _ = job.parts[1].size }
        job.parts[1].size = 3
        XCTAssertEqual(element.fired, 1, "through the array, an element's member")

        let isDone = track { _ = job.isDone }
        job.progress = (100, 100)
        XCTAssertEqual(isDone.fired, 1, "a derived value, through the stored value it reads")
        let summary = track { _ = job.summary }
        job.parts = []
        XCTAssertEqual(summary.fired, 1, "a derived value, through the children it reads")
        let label = track { _ = job.label }
        job.count = 2
        XCTAssertEqual(label.fired, 1, "a derived value, through the derived values it reads")
    }

    func testAMemberThatWasNotReadDoesNotFire() {
        let job = SharedJob(parts: [SharedPart()])
        let count = track { _ = job.count }
        let isDone = track { _ = job.isDone }
        job.status = "busy"
        job.settings.volume = 0.1
        job.parts[0].size = 9
        job.preview = SharedPreview()
        job.post(.finished)
        XCTAssertEqual(count.fired, 0, "only count was read")
        XCTAssertEqual(isDone.fired, 0, "isDone reads only progress")
        job.count = 5
        XCTAssertEqual(count.fired, 1)
        XCTAssertEqual(isDone.fired, 0)

        let childOnly = track { _ = job.settings }
        job.settings.volume = 0.7
        XCTAssertEqual(childOnly.fired, 0, "reading the child reference does not read its members")
    }

    /// `@distinct`, the same child instance and the same children are no change: neither the
    /// callbacks nor the registrar hear of them.
    func testNoChangeFiresNeitherTheCallbacksNorTracking() {
        let settings = SharedSettings()
        let part = SharedPart()
        let job = SharedJob(settings: settings, parts: [part])
        let calls = Locked<[String]>([])
        var tokens = Set<ObservationToken>()
        job.observeStatus { _, _ in calls.with { $0.append("status") } }.store(in: &tokens)
        job.observeSettings { _, _ in calls.with { $0.append("settings") } }.store(in: &tokens)
        job.observeParts { _, _ in calls.with { $0.append("parts") } }.store(in: &tokens)
        let round = track {
            _ = job.status
            _ = job.settings
            _ = job.parts
        }
        job.status = "idle"
        job.modifyStatus { $0 = "idle" }
        job.settings = settings
        job.parts = [part]
        XCTAssertEqual(round.fired, 0, "equal or identical: no change")
        XCTAssertEqual(calls.with { $0 }, [])

        job.status = "busy"
        XCTAssertEqual(round.fired, 1)
        XCTAssertEqual(calls.with { $0 }, ["status"])
    }

    /// A round that re-arms itself from `onChange` counts the registrar's `willSet` calls.
    func testModifyTellsTheRegistrarOnce() {
        let job = SharedJob()
        let hits = Rearming { _ = job.count }
        job.modifyCount {
            $0 += 1
            $0 += 1
        }
        XCTAssertEqual(hits.count, 1, "one hold of the lock, one notification")
        XCTAssertEqual(job.count, 2)
        job.count = 5
        XCTAssertEqual(hits.count, 2)
        job.count = 5
        XCTAssertEqual(hits.count, 2, "an equal value: like the @Observable macro, the registrar is not told (SPEC §3 v2)")
        job.count = 6
        XCTAssertEqual(hits.count, 3)
        job.modifyStatus { $0 = "idle" }
        XCTAssertEqual(hits.count, 3, "another member")
    }

    /// The difference with non-`@locked` models: `onChange` runs after the store (a read gives
    /// the new value), on the assigning thread, before every callback.
    func testOnChangeRunsAfterTheStoreAndBeforeTheCallbacks() {
        let job = SharedJob()
        let log = SharedLog()
        var tokens = Set<ObservationToken>()
        job.observeCount { [unowned job] new, old in
            log.append("observeCount \(old)->\(new) read=\(job.count)")
        }.store(in: &tokens)
        job.observeChanges { [unowned job] change in
            if case .count = change { log.append("change .count read=\(job.count)") }
        }.store(in: &tokens)
        track({ _ = job.count }, note: {
            log.append("onChange read=\(job.count) summary=\(job.summary)")
            return ""
        })
        job.count = 7
        XCTAssertEqual(log.entries, [
            "onChange read=7 summary=7 of 0", "observeCount 0->7 read=7", "change .count read=7",
        ])
    }

    /// Re-entrancy (docs/generated-api.md, "Further rules"): the registrar is told of every
    /// store, the nested one included, while the callbacks' outer round stops once the nested
    /// round of the same member has run.
    func testANestedClampTellsTheRegistrarOfBothStoresAndSupersedesTheOuterRound() {
        let job = SharedJob()
        let log = SharedLog()
        var tokens = Set<ObservationToken>()
        job.observeCount { new, old in
            log.append("A \(new) \(old)")
            if new > 100 { job.modifyCount { $0 = 100 } }
        }.store(in: &tokens)
        job.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        job.observeChanges { change in
            if case .count(let new, let old) = change { log.append("C \(new) \(old)") }
        }.store(in: &tokens)
        let willSets = Rearming({ _ = job.count })

        job.count = 150

        XCTAssertEqual(willSets.count, 2, "one willSet per store")
        XCTAssertEqual(log.entries, ["A 150 0", "A 100 150", "B 100 150", "C 100 150"])
        willSets.stop()
    }
}
