import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// Seed 001 done right: each child's `objectWillChange` reaches the parent's synchronously,
/// for a child, an optional child and an array of children; re-wired on replacement; parents
/// held weakly; a model that is its own ancestor does not recurse.
final class ChildForwardingTests: XCTestCase {
    func testChildReachesParentBeforeItChanges() {
        let job = Job()
        let log = Log()
        let sends = WillChangeCounter(job.objectWillChange) { log.append("job will: volume=\(job.settings.volume)") }
        job.settings.volume = 0.9
        XCTAssertEqual(log.entries, ["job will: volume=0.5"])
        XCTAssertEqual(sends.count, 1)
    }

    func testOptionalChildAndChildrenReachParent() {
        let job = Job(preview: Preview(), parts: [Part(), Part()])
        let sends = WillChangeCounter(job.objectWillChange)
        XCTAssertEqual(sends.sends { job.preview?.caption = "x" }, 1)
        XCTAssertEqual(sends.sends { job.parts[1].size = 3 }, 1)
        XCTAssertEqual(sends.sends { job.parts[0].size = 4 }, 1)
        // An optional child set later, and elements added later, forward too.
        let empty = Job()
        let emptySends = WillChangeCounter(empty.objectWillChange)
        let preview = Preview()
        let part = Part()
        empty.preview = preview
        empty.parts.append(part)
        XCTAssertEqual(emptySends.sends { preview.caption = "later" }, 1)
        XCTAssertEqual(emptySends.sends { part.size = 9 }, 1)
    }

    func testChangesClimbEveryAncestor() {
        let leaf = Node(name: "leaf")
        let middle = Node(name: "middle", next: leaf)
        let root = Node(name: "root", kids: [middle])
        let rootSends = WillChangeCounter(root.objectWillChange)
        let middleSends = WillChangeCounter(middle.objectWillChange)
        leaf.name = "changed"
        XCTAssertEqual(middleSends.count, 1)
        XCTAssertEqual(rootSends.count, 1)
    }

    func testReplacedChildStopsForwardingAndTheNewOneForwards() {
        let job = Job(preview: Preview(), parts: [Part(), Part(), Part()])
        let sends = WillChangeCounter(job.objectWillChange)

        let oldSettings = job.settings
        let newSettings = Settings()
        job.settings = newSettings
        XCTAssertEqual(sends.sends { oldSettings.volume = 0.1 }, 0, "a replaced child still forwards")
        XCTAssertEqual(sends.sends { newSettings.volume = 0.2 }, 1)

        let oldPreview = job.preview!
        job.preview = nil
        XCTAssertEqual(sends.sends { oldPreview.caption = "gone" }, 0, "a removed optional child still forwards")
        let newPreview = Preview()
        job.preview = newPreview
        XCTAssertEqual(sends.sends { oldPreview.caption = "still gone" }, 0)
        XCTAssertEqual(sends.sends { newPreview.caption = "here" }, 1)

        let removed = job.parts.remove(at: 0)
        let kept = job.parts[1]
        XCTAssertEqual(sends.sends { removed.size = 1 }, 0, "a removed element still forwards")
        XCTAssertEqual(sends.sends { kept.size = 2 }, 1, "an element that moved no longer forwards")
        job.parts = []
        XCTAssertEqual(sends.sends { kept.size = 3 }, 0)
    }

    func testSharedChildForwardsToBothParents() {
        let settings = Settings()
        let first = Job(settings: settings)
        let second = Job(settings: settings)
        let firstSends = WillChangeCounter(first.objectWillChange)
        let secondSends = WillChangeCounter(second.objectWillChange)
        settings.volume = 0.3
        XCTAssertEqual(firstSends.count, 1)
        XCTAssertEqual(secondSends.count, 1)
        second.settings = Settings()  // one send for the replacement itself
        XCTAssertEqual(firstSends.sends { settings.volume = 0.4 }, 1)
        XCTAssertEqual(secondSends.sends { settings.volume = 0.5 }, 0, "a replaced shared child still forwards")
    }

    func testChildrenDoNotKeepParentsAlive() {
        let settings = Settings()
        let preview = Preview()
        let part = Part()
        weak var weakJob: Job?
        weak var weakNode: Node?
        let leaf = Node()
        do {
            let job = Job(settings: settings, preview: preview, parts: [part])
            let node = Node(kids: [leaf])
            let subscriptions = [job.objectWillChange.sink {}, node.objectWillChange.sink {}]
            let tokens = [job.observeChanges { _ in }, node.observeChanges { _ in }]
            settings.volume = 0.2
            leaf.name = "x"
            weakJob = job
            weakNode = node
            withExtendedLifetime((subscriptions, tokens)) {}
        }
        XCTAssertNil(weakJob, "a child kept its parent alive")
        XCTAssertNil(weakNode, "an array element kept its parent alive")
        // The children live on, and changing them after the parent is gone is harmless.
        settings.volume = 0.9
        preview.caption = "after"
        part.size = 7
        leaf.name = "after"
    }

    func testParentKeepsItsChildrenAlive() {
        weak var weakSettings: Settings?
        weak var weakPart: Part?
        let job: Job
        do {
            let settings = Settings()
            let part = Part()
            weakSettings = settings
            weakPart = part
            job = Job(settings: settings, parts: [part])
        }
        XCTAssertNotNil(weakSettings)
        XCTAssertNotNil(weakPart)
        withExtendedLifetime(job) {}
    }

    func testAModelThatIsItsOwnAncestorDoesNotRecurse() {
        let node = Node(name: "self")
        node.next = node
        let sends = WillChangeCounter(node.objectWillChange)
        XCTAssertEqual(sends.sends { node.name = "again" }, 1)

        let a = Node(name: "a")
        let b = Node(name: "b", kids: [a])
        a.next = b  // a -> b -> a
        let aSends = WillChangeCounter(a.objectWillChange)
        let bSends = WillChangeCounter(b.objectWillChange)
        a.name = "a2"
        XCTAssertEqual(aSends.count, 1)
        XCTAssertEqual(bSends.count, 1)
        b.name = "b2"
        XCTAssertEqual(aSends.count, 2)
        XCTAssertEqual(bSends.count, 2)

        var changes = 0
        let token = a.observeChanges { _ in changes += 1 }
        a.name = "a3"
        XCTAssertGreaterThan(changes, 0)
        XCTAssertLessThan(changes, 10, "the callbacks API recursed through the cycle")
        withExtendedLifetime(token) {}

        // Break the cycles so the nodes can go.
        node.next = nil
        a.next = nil
    }

    /// `objectWillChange` climbs like a change: each model sends once per send of a
    /// descendant, also when every model holds every model.
    func testEachModelSendsOnceInADenseGraph() {
        let nodes = (0..<8).map { Node(name: "\($0)") }
        for node in nodes { node.kids = nodes }
        let counters = nodes.map { WillChangeCounter($0.objectWillChange) }
        nodes[3].name = "x"
        XCTAssertEqual(counters.map(\.count), Array(repeating: 1, count: 8))
        for node in nodes { node.kids = [] }
    }

    /// A send that climbs through a diamond reaches its top once.
    func testADiamondSendsOnce() {
        let leaf = Node(name: "leaf")
        let left = Node(name: "left", next: leaf), right = Node(name: "right", kids: [leaf])
        let top = Node(name: "top", kids: [left, right])
        let sends = WillChangeCounter(top.objectWillChange)
        XCTAssertEqual(sends.sends { leaf.name = "x" }, 1)
    }
}
