import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// docs/generated-api.md, "Further rules", re-entrancy: an assignment inside a callback runs
/// its own complete round at once; the outer round then continues with current values. Once a
/// nested assignment to the same member has run its round, the outer round's pair for that
/// member is stale: nobody gets it any more (the observers not yet called, `observeChanges`,
/// the parents). The same holds for a derived value whose change the nested round reported.
/// Every log below is the exact sequence of calls.
final class ReentrancyTests: XCTestCase {
    /// An observer clamps `count` to 100 after `count = 150`.
    func testAClampInAnObserverSupersedesTheRestOfTheOuterRound() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { [unowned counter] new, old in
            log.append("A \(new) \(old)")
            if new > 100 { counter.count = 100 }
        }.store(in: &tokens)
        counter.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        counter.observeDoubled { new, old in log.append("doubled \(new) \(old)") }.store(in: &tokens)
        counter.observeChanges { change in log.append("C " + line(change)) }.store(in: &tokens)

        counter.count = 150

        XCTAssertEqual(log.entries, [
            "A 150 0",
            // The nested round, complete: the outer round stops after it.
            "A 100 150", "B 100 150", "doubled 200 0",
            "C count 100 150", "C doubled 200 0", "C isBig true false", "C summary :200 :0",
        ])
        XCTAssertEqual(counter.count, 100)
        XCTAssertEqual(counter.doubled, 200)
    }

    /// The clamp runs in an `observeChanges` observer, after the derived values' observers:
    /// the derived changes the nested round reported again are dropped from the outer round,
    /// the one it did not (`isBig` stayed true) is still delivered.
    func testAClampInAChangesObserverDropsOnlyTheSupersededChanges() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        counter.observeDoubled { new, old in log.append("doubled \(new) \(old)") }.store(in: &tokens)
        counter.observeIsBig { new, old in log.append("isBig \(new) \(old)") }.store(in: &tokens)
        counter.observeChanges { [unowned counter] change in
            log.append("C1 " + line(change))
            if case .count(let new, _) = change, new > 100 { counter.count = 100 }
        }.store(in: &tokens)
        counter.observeChanges { change in log.append("C2 " + line(change)) }.store(in: &tokens)

        counter.count = 150

        XCTAssertEqual(log.entries, [
            "B 150 0", "doubled 300 0", "isBig true false",
            "C1 count 150 0",
            // The nested round.
            "B 100 150", "doubled 200 300",
            "C1 count 100 150", "C2 count 100 150",
            "C1 doubled 200 300", "C2 doubled 200 300",
            "C1 summary :200 :300", "C2 summary :200 :300",
            // The rest of the outer round: `count`, `doubled` and `summary` were superseded.
            "C1 isBig true false", "C2 isBig true false",
        ])
    }

    /// A child's observer clamps (on a `@distinct` model): the parent hears the clamped
    /// change once, with the derived value it feeds, and never the stale one.
    func testAClampInAChildObserverReachesTheParentOnce() {
        let job = Job()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.settings.observeVolume { [unowned job] new, old in
            log.append("S1 \(new) \(old)")
            if new > 1 { job.settings.volume = 1 }
        }.store(in: &tokens)
        job.settings.observeVolume { new, old in log.append("S2 \(new) \(old)") }.store(in: &tokens)
        job.observeLoud { new, old in log.append("loud \(new) \(old)") }.store(in: &tokens)
        job.observeChanges { change in
            switch change {
            case .settings(.changed(.volume(let new, let old))): log.append("P volume \(new) \(old)")
            case .loud(let new, let old): log.append("P loud \(new) \(old)")
            default: log.append("P other")
            }
        }.store(in: &tokens)

        job.settings.volume = 1.5

        XCTAssertEqual(log.entries, [
            "S1 1.5 0.5",
            "S1 1.0 1.5", "S2 1.0 1.5", "loud true false", "P volume 1.0 1.5", "P loud true false",
        ])
        XCTAssertEqual(job.settings.volume, 1)
    }

    /// A parent's `observeChanges` observer clamps the child's member while the change climbs
    /// through it: the climb carries the child's round, so once the nested round has run, the
    /// outer change goes no further — the other parent never gets the stale `(1.5, 0.5)`. The
    /// first job's derived `loud` (true since 1.5) is still reported: the nested round did not.
    func testAClampInAParentSupersedesTheRestOfTheClimb() {
        let settings = Settings()
        let first = Job(settings: settings), second = Job(settings: settings)
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        settings.observeChanges { change in
            if case .volume(let new, let old) = change { log.append("S \(new) \(old)") }
        }.store(in: &tokens)
        first.observeChanges { [unowned settings] change in
            log.append("P1 " + jobLine(change))
            if case .settings(.changed(.volume(let new, _))) = change, new > 1 { settings.volume = 1 }
        }.store(in: &tokens)
        second.observeChanges { change in log.append("P2 " + jobLine(change)) }.store(in: &tokens)

        settings.volume = 1.5

        XCTAssertEqual(log.entries, [
            "S 1.5 0.5", "P1 volume 1.5 0.5",
            // The nested round, complete: the outer climb stops after it.
            "S 1.0 1.5", "P1 volume 1.0 1.5", "P2 volume 1.0 1.5", "P2 loud true false",
            // The first job's own derived change, which the nested round did not report.
            "P1 loud true false",
        ])
        XCTAssertEqual(settings.volume, 1)
    }

    /// The clamp runs in a parent's first `observeChanges` observer: the parent's later
    /// observers and its own parent (a board) get the clamped change only.
    func testAClampInAParentStopsItsLaterObserversAndAncestors() {
        let job = Job()
        let board = Board(jobs: [job])
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeChanges { [unowned job] change in
            log.append("P1a " + jobLine(change))
            if case .settings(.changed(.volume(let new, _))) = change, new > 1 { job.settings.volume = 1 }
        }.store(in: &tokens)
        job.observeChanges { change in log.append("P1b " + jobLine(change)) }.store(in: &tokens)
        board.observeChanges { change in
            if case .jobs(.changed(_, let inner)) = change { log.append("G " + jobLine(inner)) } else { log.append("G other") }
        }.store(in: &tokens)

        job.settings.volume = 1.5

        XCTAssertEqual(log.entries, [
            "P1a volume 1.5 0.5",
            // The nested round, complete: the outer climb stops after it.
            "P1a volume 1.0 1.5", "P1b volume 1.0 1.5", "G volume 1.0 1.5",
            // The job's own derived change, which the nested round did not report.
            "P1a loud true false", "P1b loud true false", "G loud true false",
        ])
    }

    /// Only a nested assignment to the same member supersedes the round: one to another
    /// member runs its own round and the outer one goes on.
    func testANestedAssignmentToAnotherMemberDoesNotStopTheRound() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeCount { [unowned counter] new, old in
            log.append("A \(new) \(old)")
            counter.flag = true
        }.store(in: &tokens)
        counter.observeCount { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        counter.observeFlag { new, old in log.append("flag \(new) \(old)") }.store(in: &tokens)
        counter.observeChanges { change in log.append("C " + line(change)) }.store(in: &tokens)

        counter.count = 1

        XCTAssertEqual(log.entries, [
            "A 1 0", "flag true false", "C flag true false",
            "B 1 0", "C count 1 0", "C doubled 2 0", "C summary :2 :0",
        ])
    }
}

/// One line per `Counter.Change`, for the logs above.
private func line(_ change: Counter.Change) -> String {
    switch change {
    case .count(let new, let old): return "count \(new) \(old)"
    case .label(let new, let old): return "label \(new) \(old)"
    case .flag(let new, let old): return "flag \(new) \(old)"
    case .items(let new, let old): return "items \(new) \(old)"
    case .doubled(let new, let old): return "doubled \(new) \(old)"
    case .isBig(let new, let old): return "isBig \(new) \(old)"
    case .summary(let new, let old): return "summary \(new) \(old)"
    }
}

/// One line per `Job.Change` the parent tests above expect.
private func jobLine(_ change: Job.Change) -> String {
    switch change {
    case .settings(.changed(.volume(let new, let old))): return "volume \(new) \(old)"
    case .loud(let new, let old): return "loud \(new) \(old)"
    default: return "other"
    }
}
