import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// A change made inside an `objectWillChange` subscriber is a change like any other and is
/// signalled, as OpenCombine's own `ObservableObject` does (two changes, two sends). Only the
/// echo of a model's own send that comes back to it through its children (a model that is its
/// own ancestor) is dropped, so those cycles still terminate.
final class NestedChangeTests: XCTestCase {
    /// What OpenCombine does without obsgen: a hand-written `ObservableObject`.
    final class HandWritten: ObservableObject {
        @Published var count = 0
        @Published var flag = false
    }

    /// Subscribes to `publisher`, running `nested` inside the first send only; returns the
    /// number of sends `action` caused.
    func sends(of publisher: ObservableObjectPublisher, nested: @escaping () -> Void, during action: () -> Void) -> Int {
        var sends = 0
        let subscription = publisher.sink { _ in
            sends += 1
            if sends == 1 { nested() }
        }
        action()
        withExtendedLifetime(subscription) {}
        return sends
    }

    func testAChangeMadeInsideASubscriberIsSignalledAsOpenCombineDoes() {
        let reference = HandWritten()
        let referenceSends = sends(of: reference.objectWillChange, nested: { reference.flag = true }) { reference.count = 1 }
        XCTAssertEqual(referenceSends, 2, "OpenCombine's own ObservableObject")

        let counter = Counter()
        XCTAssertEqual(sends(of: counter.objectWillChange, nested: { counter.flag = true }) { counter.count = 1 }, referenceSends)
        XCTAssertTrue(counter.flag)
        XCTAssertEqual(sends(of: counter.objectWillChange, nested: { counter.count = 7 }) { counter.count = 2 }, 2, "the same member")
        XCTAssertEqual(counter.count, 2, "the outer assignment stores last")
    }

    func testAChildChangedInsideItsParentsSubscriberIsSignalled() {
        let job = Job(parts: [Part()])
        XCTAssertEqual(sends(of: job.objectWillChange, nested: { job.settings.volume = 0.9 }) { job.progress = (1, 100) }, 2)
        XCTAssertEqual(job.settings.volume, 0.9)
        XCTAssertEqual(
            sends(of: job.objectWillChange, nested: { job.settings.volume = 0.1 }) { job.settings.volume = 0.7 }, 2,
            "the child that is already forwarding changes again")
        XCTAssertEqual(sends(of: job.objectWillChange, nested: { job.parts[0].size = 3 }) { job.parts.append(Part()) }, 2)
    }

    func testAModelThatIsItsOwnAncestorStillTerminatesAndSignalsNestedChanges() {
        let node = Node(name: "self")
        node.next = node
        XCTAssertEqual(sends(of: node.objectWillChange, nested: { node.name = "nested" }) { node.name = "outer" }, 2)

        let a = Node(name: "a")
        let b = Node(name: "b", kids: [a])
        a.next = b  // a -> b -> a
        let aSends = WillChangeCounter(a.objectWillChange)
        XCTAssertEqual(sends(of: b.objectWillChange, nested: { a.name = "nested" }) { a.name = "outer" }, 2)
        XCTAssertEqual(aSends.count, 2, "each change reaches a once, through the cycle too")

        // Break the cycles so the nodes can go.
        node.next = nil
        a.next = nil
    }

    /// A send made by hand on a child's `objectWillChange` still reaches its parents once, and
    /// does not come back to a model that is its own ancestor.
    func testASendMadeByHandIsForwardedOnce() {
        let job = Job(parts: [Part()])
        let jobSends = WillChangeCounter(job.objectWillChange)
        job.settings.objectWillChange.send()
        job.parts[0].objectWillChange.send()
        XCTAssertEqual(jobSends.count, 2)

        let a = Node(name: "a")
        let b = Node(name: "b", kids: [a])
        a.next = b  // a -> b -> a
        let aSends = WillChangeCounter(a.objectWillChange)
        let bSends = WillChangeCounter(b.objectWillChange)
        a.objectWillChange.send()
        XCTAssertEqual(aSends.count, 1)
        XCTAssertEqual(bSends.count, 1)
        a.next = nil
    }
}
