import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 6 (seed 001's nested objects): a parent holds its children, a child
/// never keeps its parent alive, re-wiring on replacement, sharing, and a model that is its
/// own ancestor. Plus: tokens and observers keep nothing alive that they should not.
final class LifetimeTests: XCTestCase {
    func testModelWithObserversGoesAway() {
        let log = Log<Int>()
        var tokens = Set<ObservationToken>()
        let weakCounter: WeakRef<Counter> = scope {
            let counter = Counter()
            counter.observeCount { new, _ in log.append(new) }.store(in: &tokens)
            counter.observeChanges { _ in }.store(in: &tokens)
            counter.onReset {}.store(in: &tokens)
            counter.count = 1
            return WeakRef(counter)
        }
        XCTAssertNil(weakCounter.object, "observers and tokens must not keep the model alive")
        XCTAssertEqual(log.entries, [1])
        for token in tokens { token.cancel() }
    }

    func testChildDoesNotKeepParentAliveAndParentHoldsChildren() {
        let settings = Settings()
        let part = Part()
        let preview = Preview()
        let (weakJob, weakParts): (WeakRef<Job>, [WeakRef<Part>]) = scope {
            let job = Job(settings: settings, preview: preview, parts: [part, Part(), Part()])
            let token = job.observeChanges { _ in }   // links the children to the job
            settings.volume = 0.7
            _ = token
            return (WeakRef(job), job.parts.map { WeakRef($0) })
        }
        XCTAssertNil(weakJob.object, "a child must not keep its parent alive")
        XCTAssertTrue(weakParts.dropFirst().allSatisfy { $0.object == nil }, "children go with their parent")
        // The children outlive the job and still work.
        let log = Log<Double>()
        let token = settings.observeVolume { new, _ in log.append(new) }
        settings.volume = 0.1
        part.size = 9
        preview.caption = "still fine"
        XCTAssertEqual(log.entries, [0.1])
        _ = token
    }

    func testParentKeepsChildrenAlive() {
        let job = Job()
        let weakParts: [WeakRef<Part>] = scope {
            let parts = [Part(), Part()]
            job.parts = parts
            job.preview = Preview()
            return parts.map { WeakRef($0) }
        }
        XCTAssertTrue(weakParts.allSatisfy { $0.object != nil })
        XCTAssertNotNil(job.preview)
        job.parts = []
        XCTAssertTrue(weakParts.allSatisfy { $0.object == nil }, "removed children go away")
    }

    func testCancelledObserverReleasesWhatItCaptured() {
        final class Screen {}
        let counter = Counter()
        let (token, weakScreen): (ObservationToken, WeakRef<Screen>) = scope {
            let screen = Screen()
            return (counter.observeCount { _, _ in _ = screen }, WeakRef(screen))
        }
        XCTAssertNotNil(weakScreen.object)
        token.cancel()
        XCTAssertNil(weakScreen.object, "a cancelled observer must not keep its captures alive")
        let weakOther: WeakRef<Screen> = scope {
            let screen = Screen()
            _ = counter.onReset { _ = screen }   // token released at once
            return WeakRef(screen)
        }
        XCTAssertNil(weakOther.object, "a released token's closure must go with it")
        counter.removeAllCountObservers()
    }

    func testReplacedChildNoLongerForwards() {
        let job = Job(preview: Preview())
        let oldSettings = job.settings
        let oldPreview = job.preview!
        let log = Log<String>()
        let token = job.observeChanges { change in log.append(StoreAndOrderTests.describe(change)) }
        job.settings = Settings()
        job.preview = Preview()
        log.removeAll()
        oldSettings.volume = 0.9
        oldPreview.caption = "old"
        XCTAssertEqual(log.entries, [], "a replaced child must not forward")
        job.settings.muted = true
        job.preview?.caption = "new"
        XCTAssertEqual(log.entries, ["settings.muted true", "preview.caption new"])
        _ = token
    }

    func testChildRemovedFromArrayNoLongerForwards() {
        let a = Part(), b = Part(), c = Part()
        let job = Job(parts: [a, b, c])
        let log = Log<String>()
        let token = job.observeChanges { change in log.append(StoreAndOrderTests.describe(change)) }
        job.parts.remove(at: 1)
        job.parts.removeAll { $0 === c }
        log.removeAll()
        b.size = 1
        c.size = 1
        XCTAssertEqual(log.entries, [])
        a.size = 2
        XCTAssertEqual(log.entries, ["parts[0].size 2", "totalSize 2"])
        _ = token
    }

    func testChildSharedByTwoParentsForwardsToBoth() {
        let shared = Settings()
        let first = Job(settings: shared), second = Job(settings: shared)
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        first.observeChanges { change in log.append("first \(StoreAndOrderTests.describe(change))") }.store(in: &tokens)
        second.observeChanges { change in log.append("second \(StoreAndOrderTests.describe(change))") }.store(in: &tokens)
        shared.volume = 0.2
        XCTAssertEqual(log.entries, ["first settings.volume 0.2", "second settings.volume 0.2"])
        log.removeAll()
        first.settings = Settings()
        log.removeAll()
        shared.volume = 0.3
        XCTAssertEqual(log.entries, ["second settings.volume 0.3"])
    }

    func testChildTwiceInOneArrayReportsItsFirstPosition() {
        let part = Part()
        let job = Job(parts: [part, Part(), part])
        let log = Log<String>()
        let token = job.observeChanges { change in log.append(StoreAndOrderTests.describe(change)) }
        part.size = 1
        XCTAssertEqual(log.entries, ["parts[0].size 1", "totalSize 2"], "the job hears the change once, at the child's first position")
        _ = token
    }

    func testParentGoneWhileChildLives() {
        let part = Part()
        scope {
            let job = Job(parts: [part])
            let token = job.observeChanges { _ in }
            _ = token
        }
        let log = Log<Int>()
        let token = part.observeChanges { _ in log.append(1) }
        part.size = 1
        part.size = 2
        XCTAssertEqual(log.entries, [1, 1])
        _ = token
    }

    func testChildTreeGoesAwayWithItsRoot() {
        let weakNodes: [WeakRef<Node>] = scope {
            let leaf = Node(name: "leaf")
            let middle = Node(name: "middle", next: leaf)
            let root = Node(name: "root", kids: [middle, Node()])
            let token = root.observeChanges { _ in }
            leaf.name = "changed"
            _ = token
            return [WeakRef(root), WeakRef(middle), WeakRef(leaf)]
        }
        XCTAssertTrue(weakNodes.allSatisfy { $0.object == nil })
    }

    // MARK: A model made its own ancestor at run time

    func testNodeThatIsItsOwnNextDoesNotRecurse() {
        let node = Node(name: "n")
        let log = Log<String>()
        let token = node.observeChanges { change in log.append(Self.describe(change)) }
        node.next = node
        node.name = "m"
        XCTAssertEqual(log.entries, ["next replaced", "name m"])
        node.next = nil   // break the reference cycle the test made
        _ = token
    }

    func testNodeThatIsItsOwnKidDoesNotRecurse() {
        let node = Node(name: "n")
        let log = Log<String>()
        let token = node.observeChanges { change in log.append(Self.describe(change)) }
        node.kids.append(node)
        node.name = "m"
        XCTAssertEqual(log.entries, ["kids replaced", "kidCount 1", "name m"])
        node.kids = []
        _ = token
    }

    func testTwoNodesThatAreEachOthersChildDoNotRecurse() {
        let a = Node(name: "a"), b = Node(name: "b")
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        a.observeChanges { change in log.append("a \(Self.describe(change))") }.store(in: &tokens)
        b.observeChanges { change in log.append("b \(Self.describe(change))") }.store(in: &tokens)
        a.next = b
        b.kids = [a]
        log.removeAll()
        a.name = "A"
        XCTAssertEqual(log.entries, ["a name A", "b kids[0].name A"])
        log.removeAll()
        b.name = "B"
        XCTAssertEqual(log.entries, ["b name B", "a next.name B"])
        a.next = nil
        b.kids = []
    }

    func testCycleMadeInsideACallbackStaysFinite() {
        let a = Node(name: "a"), b = Node(name: "b")
        let count = Log<Int>()
        var tokens = Set<ObservationToken>()
        a.observeChanges { _ in count.append(1) }.store(in: &tokens)
        b.observeChanges { _ in count.append(2) }.store(in: &tokens)
        a.observeName { [unowned a, unowned b] _, _ in
            if b.next == nil { b.next = a; a.next = b }
        }.store(in: &tokens)
        a.name = "x"
        b.name = "y"
        XCTAssertLessThan(count.count, 20)
        a.next = nil
        b.next = nil
    }

    static func describe(_ change: Node.Change) -> String {
        switch change {
        case .name(let new, _): return "name \(new)"
        case .kids(.replaced): return "kids replaced"
        case .kids(.changed(let index, let inner)): return "kids[\(index)].\(describe(inner))"
        case .next(.replaced): return "next replaced"
        case .next(.changed(let inner)): return "next.\(describe(inner))"
        case .kidCount(let new, _): return "kidCount \(new)"
        }
    }
}
