import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// SPEC §3 combine: `objectWillChange` is sent synchronously, before the value changes,
/// once per change, and the callbacks API still works alongside.
final class ObjectWillChangeTests: XCTestCase {
    func testSentSynchronouslyBeforeEachChangeThenCallbacksRun() {
        let counter = Counter()
        let log = Log()
        let willChange = WillChangeCounter(counter.objectWillChange) { log.append("will count=\(counter.count)") }
        let token = counter.observeCount { new, old in log.append("did \(old)->\(new) read=\(counter.count)") }

        counter.count = 1
        XCTAssertEqual(log.entries, ["will count=0", "did 0->1 read=1"])  // synchronous: already there
        counter.count = 5
        XCTAssertEqual(log.entries, ["will count=0", "did 0->1 read=1", "will count=1", "did 1->5 read=5"])
        XCTAssertEqual(willChange.count, 2)
        withExtendedLifetime(token) {}
    }

    /// Re-entrancy (docs/generated-api.md, "Further rules"): a callback's nested assignment
    /// of the same member is a store like any other and sends too, while the callbacks' outer
    /// round stops once the nested round has run.
    func testANestedClampSendsForBothStoresAndSupersedesTheOuterRound() {
        let counter = Counter()
        let log = Log()
        let willChange = WillChangeCounter(counter.objectWillChange) { log.append("will count=\(counter.count)") }
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, old in
            log.append("A \(new) \(old)")
            if new > 100 { counter.count = 100 }
        }.store(in: &tokens)
        counter.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)

        counter.count = 150

        XCTAssertEqual(willChange.count, 2)
        XCTAssertEqual(log.entries, ["will count=0", "A 150 0", "will count=150", "A 100 150", "B 100 150"])
    }

    func testOneSendPerChangeOfEveryKindOfMember() {
        let counter = Counter()
        let job = Job()
        let counterSends = WillChangeCounter(counter.objectWillChange)
        let jobSends = WillChangeCounter(job.objectWillChange)

        // A change that also changes derived values (doubled, isBig, summary) is one send.
        XCTAssertEqual(counterSends.sends { counter.count = 20 }, 1)
        XCTAssertEqual(counterSends.sends { counter.flag.toggle() }, 1)
        XCTAssertEqual(counterSends.sends { counter.items.append(1) }, 1)
        XCTAssertEqual(counterSends.sends { counter.label = "a" }, 1)
        XCTAssertEqual(counterSends.sends { counter.label = "a" }, 0, "@distinct: an equal value is no change")

        XCTAssertEqual(jobSends.sends { job.progress = (100, 100) }, 1)
        XCTAssertEqual(jobSends.sends { job.settings = Settings() }, 1)
        XCTAssertEqual(jobSends.sends { job.settings = job.settings }, 0, "the same child instance is no change")
        XCTAssertEqual(jobSends.sends { job.preview = Preview() }, 1)
        XCTAssertEqual(jobSends.sends { job.preview = job.preview }, 0)
        XCTAssertEqual(jobSends.sends { job.preview = nil }, 1)
        XCTAssertEqual(jobSends.sends { job.parts.append(Part()) }, 1)
        XCTAssertEqual(jobSends.sends { job.parts = job.parts }, 0, "the same children are no change")
    }

    func testDistinctModelSendsOnlyOnRealChanges() {
        let settings = Settings()  // `@distinct model Settings`
        let sends = WillChangeCounter(settings.objectWillChange)
        XCTAssertEqual(sends.sends { settings.volume = 0.5 }, 0)
        XCTAssertEqual(sends.sends { settings.volume = 0.7 }, 1)
        XCTAssertEqual(sends.sends { settings.muted = false }, 0)
        XCTAssertEqual(sends.sends { settings.muted = true }, 1)
    }

    func testPublishedProjectionsDeliverValues() {
        let counter = Counter()
        let job = Job()
        var counts: [Int] = []
        var labels: [String] = []
        var partCounts: [Int] = []
        var previews: [Bool] = []
        let subscriptions = [
            counter.$count.sink { counts.append($0) },
            counter.$label.sink { labels.append($0) },
            job.$parts.sink { partCounts.append($0.count) },
            job.$preview.sink { previews.append($0 != nil) },
        ]
        counter.count = 1
        counter.count = 2
        counter.label = "x"
        job.parts = [Part(), Part()]
        job.preview = Preview()
        XCTAssertEqual(counts, [0, 1, 2])
        XCTAssertEqual(labels, ["", "x"])
        XCTAssertEqual(partCounts, [0, 2])
        XCTAssertEqual(previews, [false, true])
        withExtendedLifetime(subscriptions) {}
    }

    func testCallbacksAPIWorksAlongside() {
        let counter = Counter()
        let log = Log()
        let willChange = WillChangeCounter(counter.objectWillChange) { log.append("will") }
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, old in log.append("count \(old)->\(new)") }.store(in: &tokens)
        counter.observeDoubled { new, old in log.append("doubled \(old)->\(new)") }.store(in: &tokens)
        counter.observeIsBig(.onlyTrue) { _ in log.append("big") }.store(in: &tokens)
        counter.observeChanges { change in
            switch change {
            case .count: log.append("change count")
            case .doubled: log.append("change doubled")
            case .isBig: log.append("change isBig")
            case .summary: log.append("change summary")
            default: log.append("change other")
            }
        }.store(in: &tokens)
        counter.onStepped { by, reason in log.append("stepped \(by) \(reason)") }.store(in: &tokens)

        counter.count = 11
        counter.post(.stepped(by: 11, reason: "test"))
        XCTAssertEqual(log.entries, [
            "will",
            "count 0->11", "doubled 0->22", "big",
            "change count", "change doubled", "change isBig", "change summary",
            "stepped 11 test",
        ])

        log.removeAll()
        counter.removeAllCountObservers()
        counter.count = 12
        XCTAssertFalse(log.entries.contains("count 11->12"))
        XCTAssertEqual(log.entries.first, "will")

        let binding = counter.binding(\.count).didSet { new, old in log.append("binding \(old)->\(new)") }
        binding.value = 3
        XCTAssertEqual(counter.count, 3)
        XCTAssertEqual(log.entries.last, "binding 12->3")
        XCTAssertEqual(willChange.count, 3)
    }
}
