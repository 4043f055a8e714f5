@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_ObsgenHeldChildren`: the forwarding of a children array that compares the array with its
/// own copy instead of an old value, so that the array's mutations stay in place.
final class HeldChildrenTests: XCTestCase {
    private final class Child {}

    /// Follows `children` and returns the children linked and unlinked.
    private func follow(_ held: _ObsgenHeldChildren<Child>, _ children: [Child]) -> (linked: [Child], unlinked: [Child]) {
        var linked: [Child] = [], unlinked: [Child] = []
        held.follow(children, link: { linked.append($0) }, unlink: { unlinked.append($0) })
        return (linked, unlinked)
    }

    func testEveryEditLinksWhatEnteredUnlinksWhatLeftAndHoldsTheArray() {
        for size in [0, 1, 63, 64, 65, 130] {
            for position in Set([0, size / 2, size]) {
                let held = _ObsgenHeldChildren<Child>()
                var children = (0..<size).map { _ in Child() }
                XCTAssertEqual(follow(held, children).linked.count, size)
                let added = Child()
                children.insert(added, at: position)
                var (linked, unlinked) = follow(held, children)
                XCTAssertTrue(linked.count == 1 && linked[0] === added && unlinked.isEmpty, "insert at \(position) of \(size)")
                XCTAssertTrue(held.held.elementsEqual(children, by: ===))
                let removed = children.remove(at: position)
                (linked, unlinked) = follow(held, children)
                XCTAssertTrue(linked.isEmpty && unlinked.count == 1 && unlinked[0] === removed, "remove at \(position) of \(size)")
                XCTAssertTrue(held.held.elementsEqual(children, by: ===))
                children.reverse()
                (linked, unlinked) = follow(held, children)
                XCTAssertTrue(linked.isEmpty && unlinked.isEmpty, "a child that only moved keeps its link")
                XCTAssertTrue(held.held.elementsEqual(children, by: ===))
            }
        }
    }

    func testAChildHeldTwiceIsLinkedOnceAndUnlinkedWithItsLastOccurrence() {
        let held = _ObsgenHeldChildren<Child>()
        let twice = Child(), other = Child()
        XCTAssertEqual(follow(held, [twice, other, twice]).linked.count, 2)
        XCTAssertTrue(follow(held, [twice, other]).unlinked.isEmpty)
        let (linked, unlinked) = follow(held, [other])
        XCTAssertTrue(linked.isEmpty && unlinked.count == 1 && unlinked[0] === twice)
    }

    /// The children are held here too: one that left is alive when it is unlinked, so a child
    /// made in the same mutation cannot take its address and pass for it.
    func testAChildThatLeftIsUnlinkedEvenIfOneMadeInTheSameMutationTakesItsPlace() {
        let held = _ObsgenHeldChildren<Child>()
        var children = [Child()]
        weak let first = children[0]
        _ = follow(held, children)
        children.removeLast()
        children.append(Child())
        XCTAssertNotNil(first, "kept alive by the held copy")
        do {
            let (linked, unlinked) = follow(held, children)
            XCTAssertTrue(linked.count == 1 && linked[0] === children[0])
            XCTAssertTrue(unlinked.count == 1 && unlinked[0] === first)
        }
        XCTAssertNil(first, "released once it left")
    }

    /// The held copy never shares the member's buffer: a mutation of the member after a
    /// follow stays in place.
    func testTheHeldCopyIsABufferOfItsOwn() {
        let held = _ObsgenHeldChildren<Child>()
        var children = (0..<8).map { _ in Child() }
        children.reserveCapacity(100)
        _ = follow(held, children)
        let before = children.withUnsafeBufferPointer { $0.baseAddress }
        XCTAssertNotEqual(held.held.withUnsafeBufferPointer { $0.baseAddress }, before)
        children.append(Child())
        XCTAssertEqual(children.withUnsafeBufferPointer { $0.baseAddress }, before, "in place")
    }
}
