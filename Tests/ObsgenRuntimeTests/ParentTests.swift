import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// A parent in the shape of a generated table: receives its child's changes.
final class Parent {
    let name: String
    let log: Log
    var parents: [_ObsgenParentLink<String>] = []
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
    }

    /// A link from a child to this parent at `member`.
    func link(member: Int = 0, index: Int = 0) -> _ObsgenParentLink<String> {
        _ObsgenParentLink(parent: self, member: member, index: index) { parent, index, change, climb in
            let parent = parent as! Parent
            parent.log.add("\(parent.name)[\(index)] \(change)")
            if climb.reaches(parent, member: member) {
                climb.forward(parent.parents, "\(parent.name).\(change)", owner: nil, then: nil)
            }
        }
    }
}

/// Parent links, climbs, stamps and passes.
final class ParentTests: XCTestCase {
    func testAChangeClimbsToEveryAncestorOnce() {
        let log = Log()
        let child = NSObject()
        let parent = Parent("p", log), grandparent = Parent("g", log)
        parent.parents = [grandparent.link()]
        let links = [parent.link(), parent.link(member: 1, index: 3)]
        XCTAssertFalse(_obsgenForwardAll(links, "x", from: child, nil))
        XCTAssertEqual(log.entries, ["p[0] x", "g[0] p.x", "p[3] x", "g[0] p.x"])
    }

    func testACycleEndsAtTheModelWhereTheChangeWasMade() {
        let log = Log()
        let a = Parent("a", log), b = Parent("b", log)
        a.parents = [b.link()]
        b.parents = [a.link()]
        _ = _obsgenForwardAll(a.parents, "x", from: a, nil)
        XCTAssertEqual(log.entries, ["b[0] x", "a[0] b.x"])
    }

    func testGoneParentsAreReportedAndDropped() {
        let log = Log()
        var parent: Parent? = Parent("p", log)
        var links = [parent!.link()]
        parent = nil
        XCTAssertTrue(_obsgenForwardAll(links, "x", from: NSObject(), nil))
        _obsgenDropGone(&links)
        XCTAssertTrue(links.isEmpty)
    }

    func testUnlinkClosesTheLinksOfOneMember() {
        let log = Log()
        let parent = Parent("p", log)
        var links = [parent.link(member: 0), parent.link(member: 1)]
        let taken = links
        _obsgenUnlink(&links, ObjectIdentifier(parent), member: 0, closing: true)
        XCTAssertEqual(links.map(\.member), [1])
        _ = _obsgenForwardAll(taken, "x", from: NSObject(), nil)
        XCTAssertEqual(log.entries, ["p[0] x"], "only the open link (member 1) delivers")
        XCTAssertTrue(taken[0].isClosed)
    }

    func testAddingLinksDropsGoneOnesAtTheLimit() {
        let log = Log()
        var links: [_ObsgenParentLink<String>] = []
        var limit = 8
        for _ in 0..<8 { _obsgenAddLink(&links, Parent("gone", log).link(), limit: &limit) }
        let kept = Parent("kept", log)
        _obsgenAddLink(&links, kept.link(), limit: &limit)
        XCTAssertEqual(links.count, 1)
        XCTAssertEqual(limit, 8)
    }

    /// A nested store of the same member supersedes the outer round: its pass is no longer
    /// current, and a climb carrying it stops.
    func testANestedStoreSupersedesTheRound() {
        let stamps = _ObsgenStamps(members: 2)
        let outer = stamps.start(0)
        let other = stamps.start(1)
        XCTAssertTrue(outer.isCurrent)
        let nested = stamps.start(0)
        XCTAssertFalse(outer.isCurrent)
        XCTAssertTrue(nested.isCurrent && other.isCurrent)
        XCTAssertNil(stamps.start(1, if: false))

        let log = Log()
        let parent = Parent("p", log)
        let links = [parent.link(), parent.link(member: 1)]
        _ = _obsgenForwardAll(links, "x", from: NSObject(), outer)
        XCTAssertEqual(log.entries, ["p[0] x"], "the climb stops after the first link once superseded")
    }

    /// In a `@locked` model only a store on the same thread supersedes a round.
    func testLockedStampsCountStoresPerThread() {
        let stamps = _ObsgenStamps(members: 1, locked: true)
        let outer = stamps.start(0)
        let done = DispatchSemaphore(value: 0)
        let box = StampsBox(stamps)
        // A thread of its own: `DispatchQueue.sync` may run the block on this thread.
        Thread { _ = box.stamps.start(0); done.signal() }.start()
        done.wait()
        XCTAssertTrue(outer.isCurrent, "a store on another thread is concurrent, not nested")
        _ = stamps.start(0)
        XCTAssertFalse(outer.isCurrent)
    }
}

/// Stamps handed to another thread.
final class StampsBox: @unchecked Sendable {
    let stamps: _ObsgenStamps
    init(_ stamps: _ObsgenStamps) { self.stamps = stamps }
}
