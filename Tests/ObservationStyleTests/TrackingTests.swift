import Foundation
import Observation
import XCTest
@testable import BehaviourObservationModels

/// SPEC §3 observation: `withObservationTracking` sees reads of stored properties, children,
/// children arrays, through a child its own members, and derived values through what they
/// read; a member that was not read does not fire. (`onChange` fires at most once per
/// tracking round, so each check starts a new round.)
final class TrackingTests: XCTestCase {
    func testConformsToObservable() {
        func isObservable(_ model: Any) -> Bool { model is any Observable }
        XCTAssertTrue(isObservable(Counter()))
        XCTAssertTrue(isObservable(Job()))
        XCTAssertTrue(isObservable(Node()))
    }

    func testStoredPropertyReadFiresOnceWhenAssigned() {
        let counter = Counter()
        let round = track { _ = counter.count }
        XCTAssertEqual(round.fired, 0, "reading is not a change")
        counter.count = 1
        XCTAssertEqual(round.fired, 1)
        counter.count = 2
        XCTAssertEqual(round.fired, 1, "onChange is one-shot per round")

        let items = track { _ = counter.items }
        counter.items.append(3)
        XCTAssertEqual(items.fired, 1, "an in-place mutation is an assignment")
    }

    func testAMemberThatWasNotReadDoesNotFire() {
        let counter = Counter()
        let round = track { _ = counter.count }
        counter.flag = true
        counter.label = "x"
        counter.items = [1]
        counter.post(.reset)
        XCTAssertEqual(round.fired, 0, "only count was read")
        counter.count = 5
        XCTAssertEqual(round.fired, 1)

        // Tracked per instance: another Counter's count is another member.
        let other = Counter()
        let otherRound = track { _ = other.count }
        counter.count = 6
        XCTAssertEqual(otherRound.fired, 0)
    }

    func testChildAndThroughTheChildItsOwnMembers() {
        let job = Job()
        let childOnly = track { _ = job.settings }
        job.settings.volume = 0.9
        XCTAssertEqual(childOnly.fired, 0, "reading the child reference does not read its members")

        let throughChild = track { _ = job.settings.volume }
        job.settings.muted = true
        XCTAssertEqual(throughChild.fired, 0, "muted was not read")
        job.settings.volume = 0.1
        XCTAssertEqual(throughChild.fired, 1, "job.settings.volume read, then assigned")

        let replaced = track { _ = job.settings.volume }
        job.settings = Settings(volume: 0.1)
        XCTAssertEqual(replaced.fired, 1, "replacing the child fires a read through it")
        XCTAssertEqual(childOnly.fired, 1, "replacing the child fires a read of the child")
    }

    func testAReplacedChildIsNoLongerTracked() {
        let job = Job()
        let old = job.settings
        job.settings = Settings()
        let round = track { _ = job.settings.volume }
        old.volume = 0.9
        XCTAssertEqual(round.fired, 0, "the replaced child is not what was read")
        job.settings.volume = 0.9
        XCTAssertEqual(round.fired, 1)
    }

    func testOptionalChild() {
        let job = Job()
        let empty = track { _ = job.preview?.caption }
        job.preview = Preview()
        XCTAssertEqual(empty.fired, 1, "nil -> a child")

        let caption = track { _ = job.preview?.caption }
        job.preview?.caption = "x"
        XCTAssertEqual(caption.fired, 1, "through the optional child")

        let removed = track { _ = job.preview }
        job.preview = nil
        XCTAssertEqual(removed.fired, 1, "a child -> nil")
    }

    func testChildrenArrayAndItsElements() {
        let job = Job(parts: [Part(), Part()])
        let array = track { _ = job.parts.count }
        job.parts[1].size = 4
        XCTAssertEqual(array.fired, 0, "an element's member was not read")
        job.parts.append(Part())
        XCTAssertEqual(array.fired, 1, "the array was mutated")

        let element = track { _ = job.parts[1].size }
        job.parts[0].size = 1
        XCTAssertEqual(element.fired, 0, "another element's member was not read")
        job.parts[1].size = 5
        XCTAssertEqual(element.fired, 1, "through the element")

        let removal = track { _ = job.parts }
        let removed = job.parts.remove(at: 0)
        XCTAssertEqual(removal.fired, 1)
        let afterRemoval = track { _ = job.parts.map(\.size) }
        removed.size = 9
        XCTAssertEqual(afterRemoval.fired, 0, "a removed element is not read any more")
    }

    func testRecursiveChildrenAndKeywordMembers() {
        let leaf = Node(name: "leaf")
        let root = Node(name: "root", kids: [Node(name: "middle", next: leaf)])
        let round = track { _ = root.kids.first?.next?.name }
        root.name = "renamed"
        XCTAssertEqual(round.fired, 0)
        leaf.name = "changed"
        XCTAssertEqual(round.fired, 1, "two levels down")

        let keywords = Keywords()
        let next = track { _ = keywords.next }
        keywords.`class` = "c"
        XCTAssertEqual(next.fired, 0)
        keywords.`default` = 2
        XCTAssertEqual(next.fired, 1, "`next` reads `default`")
    }

    func testDerivedValuesAreTrackedThroughWhatTheyRead() {
        let job = Job(parts: [Part(size: 1)])
        let isDone = track { _ = job.isDone }
        job.settings.volume = 0.9
        XCTAssertEqual(isDone.fired, 0, "isDone does not read settings")
        job.progress = (100, 100)
        XCTAssertEqual(isDone.fired, 1)

        let loud = track { _ = job.loud }
        job.settings.volume = 0.95
        XCTAssertEqual(loud.fired, 1, "loud reads self.settings.volume")

        let total = track { _ = job.totalSize }
        job.parts[0].size = 2
        XCTAssertEqual(total.fired, 1, "totalSize reads every part's size")

        let counter = Counter()
        let summary = track { _ = counter.summary }
        counter.flag = true
        XCTAssertEqual(summary.fired, 0)
        counter.count = 3
        XCTAssertEqual(summary.fired, 1, "summary reads doubled, which reads count")
    }

    /// Observation tracks the reads, not the derived value: assigning an input fires a round
    /// that read the derived value even when that value stays the same (as with a computed
    /// property of an `@Observable` class), while `observeIsBig` only runs when it changed.
    func testADerivedRoundFiresOnAnInputChangeTheCallbackSkips() {
        let counter = Counter()
        var isBigCalls = 0
        let token = counter.observeIsBig { _, _ in isBigCalls += 1 }
        let round = track { _ = counter.isBig }
        counter.count = 1
        XCTAssertEqual(round.fired, 1)
        XCTAssertEqual(isBigCalls, 0, "isBig is still false")
        withExtendedLifetime(token) {}
    }

    func testOnChangeRunsOnTheAssigningThread() {
        let counter = Counter()
        let round = track({ _ = counter.count }, note: { Thread.current.name ?? "unnamed" })
        let model = Unchecked(counter)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.current.name = "assigner"
            model.value.count = 1
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(round.notes, ["assigner"], "synchronously, inside the assignment")
    }
}
