import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// How a change climbs from a child to its ancestors (docs/generated-api.md, "Further
/// rules"): along the links the child has when the climb passes it, each model once, without
/// recursion, and without keeping the links of parents that are gone.
final class ClimbTests: XCTestCase {
    // MARK: A link unlinked under the climb does not deliver

    func testParentWhoseSharedChildIsReplacedMidClimbDoesNotHearIt() {
        let shared = Settings()
        let first = Job(settings: shared), second = Job(settings: shared)
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        first.observeChanges { [unowned second] change in
            if case .settings(.changed) = change { second.settings = Settings() }
        }.store(in: &tokens)
        second.observeChanges { change in log.append(StoreAndOrderTests.describe(change)) }.store(in: &tokens)
        shared.volume = 0.2
        XCTAssertEqual(log.entries, ["settings replaced"], "the second job no longer holds the child when the change reaches it")
    }

    func testIndexReportedIsWhereTheChildIsWhenTheArrayChangesMidClimb() {
        let part = Part()
        let first = Job(parts: [part])
        let second = Job(parts: [part, Part(), part])
        let wrong = Log<String>()
        let heard = Log<String>()
        var tokens = Set<ObservationToken>()
        first.observeChanges { [unowned second] change in
            if case .parts(.changed) = change, second.parts.count == 3 { second.parts.removeFirst() }
        }.store(in: &tokens)
        second.observeChanges { [unowned second] change in
            switch change {
            case .parts(.changed(let index, _)):
                heard.append("changed at \(index)")
                if !(index < second.parts.count && second.parts[index] === part) { wrong.append("index \(index) of \(second.parts.count)") }
            case .parts(.replaced): heard.append("replaced")
            default: break
            }
        }.store(in: &tokens)
        part.size = 1
        // The array changed under the climb, but still holds the child (one of its two
        // occurrences left): its link stays, and the change arrives with the child's position
        // when it arrives, 1 (the index is found then, not stored in the link).
        XCTAssertEqual(heard.entries, ["replaced", "changed at 1"])
        part.size = 2
        XCTAssertEqual(heard.entries, ["replaced", "changed at 1", "changed at 1"])
        XCTAssertEqual(wrong.entries, [], "a reported index must be a position of the child")
    }

    // MARK: Each model hears one change once

    func testAModelReachedThroughTwoPathsHearsAChangeOnce() {
        let leaf = Node(name: "leaf")
        let left = Node(name: "left", next: leaf), right = Node(name: "right", kids: [leaf])
        let top = Node(name: "top", kids: [left, right])
        let log = Log<String>()
        let token = top.observeChanges { change in log.append(LifetimeTests.describe(change)) }
        leaf.name = "x"
        XCTAssertEqual(log.entries, ["kids[0].next.name x"], "the first path in delivery order, only")
        _ = token
    }

    /// Each member hears a climb once, not each model: a model that holds the same child
    /// through two members recomputes the derived values of both, whichever link is first.
    func testAChildHeldThroughTwoMembersMovesTheDerivedValueOfEach() {
        let part = Part(size: 1)
        let shelf = Shelf(front: part)
        let log = Log<String>()
        let token = shelf.observeTotal { new, old in log.append("total \(new) \(old)") }
        shelf.parts = [part]   // linked after `front`: the climb reaches the shelf through `front` first
        part.size = 5
        XCTAssertEqual(shelf.total, 5)
        XCTAssertEqual(log.entries, ["total 1 0", "total 5 1"])
        _ = token
    }

    func testEachModelHearsAChangeOnceInADenseCycle() {
        let nodes = (0..<8).map { Node(name: "\($0)") }
        for node in nodes { node.kids = nodes }
        let heard = Log<Int>()
        var tokens = Set<ObservationToken>()
        for (number, node) in nodes.enumerated() {
            node.observeChanges { _ in heard.append(number) }.store(in: &tokens)
        }
        nodes[3].name = "x"
        XCTAssertEqual(heard.count, 8, "every node holds every node: each hears the change once")
        XCTAssertEqual(Set(heard.entries), Set(0..<8))
        for node in nodes { node.kids = [] }
    }

    /// A job's derived value that a part's change moves is the job's own change: it climbs
    /// to the board after the part's change has climbed there.
    func testAnAncestorsDerivedChangeClimbsAfterTheChildsChange() {
        let part = Part()
        let board = Board(jobs: [Job(parts: [part])])
        let log = Log<String>()
        let token = board.observeChanges { change in
            guard case .jobs(.changed(let index, let inner)) = change else { return log.append("other") }
            log.append("jobs[\(index)].\(StoreAndOrderTests.describe(inner))")
        }
        part.size = 5
        XCTAssertEqual(log.entries, ["jobs[0].parts[0].size 5", "jobs[0].totalSize 5"])
        _ = token
    }

    // MARK: No recursion per level

    func testADeepChainClimbsOnA512KiBThread() {
        let depth = 10_000
        let heard = Log<Int>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let nodes = (0..<depth).map { Node(name: "\($0)") }
            // Linked from the leaf up, so that no link is made under an ancestor (in the
            // combine style each link sends `objectWillChange` to every ancestor).
            for index in (0..<(depth - 1)).reversed() { nodes[index].next = nodes[index + 1] }
            var tokens: [ObservationToken] = []
            // Observed from the leaf up, so that no first observation links a long chain.
            for node in nodes.reversed() { tokens.append(node.observeChanges { _ in heard.append(1) }) }
            tokens.append(nodes[0].observeChanges { change in
                var levels = 0
                var inner = change
                while case .next(.changed(let next)) = inner { levels += 1; inner = next }
                heard.append(levels)
            })
            nodes[depth - 1].name = "leaf"
            tokens.removeAll()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(heard.count, depth + 1, "every level hears the change once")
        XCTAssertEqual(heard.entries.last, depth - 1, "the root hears it through every level")
    }

    func testADeepChainObservedFromItsRootIsLinkedOnA512KiBThread() {
        let depth = 10_000
        let heard = Log<Int>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let nodes = (0..<depth).map { Node(name: "\($0)") }
            for index in (0..<(depth - 1)).reversed() { nodes[index].next = nodes[index + 1] }
            // The first observation links the whole chain below the root.
            let token = nodes[0].observeChanges { change in
                var levels = 0
                var inner = change
                while case .next(.changed(let next)) = inner { levels += 1; inner = next }
                heard.append(levels)
            }
            nodes[depth - 1].name = "leaf"
            token.cancel()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(heard.entries, [depth - 1], "the root hears the leaf's change through every level")
    }

    // MARK: Links of parents that are gone

    func testLinksOfDeadParentsDoNotPileUp() {
        let shared = Settings()
        let keeper = Job(settings: shared)
        let log = Log<String>()
        let token = keeper.observeChanges { change in log.append(StoreAndOrderTests.describe(change)) }
        for _ in 0..<1_000 {
            let job = Job(settings: shared)
            let linking = job.observeChanges { _ in }   // links `shared` to the short-lived job
            _ = linking
        }
        XCTAssertLessThanOrEqual(Self.parentLinkCount(of: shared) ?? .max, 16, "links to gone parents are compacted as links are added")
        shared.volume = 0.3
        XCTAssertEqual(log.entries, ["settings.volume 0.3"])
        _ = token
    }

    /// The number of parent links `model` holds, read through reflection of its table's core
    /// (`_ObsgenCore.parents`).
    static func parentLinkCount(of model: AnyObject) -> Int? {
        guard let field = Mirror(reflecting: model).children.first(where: { $0.label == "_obsgenTable" }),
              let table = Mirror(reflecting: field.value).children.first?.value,
              let core = Mirror(reflecting: table).children.first(where: { $0.label == "_obsgenCore" }),
              let parents = Mirror(reflecting: core.value).children.first(where: { $0.label == "parents" })
        else { return nil }
        return Mirror(reflecting: parents.value).children.count
    }
}
