import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// `$x` is a get-only publisher (`assign(to: &model.$x)` does not compile, see
/// `Fixtures/CombinePackage/TypeChecks`), and otherwise behaves as `@Published`'s projection
/// does: the current value on subscription, then every assigned value, sent before it is
/// stored. `assign(to: \.x, on: model)` goes through the model.
final class ProjectionTests: XCTestCase {
    /// What OpenCombine does without obsgen: a hand-written `@Published` property.
    final class HandWritten: ObservableObject {
        @Published var count = 0
    }

    func testProjectionDeliversLikePublished() {
        let reference = HandWritten()
        var referenceSeen: [String] = []
        let referenceSubscription = reference.$count.sink { [unowned reference] in referenceSeen.append("\($0) read=\(reference.count)") }
        reference.count = 1
        reference.count = 1
        reference.count = 2

        let counter = Counter()
        var seen: [String] = []
        let subscription = counter.$count.sink { [unowned counter] in seen.append("\($0) read=\(counter.count)") }
        counter.count = 1
        counter.count = 1
        counter.count = 2
        XCTAssertEqual(seen, ["0 read=0", "1 read=0", "1 read=1", "2 read=1"], "the value before it is stored")
        XCTAssertEqual(seen, referenceSeen)
        withExtendedLifetime((subscription, referenceSubscription)) {}
    }

    func testASubscriberMayAssignTheModel() {
        let counter = Counter()
        var seen: [Int] = []
        let subscription = counter.$count.sink { [unowned counter] value in
            seen.append(value)
            if value == 1 { counter.count = 10 }
        }
        counter.count = 1
        XCTAssertEqual(seen, [0, 1, 10])
        XCTAssertEqual(counter.count, 1, "the outer assignment stores last, as with @Published")
        withExtendedLifetime(subscription) {}
    }

    func testAssignOnTheModelGoesThroughIt() {
        let job = Job()
        let log = Log()
        let willChange = WillChangeCounter(job.objectWillChange)
        var tokens = Set<ObservationToken>()
        job.observeProgress { new, old in log.append("progress \(old.0)->\(new.0)") }.store(in: &tokens)
        job.observeIsDone(.onlyTrue) { _ in log.append("done") }.store(in: &tokens)
        job.observeChanges { change in
            if case .settings(.changed(.volume(let new, _))) = change { log.append("settings.volume \(new)") }
        }.store(in: &tokens)

        let source = PassthroughSubject<(Int, Int), Never>()
        let assigned = source.assign(to: \.progress, on: job)
        source.send((100, 100))
        XCTAssertEqual(log.entries, ["progress 0->100", "done"])
        XCTAssertEqual(willChange.count, 1)

        let volumes = Just(0.9).assign(to: \.volume, on: job.settings)
        XCTAssertEqual(log.entries.last, "settings.volume 0.9", "the parent hears its child")
        XCTAssertEqual(willChange.count, 2)
        withExtendedLifetime((assigned, volumes)) {}
    }

    /// docs/styles.md: `@distinct` governs `objectWillChange` and the callbacks; `$x`, like
    /// `@Published`'s projection, publishes every assignment, an equal one too.
    func testDistinctSilencesObjectWillChangeButNotTheProjection() {
        let counter = Counter()  // `@distinct label`
        let willChange = WillChangeCounter(counter.objectWillChange)
        var labels: [String] = []
        var observed = 0
        let subscription = counter.$label.sink { labels.append($0) }
        let token = counter.observeLabel { _, _ in observed += 1 }
        counter.label = ""
        XCTAssertEqual(willChange.count, 0)
        XCTAssertEqual(observed, 0)
        XCTAssertEqual(labels, ["", ""], "the equal value is published")
        counter.label = "a"
        XCTAssertEqual(willChange.count, 1)
        XCTAssertEqual(observed, 1)
        XCTAssertEqual(labels, ["", "", "a"])
        withExtendedLifetime((subscription, token)) {}
    }
}

/// An assignment that a subscriber of `$x` or `objectWillChange` makes before the outer store
/// runs its own round; the outer store then reports the value it really replaced (the nested
/// one), so no replaced child stays linked.
final class NestedStoreTests: XCTestCase {
    func testAStoreMadeByAProjectionSubscriberIsWhatTheOuterStoreReplaces() {
        let original = Settings(), nested = Settings(), outer = Settings()
        let job = Job(settings: original)
        var pairs: [String] = []
        var changes: [String] = []
        func name(_ settings: Settings) -> String {
            settings === original ? "original" : settings === nested ? "nested" : settings === outer ? "outer" : "?"
        }
        var tokens = Set<ObservationToken>()
        job.observeSettings { new, old in pairs.append("\(name(new)) replaced \(name(old))") }.store(in: &tokens)
        job.observeChanges { change in
            if case .settings(.changed(.volume(let new, _))) = change { changes.append("volume \(new)") }
        }.store(in: &tokens)
        let subscription = job.$settings.sink { value in
            if value === outer { job.settings = nested }
        }
        job.settings = outer
        XCTAssertTrue(job.settings === outer, "the outer store comes last")
        XCTAssertEqual(pairs, ["nested replaced original", "outer replaced nested"])
        nested.volume = 0.9
        original.volume = 0.8
        outer.volume = 0.1
        XCTAssertEqual(changes, ["volume 0.1"], "only the child the job holds forwards")
        withExtendedLifetime(subscription) {}
    }

    func testAStoreMadeByAnObjectWillChangeSubscriberIsWhatTheOuterStoreReplaces() {
        let counter = Counter()
        var pairs: [String] = []
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, old in pairs.append("\(new) replaced \(old)") }.store(in: &tokens)
        var once = true
        let subscription = counter.objectWillChange.sink { _ in
            if once { once = false; counter.count = 5 }
        }
        counter.count = 9
        XCTAssertEqual(counter.count, 9)
        XCTAssertEqual(pairs, ["5 replaced 0", "9 replaced 5"])
        withExtendedLifetime(subscription) {}
    }
}
