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

    /// A child that left is released after `held` is up to date, so its `deinit` (the app's
    /// code) may change the member again and follow it.
    func testADeinitOfAChildThatLeftMayFollowAgain() {
        final class Reentrant {
            var onDeinit: () -> Void = {}
            deinit { onDeinit() }
        }
        let held = _ObsgenHeldChildren<Reentrant>()
        var member = [Reentrant()]
        let late = Reentrant()
        held.follow(member, link: { _ in }, unlink: { _ in })
        member[0].onDeinit = {
            member.append(late)
            held.follow(member, link: { _ in }, unlink: { _ in })
        }
        member.removeAll()
        held.follow(member, link: { _ in }, unlink: { _ in })
        XCTAssertTrue(member.count == 1 && member[0] === late)
        XCTAssertTrue(held.held.elementsEqual(member, by: ===))
    }

    /// Random edits around the block size (the whole-range and block comparisons as bytes),
    /// checked against a diff made by counting: what is linked is exactly what is held, and
    /// `follow` and `rewire` agree on every pair.
    func testRandomEditsMatchADiffByCounting() {
        var state: UInt64 = 42
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let pool = (0..<300).map { _ in Child() }
        for round in 0..<1_500 {
            let held = _ObsgenHeldChildren<Child>()
            var linked = Set<ObjectIdentifier>()
            let size = [0, 1, 2, 63, 64, 65, 127, 128, 129, 200][random(10)]
            var children = (0..<size).map { _ in pool[random(pool.count)] }
            held.follow(children, link: { linked.insert(ObjectIdentifier($0)) }, unlink: { linked.remove(ObjectIdentifier($0)) })
            for _ in 0..<4 {
                let old = children
                switch random(6) {
                case 0: children.insert(pool[random(pool.count)], at: random(children.count + 1))
                case 1: if !children.isEmpty { children.remove(at: random(children.count)) }
                case 2: if !children.isEmpty { children[random(children.count)] = pool[random(pool.count)] }
                case 3: if children.count > 1 { children.swapAt(random(children.count), random(children.count)) }
                case 4: children.append(pool[random(pool.count)])
                default: if !children.isEmpty { children.removeLast(random(children.count) + 1) }
                }
                let step = follow(held, children)
                for child in step.linked { XCTAssertTrue(linked.insert(ObjectIdentifier(child)).inserted, "linked twice, round \(round)") }
                for child in step.unlinked { XCTAssertNotNil(linked.remove(ObjectIdentifier(child)), "unlinked twice, round \(round)") }
                XCTAssertEqual(linked, Set(children.map(ObjectIdentifier.init)), "round \(round), size \(size)")
                XCTAssertTrue(held.held.elementsEqual(children, by: ===), "round \(round)")
                var counts = _ObsgenChildCounts()
                for child in old { _ = counts.enter(child) }
                var rewired = (linked: 0, unlinked: 0)
                counts.rewire(children, old, link: { _ in rewired.linked += 1 }, unlink: { _ in rewired.unlinked += 1 })
                XCTAssertEqual(rewired.linked, step.linked.count, "round \(round)")
                XCTAssertEqual(rewired.unlinked, step.unlinked.count, "round \(round)")
            }
        }
    }
}
