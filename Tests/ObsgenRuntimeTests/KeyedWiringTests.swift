@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_ObsgenChildCounts.rewire` for dictionary children (`children tabs: [K: M]`): the links
/// made and dropped are exactly the children that entered or left (by identity, a child
/// under several keys linked once), whatever the orders of the two dictionaries, and a
/// one-key mutation of a large dictionary calls `link`/`unlink` only for that key's children.
final class KeyedWiringTests: XCTestCase {
    private final class Child {}

    /// Counts links per child, as the parent links would.
    private struct Links {
        var counts = _ObsgenChildCounts()
        var linked: [ObjectIdentifier: Int] = [:]
        var calls = 0

        mutating func rewire(_ new: [Int: Child], _ old: [Int: Child]) {
            var linked = self.linked
            var calls = 0
            counts.rewire(new, old, link: { child, key in
                precondition(new[key] === child, "linked with the key it entered under")
                linked[ObjectIdentifier(child), default: 0] += 1
                calls += 1
            }, unlink: { linked[ObjectIdentifier($0), default: 0] -= 1; calls += 1 })
            self.linked = linked.filter { $0.value != 0 }
            self.calls = calls
        }
    }

    /// The children `dictionary` holds, each once.
    private func held(_ dictionary: [Int: Child]) -> [ObjectIdentifier: Int] {
        Dictionary(dictionary.values.map { (ObjectIdentifier($0), 1) }, uniquingKeysWith: { first, _ in first })
    }

    func testEveryMutationLeavesExactlyTheHeldChildrenLinkedOnce() {
        var generator = SystemRandomNumberGenerator()
        let pool = (0..<12).map { _ in Child() }
        for _ in 0..<300 {
            var links = Links()
            var value: [Int: Child] = [:]
            for _ in 0..<40 {
                var next = value
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: next[Int.random(in: 0..<16, using: &generator)] = pool.randomElement(using: &generator)
                case 1: next[Int.random(in: 0..<16, using: &generator)] = nil
                case 2: next.removeValue(forKey: next.keys.randomElement(using: &generator) ?? 0)
                case 3: next = Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0..<8, using: &generator)).map { ($0 * 3, pool.randomElement(using: &generator)!) })
                default: next.merge([Int.random(in: 0..<16, using: &generator): pool[0]]) { _, new in new }
                }
                links.rewire(next, value)
                value = next
                XCTAssertTrue(links.linked == held(value), "linked once: exactly the children held")
            }
        }
    }

    /// Large dictionaries rebuilt in another order, sharing most pairs: the walk goes out of
    /// step past its limit and finishes by lookups, skipping the keys it already handled.
    func testDictionariesInAnotherOrderFinishByLookups() {
        var generator = SystemRandomNumberGenerator()
        let pool = (0..<40).map { _ in Child() }
        var links = Links()
        var value: [Int: Child] = [:]
        for _ in 0..<200 {
            var pairs = value.map { ($0.key, $0.value) }
            pairs.removeLast(Swift.min(pairs.count, Int.random(in: 0..<20, using: &generator)))
            pairs = pairs.map { pair in Int.random(in: 0..<3, using: &generator) == 0 ? (pair.0, pool.randomElement(using: &generator)!) : pair }
            for _ in 0..<Int.random(in: 0..<60, using: &generator) {
                pairs.append((Int.random(in: 0..<400, using: &generator), pool.randomElement(using: &generator)!))
            }
            pairs.shuffle(using: &generator)
            var next: [Int: Child] = [:]
            for (key, child) in pairs { next[key] = child }
            links.rewire(next, value)
            value = next
            XCTAssertTrue(links.linked == held(value), "linked once: exactly the children held")
        }
    }

    func testAOneKeyMutationOfALargeDictionaryLinksAndUnlinksOnlyThatKey() {
        var value = Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0, Child()) })
        var links = Links()
        links.rewire(value, [:])
        XCTAssertEqual(links.calls, 10_000)
        for (step, key) in [17, 4_242, 9_999].enumerated() {
            var next = value
            switch step {
            case 0: next[key] = Child()       // replace: one link, one unlink
            case 1: next[key] = nil           // remove: one unlink
            default: next[20_000] = Child()   // add: one link
            }
            links.rewire(next, value)
            XCTAssertEqual(links.calls, step == 0 ? 2 : 1, "step \(step)")
            value = next
            XCTAssertTrue(links.linked == held(value), "linked once: exactly the children held")
        }
    }

    func testSameChildrenComparesInstancesUnderKeys() {
        let a = Child(), b = Child()
        XCTAssertTrue(_obsgenSameChildren([1: a, 2: b], [2: b, 1: a]))
        XCTAssertFalse(_obsgenSameChildren([1: a, 2: b], [1: b, 2: a]))
        XCTAssertFalse(_obsgenSameChildren([1: a], [1: a, 2: b]))
        var copy = [1: a, 2: b]
        let original = copy
        copy[2] = Child()
        XCTAssertFalse(_obsgenSameChildren(copy, original))
    }

    func testKeyLooksUnderTheLinkedKeyFirstThenScans() {
        let a = Child(), b = Child()
        XCTAssertEqual(_obsgenKey(of: ObjectIdentifier(b), in: [1: a, 2: b, 3: b], linkedAt: 3), 3)
        XCTAssertEqual(_obsgenKey(of: ObjectIdentifier(b), in: [1: a, 2: b], linkedAt: 1), 2, "moved to another key")
        XCTAssertNil(_obsgenKey(of: ObjectIdentifier(b), in: [1: a], linkedAt: 2))
    }
}
