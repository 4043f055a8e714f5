import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// A model's `changes` and `values(of:)` (docs/state.md, "Async streams"): the current value
/// first, then every value in order with nothing coalesced; a stream ends when its model goes
/// (which it does not prevent) and stops observing when its task is cancelled or it is dropped.
final class StreamTests: XCTestCase {
    // MARK: What a stream delivers

    func testValuesStartWithTheCurrentValueThenEveryAssignmentInOrder() async {
        let counter = Counter(count: 5)
        let counts = counter.values(of: \.count)
        let labels = counter.values(of: \.label)
        counter.count = 6
        counter.count = 6       // not @distinct: an assignment of the same value is a change
        counter.count = 7
        counter.label = "a"
        counter.label = "a"     // @distinct: no change
        counter.label = "b"
        let seenCounts = await StreamReading.read(counts, count: 4)
        XCTAssertEqual(seenCounts.values, [5, 6, 6, 7], "nothing coalesced, nothing dropped")
        let seenLabels = await StreamReading.read(labels, count: 3)
        XCTAssertEqual(seenLabels.values, ["", "a", "b"])
    }

    func testADerivedValueStreamsItsChanges() async {
        let counter = Counter()
        let doubled = counter.values(of: \.doubled)
        let isBig = counter.values(of: \.isBig)
        counter.count = 3
        counter.count = 3       // doubled does not change: not delivered
        counter.count = 11
        let seenDoubled = await StreamReading.read(doubled, count: 3)
        XCTAssertEqual(seenDoubled.values, [0, 6, 22])
        let seenBig = await StreamReading.read(isBig, count: 2)
        XCTAssertEqual(seenBig.values, [false, true])
    }

    func testChangesDeliverEveryChangeInOrder() async {
        let job = Job()
        let changes = job.changes
        job.settings.volume = 0.9   // climbs from the child; `loud` follows
        job.progress = (100, 100)   // `isDone` follows
        let replaced = Handover(Preview())
        job.preview = replaced.value
        let seen = await StreamReading.read(changes, count: 5) { change -> String in
            switch change {
            case .settings(.changed(.volume(let new, _))): "volume \(new)"
            case .loud(let new, _): "loud \(new)"
            case .progress(let new, _): "progress \(new.0)"
            case .isDone(let new, _): "isDone \(new)"
            case .preview(.replaced(let new, nil)): new === replaced.value ? "preview" : "another preview"
            default: "another change"
            }
        }
        XCTAssertEqual(seen.values, ["volume 0.9", "loud true", "progress 100", "isDone true", "preview"])
    }

    func testAChildStreamHasTheInstancesAssigned() async {
        let job = Job()
        let first = Handover(job.settings), second = Handover(Settings(volume: 1))
        let settings = job.values(of: \.settings)
        job.settings = second.value
        let seen = await StreamReading.read(settings, count: 2) { $0 === first.value ? "first" : $0 === second.value ? "second" : "other" }
        XCTAssertEqual(seen.values, ["first", "second"])
    }

    func testAKeyPathThroughAChildGetsTheValueAfterEveryChangeOfTheModel() async {
        let job = Job()
        let volumes = job.values(of: \.settings.volume)
        job.settings.volume = 0.7
        job.progress = (1, 100)     // another member: the value is read again
        let seen = await StreamReading.read(volumes, count: 3)
        XCTAssertEqual(seen.values, [0.5, 0.7, 0.7])
    }

    func testAValueAnObserverReplacesAtOnceIsSupersededAsForObservers() async {
        // An observer registered before the stream corrects the value: its own assignment's
        // round runs first and supersedes the rest of the outer one (docs/generated-api.md,
        // re-entrancy), so the stream, like every observer after the correcting one, gets the
        // corrected value only.
        let counter = Counter()
        let token = counter.observeCount { new, _ in if new > 10 { counter.count = 10 } }
        let counts = counter.values(of: \.count)
        counter.count = 15
        counter.count = 3
        let seen = await StreamReading.read(counts, count: 3)
        XCTAssertEqual(seen.values, [0, 10, 3])
        _ = token
    }

    // MARK: When a stream ends

    func testAStreamEndsWhenItsModelIsDeallocated() async {
        var counter: Counter? = Counter()
        let counts = counter!.values(of: \.count)
        let changes = counter!.changes
        counter!.count = 1
        let weakCounter = WeakRef(counter)
        counter = nil
        XCTAssertNil(weakCounter.object, "a stream does not keep its model alive")
        let seen = await StreamReading.read(counts)
        XCTAssertEqual(seen.values, [0, 1])
        XCTAssertTrue(seen.ended, "the stream ended with its model")
        let seenChanges = await StreamReading.read(changes) { _ in 1 }
        XCTAssertEqual(seenChanges.values.count, 3, "count, doubled, summary")
        XCTAssertTrue(seenChanges.ended)
    }

    func testAChildsStreamEndsWhenTheChildGoes() async {
        var job: Job? = Job(parts: [Part(size: 1)])
        let sizes = job!.parts[0].values(of: \.size)
        job!.parts[0].size = 2
        job = nil
        let seen = await StreamReading.read(sizes)
        XCTAssertEqual(seen.values, [1, 2])
        XCTAssertTrue(seen.ended)
    }

    func testRemovingTheMembersObserversEndsItsStreams() async {
        let counter = Counter()
        let counts = counter.values(of: \.count)
        counter.count = 1
        counter.removeAllCountObservers()
        counter.count = 2
        let seen = await StreamReading.read(counts)
        XCTAssertEqual(seen.values, [0, 1])
        XCTAssertTrue(seen.ended)
    }

    #if !OBSGEN_STYLE_COMBINE
    // A mutation of `items` copies the array while something observes it, and is in place once
    // nothing does (CollectionTests): so it shows whether a stream's observer is still there.
    // A cancelled observer is dropped at the next round over the member.

    func testADroppedStreamStopsObserving() {
        let counter = Counter()
        var items: AsyncStream<[Int]>? = counter.values(of: \.items)
        counter.items.reserveCapacity(64)
        var before = bufferAddress(counter.items)
        counter.items.append(1)
        XCTAssertNotEqual(bufferAddress(counter.items), before, "observed by the stream: the mutation copied")
        XCTAssertNotNil(items)
        items = nil
        counter.items.append(2)     // the round that drops the cancelled observer
        counter.items.reserveCapacity(64)
        before = bufferAddress(counter.items)
        counter.items.append(3)
        XCTAssertEqual(bufferAddress(counter.items), before, "nothing observes items any more: in place")
    }

    func testCancellingTheConsumingTaskStopsObserving() async {
        let counter = Counter()
        let reader = await StreamReading.startReading(counter.values(of: \.items))
        reader.cancel()
        await reader.value
        counter.items.append(1)     // the round that drops the cancelled observer
        counter.items.reserveCapacity(64)
        let before = bufferAddress(counter.items)
        counter.items.append(2)
        XCTAssertEqual(bufferAddress(counter.items), before, "the cancelled task's stream no longer observes items")
    }
    #endif
}
