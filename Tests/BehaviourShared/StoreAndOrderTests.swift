import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantics 1 (after the store, (new, old)), 2 (synchronous, on the assigning
/// thread; seed 000's background queue) and 3 (order, and climbing to parents).
final class StoreAndOrderTests: XCTestCase {
    // MARK: 1. After the store, with (new, old)

    func testCallbackRunsAfterStoreWithNewAndOld() {
        let counter = Counter()
        let log = Log<String>()
        let token = counter.observeCount { [unowned counter] new, old in
            log.append("new=\(new) old=\(old) read=\(counter.count) doubled=\(counter.doubled)")
        }
        counter.count = 3
        counter.count = 7
        XCTAssertEqual(log.entries, ["new=3 old=0 read=3 doubled=6", "new=7 old=3 read=7 doubled=14"])
        token.cancel()
    }

    func testDerivedCallbackReceivesNewAndOldAndReadsNewValue() {
        let counter = Counter()
        let log = Log<String>()
        let token = counter.observeDoubled { [unowned counter] new, old in
            log.append("\(old)->\(new) read=\(counter.doubled)")
        }
        counter.count = 2
        XCTAssertEqual(log.entries, ["0->4 read=4"])
        _ = token
    }

    func testChildReplacementCallbackReceivesNewAndOld() {
        let job = Job()
        let first = job.settings
        let second = Settings(volume: 0.9)
        let log = Log<String>()
        let token = job.observeSettings { [unowned job] new, old in
            log.append("new===second \(new === second) old===first \(old === first) read \(job.settings === second)")
        }
        job.settings = second
        XCTAssertEqual(log.entries, ["new===second true old===first true read true"])
        _ = token
    }

    // MARK: 2. Synchronous, on the assigning thread

    func testCallbackRunsSynchronouslyBeforeTheSetterReturns() {
        let counter = Counter()
        var called = false
        let token = counter.observeCount { _, _ in called = true }
        counter.count = 1
        XCTAssertTrue(called, "the callback must have run when the setter returns")
        _ = token
    }

    /// Seed 000: the value is assigned from a background queue; the callback must run, on
    /// that thread, before the assignment returns.
    func testAssignmentFromBackgroundThreadRunsCallbackOnThatThread() {
        let counter = Counter()
        let log = Log<String>()
        let token = counter.observeCount { new, _ in
            log.append("\(new) on \(ThreadMarker.current ?? "unmarked") main=\(Thread.isMainThread)")
        }
        let handover = Handover(counter)
        let seenBeforeReturn = Log<Int>()
        ThreadMarker.runOnNewThread(marked: "background") {
            handover.value.count = 20
            seenBeforeReturn.append(log.count)
        }
        XCTAssertEqual(log.entries, ["20 on background main=false"])
        XCTAssertEqual(seenBeforeReturn.entries, [1], "the callback ran before the setter returned")
        _ = token
    }

    func testAssignmentFromDispatchQueueRunsCallbackOnThatQueue() {
        let counter = Counter()
        let queue = DispatchQueue(label: "obsgen.behaviour.background")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "queue")
        let log = Log<String>()
        let token = counter.observeChanges { change in
            if case .count(let new, _) = change { log.append("\(new) on \(DispatchQueue.getSpecific(key: key) ?? "other")") }
        }
        let handover = Handover(counter)
        queue.sync {
            handover.value.count = 5
            log.append("setter returned")
        }
        XCTAssertEqual(log.entries, ["5 on queue", "setter returned"])
        _ = token
    }

    // MARK: 3. Order

    func testObserversRunInTheOrderTheyWereAdded() {
        let counter = Counter()
        let log = Log<Int>()
        var tokens: [ObservationToken] = []
        for index in 0..<10 { tokens.append(counter.observeCount { _, _ in log.append(index) }) }
        counter.count = 1
        XCTAssertEqual(log.entries, Array(0..<10))
    }

    /// (a) x's observers, (b) derived observers in declaration order (`summary` depends on
    /// `doubled`, so it comes after it), (c) `.x` emitted, then `.d` for each changed derived.
    func testOrderOfOneAssignment() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeChanges { change in log.append("change \(Self.name(of: change))") }.store(in: &tokens)
        counter.observeSummary { new, _ in log.append("summary \(new)") }.store(in: &tokens)
        counter.observeIsBig { new, _ in log.append("isBig \(new)") }.store(in: &tokens)
        counter.observeDoubled { new, _ in log.append("doubled \(new)") }.store(in: &tokens)
        counter.observeCount { new, _ in log.append("count \(new) #1") }.store(in: &tokens)
        counter.observeCount { new, _ in log.append("count \(new) #2") }.store(in: &tokens)
        counter.observeChanges { change in log.append("change2 \(Self.name(of: change))") }.store(in: &tokens)

        counter.count = 11
        XCTAssertEqual(log.entries, [
            "count 11 #1", "count 11 #2",
            "doubled 22", "isBig true", "summary :22",
            "change count", "change2 count",
            "change doubled", "change2 doubled",
            "change isBig", "change2 isBig",
            "change summary", "change2 summary",
        ])

        log.removeAll()
        counter.count = 12   // isBig stays true: not notified, not emitted
        XCTAssertEqual(log.entries, [
            "count 12 #1", "count 12 #2", "doubled 24", "summary :24",
            "change count", "change2 count", "change doubled", "change2 doubled",
            "change summary", "change2 summary",
        ])

        log.removeAll()
        counter.label = "L"  // only summary depends on label
        XCTAssertEqual(log.entries, ["summary L:24", "change label", "change2 label", "change summary", "change2 summary"])
    }

    /// A change climbs to the parent depth first, before the child's next change is emitted.
    func testChangesClimbDepthFirstBeforeTheNextChange() {
        let job = Job()
        let part = Part()
        job.parts = [part]
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        part.observeChanges { change in
            if case .size(let new, _) = change { log.append("part size \(new)") }
        }.store(in: &tokens)
        job.observeChanges { change in log.append("job \(Self.describe(change))") }.store(in: &tokens)
        job.observeTotalSize { new, _ in log.append("job totalSize observer \(new)") }.store(in: &tokens)
        part.size = 4
        XCTAssertEqual(log.entries, [
            "part size 4",
            "job totalSize observer 4",
            "job parts[0].size 4",
            "job totalSize 4",
        ])
    }

    /// `.parts(.changed(index:...))` carries the element's position as it is when the change
    /// happens: inserting before it moves the index.
    func testChildrenChangeIndexFollowsTheArray() {
        let job = Job()
        let a = Part(), b = Part()
        job.parts = [a, b]
        let log = Log<String>()
        let token = job.observeChanges { change in log.append(Self.describe(change)) }
        b.size = 1
        job.parts.insert(Part(), at: 0)
        b.size = 2
        job.parts.remove(at: 0)
        job.parts.remove(at: 0)
        b.size = 3
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("parts[") }, ["parts[1].size 1", "parts[2].size 2", "parts[0].size 3"])
        _ = token
    }

    func testChangesClimbThroughEveryKindOfChild() {
        let job = Job(preview: Preview())
        let log = Log<String>()
        let token = job.observeChanges { change in log.append(Self.describe(change)) }
        job.settings.volume = 0.9
        job.preview?.caption = "hi"
        job.preview = nil
        XCTAssertEqual(log.entries, ["settings.volume 0.9", "loud true", "preview.caption hi", "preview replaced"])
        _ = token
    }

    func testChangesClimbSeveralLevels() {
        let root = Node(name: "root"), middle = Node(name: "middle"), leaf = Node(name: "leaf")
        root.kids = [middle]
        middle.next = leaf
        let log = Log<String>()
        let token = root.observeChanges { change in
            if case .kids(.changed(let index, .next(.changed(.name(let new, let old))))) = change {
                log.append("kids[\(index)].next.name \(old)->\(new)")
            }
        }
        leaf.name = "LEAF"
        XCTAssertEqual(log.entries, ["kids[0].next.name leaf->LEAF"])
        _ = token
    }

    func testKeywordNamedMembers() {
        let model = Keywords()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        model.observeDefault { new, old in log.append("default \(old)->\(new)") }.store(in: &tokens)
        model.observeNext { new, _ in log.append("next \(new)") }.store(in: &tokens)
        model.observeChanges { change in
            if case .`class`(let new, _) = change { log.append("change class \(new)") }
        }.store(in: &tokens)
        model.`default` = 4
        model.`class` = "c"
        XCTAssertEqual(log.entries, ["default 0->4", "next 5", "change class c"])
    }

    // MARK: Helpers

    static func name(of change: Counter.Change) -> String {
        switch change {
        case .count: return "count"
        case .label: return "label"
        case .flag: return "flag"
        case .items: return "items"
        case .doubled: return "doubled"
        case .isBig: return "isBig"
        case .summary: return "summary"
        }
    }

    static func describe(_ change: Job.Change) -> String {
        switch change {
        case .progress(let new, _): return "progress \(new)"
        case .settings(.replaced): return "settings replaced"
        case .settings(.changed(.volume(let new, _))): return "settings.volume \(new)"
        case .settings(.changed(.muted(let new, _))): return "settings.muted \(new)"
        case .preview(.replaced): return "preview replaced"
        case .preview(.changed(.caption(let new, _))): return "preview.caption \(new)"
        case .parts(.replaced(let new, _)): return "parts replaced \(new.count)"
        case .parts(.changed(let index, .size(let new, _))): return "parts[\(index)].size \(new)"
        case .isDone(let new, _): return "isDone \(new)"
        case .totalSize(let new, _): return "totalSize \(new)"
        case .loud(let new, _): return "loud \(new)"
        }
    }
}
