@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_ObsgenChildCounts.rewire` and `_obsgenSameChildren` for children arrays: old and new are
/// compared from both ends in blocks of references compared as bytes, then one by one, so a
/// change anywhere — inside a block, on a block's edge, in a short array — is found, and only
/// the children that entered or left are linked or unlinked.
final class ArrayWiringTests: XCTestCase {
    private final class Child {}

    /// Rewires `old` to `new` from `counts` and returns the children linked and unlinked.
    private func rewire(_ counts: inout _ObsgenChildCounts, _ new: [Child], _ old: [Child]) -> (linked: [Child], unlinked: [Child]) {
        var linked: [Child] = [], unlinked: [Child] = []
        counts.rewire(new, old, link: { linked.append($0) }, unlink: { unlinked.append($0) })
        return (linked, unlinked)
    }

    func testEveryPositionAndSizeLinksExactlyWhatEnteredAndUnlinksWhatLeft() {
        for size in [0, 1, 63, 64, 65, 127, 128, 200] {
            let old = (0..<size).map { _ in Child() }
            var positions = Set([0, 1, 62, 63, 64, 65, 127, 128, size / 2, size - 1, size])
            positions = positions.filter { $0 >= 0 && $0 <= size }
            for position in positions {
                var counts = _ObsgenChildCounts()
                _ = rewire(&counts, old, [])
                let added = Child()
                var inserted = old
                inserted.insert(added, at: position)
                let (linked, unlinked) = rewire(&counts, inserted, old)
                XCTAssertTrue(linked.count == 1 && linked[0] === added, "insert at \(position) of \(size)")
                XCTAssertTrue(unlinked.isEmpty, "insert at \(position) of \(size)")
                XCTAssertFalse(_obsgenSameChildren(inserted, old))
                guard position < size else { continue }
                var replaced = old
                replaced[position] = added
                var fresh = _ObsgenChildCounts()
                _ = rewire(&fresh, old, [])
                let (linkedAgain, unlinkedAgain) = rewire(&fresh, replaced, old)
                XCTAssertTrue(linkedAgain.count == 1 && linkedAgain[0] === added, "replace at \(position) of \(size)")
                XCTAssertTrue(unlinkedAgain.count == 1 && unlinkedAgain[0] === old[position], "replace at \(position) of \(size)")
                XCTAssertFalse(_obsgenSameChildren(replaced, old), "replace at \(position) of \(size)")
            }
            XCTAssertTrue(_obsgenSameChildren(old, Array(old)))
        }
    }

    func testAChildThatOnlyMovedKeepsItsLink() {
        let children = (0..<150).map { _ in Child() }
        var counts = _ObsgenChildCounts()
        _ = rewire(&counts, children, [])
        var swapped = children
        swapped.swapAt(3, 140)
        let (linked, unlinked) = rewire(&counts, swapped, children)
        XCTAssertTrue(linked.isEmpty)
        XCTAssertTrue(unlinked.isEmpty)
        XCTAssertFalse(_obsgenSameChildren(swapped, children))
    }
}
