import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// SPEC §3 combine, the cases ObjectWillChangeTests and ChildForwardingTests leave out:
/// `objectWillChange` is one publisher per model, sent before the value changes for every
/// kind of member (read inside the send: still the old value), children forward from `init`
/// whatever the initializer was given, an element replaced through the array's subscript
/// stops forwarding, and `@distinct` children forward only real changes.
final class WillChangeTimingTests: XCTestCase {
    /// The reason the class declares its own `objectWillChange`: a synthesised one would hand
    /// out a new publisher on every access, and forwarding to it would reach nobody.
    func testObjectWillChangeIsOnePublisherPerModel() {
        let job = Job()
        XCTAssertTrue(job.objectWillChange === job.objectWillChange)
        XCTAssertTrue(job.settings.objectWillChange === job.settings.objectWillChange)
        XCTAssertFalse(job.objectWillChange === Job().objectWillChange)
    }

    func testSentBeforeTheValueChangesForEveryKindOfMember() {
        let job = Job(preview: Preview(caption: "p0"), parts: [Part(size: 1)])
        let settings = job.settings
        let log = Log()
        let sends = WillChangeCounter(job.objectWillChange) {
            log.append("progress=\(job.progress.0) same settings=\(job.settings === settings) "
                + "caption=\(job.preview?.caption ?? "nil") parts=\(job.parts.count) size=\(job.parts.first?.size ?? -1)")
        }
        job.progress = (5, 100)
        job.settings = Settings()
        job.preview?.caption = "p1"
        job.preview = nil
        job.parts.append(Part())
        job.parts[0].size = 2
        XCTAssertEqual(log.entries, [
            "progress=0 same settings=true caption=p0 parts=1 size=1",    // progress
            "progress=5 same settings=true caption=p0 parts=1 size=1",    // settings replaced
            "progress=5 same settings=false caption=p0 parts=1 size=1",   // through the optional child
            "progress=5 same settings=false caption=p1 parts=1 size=1",   // preview -> nil
            "progress=5 same settings=false caption=nil parts=1 size=1",  // parts.append
            "progress=5 same settings=false caption=nil parts=2 size=1",  // through an element
        ])
        XCTAssertEqual(sends.count, 6)
    }

    func testChildrenGivenToInitForward() {
        let settings = Settings()
        let preview = Preview()
        let part = Part()
        let job = Job(settings: settings, preview: preview, parts: [part])
        let jobSends = WillChangeCounter(job.objectWillChange)
        XCTAssertEqual(jobSends.sends { settings.volume = 0.9 }, 1, "a child given to init")
        XCTAssertEqual(jobSends.sends { preview.caption = "x" }, 1, "an optional child given to init")
        XCTAssertEqual(jobSends.sends { part.size = 3 }, 1, "an element given to init")

        let leaf = Node(name: "leaf")
        let root = Node(kids: [Node(kids: [leaf])])
        let rootSends = WillChangeCounter(root.objectWillChange)
        XCTAssertEqual(rootSends.sends { leaf.name = "changed" }, 1, "two levels of arrays given to init")
        XCTAssertEqual(rootSends.sends { root.kids[0].kids = [] }, 1)
        XCTAssertEqual(rootSends.sends { leaf.name = "gone" }, 0, "removed two levels down")
    }

    func testElementReplacedThroughTheSubscriptStopsForwarding() {
        let job = Job(parts: [Part(), Part()])
        let sends = WillChangeCounter(job.objectWillChange)
        let old = job.parts[0]
        let new = Part()
        XCTAssertEqual(sends.sends { job.parts[0] = new }, 1)
        XCTAssertEqual(sends.sends { old.size = 1 }, 0, "the replaced element still forwards")
        XCTAssertEqual(sends.sends { new.size = 1 }, 1)
        XCTAssertEqual(sends.sends { job.parts.swapAt(0, 1) }, 1)
        XCTAssertEqual(sends.sends { new.size = 2 }, 1, "a moved element forwards once")

        let preview = Preview()
        let replacement = Preview()
        job.preview = preview
        XCTAssertEqual(sends.sends { job.preview = replacement }, 1)
        XCTAssertEqual(sends.sends { preview.caption = "old" }, 0, "the replaced optional child still forwards")
        XCTAssertEqual(sends.sends { replacement.caption = "new" }, 1)
    }

    func testDistinctChildForwardsOnlyRealChangesAndOneSendPerChange() {
        let job = Job()
        let sends = WillChangeCounter(job.objectWillChange)
        XCTAssertEqual(sends.sends { job.settings.volume = 0.5 }, 0, "@distinct Settings: an equal value is no change")
        // One send, although `volume`, the parent's `settings` change and `loud` all change.
        XCTAssertEqual(sends.sends { job.settings.volume = 0.9 }, 1)
        XCTAssertTrue(job.loud)
    }
}
