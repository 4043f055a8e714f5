import Foundation
import XCTest
@testable import ModifiersIsolationModels

/// SPEC §6 `@ignored` and `weak` in a `@locked` and a `@MainActor` model
/// (Fixtures/Golden/modifiers-isolation, callbacks style): stored and assignable (under the
/// lock, from any thread, for `@locked`), never observed, no derived recompute; a `weak`
/// member does not keep its object. Each `switch` names every `Change` case with no
/// `default`: it compiles only while the unobserved members have no case. (The observed
/// members here are `private(set)`/`private`, so no test can assign them.)
final class IgnoredIsolationTests: XCTestCase {
    func testALockedModelsIgnoredAndWeakMembersNotifyNobody() {
        let counter = Counter(count: 3, label: "a")
        let seen = Changes()
        let token = counter.observeChanges { change in
            switch change {
            case .count: seen.add("count")
            case .limit: seen.add("limit")
            case .isFull: seen.add("isFull")
            }
        }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<50 { counter.label = "\(worker).\(step)"; _ = counter.label }
        }
        var owner: NSObject? = NSObject()
        counter.owner = owner
        XCTAssertTrue(counter.owner === owner)
        owner = nil
        XCTAssertNil(counter.owner, "the model holds it weakly")
        XCTAssertEqual(seen.values, [], "no observer sees an @ignored or weak assignment")
        XCTAssertTrue(counter.label.hasSuffix(".49"))
        token.cancel()
    }

    /// `async`, as in `MainActorReentrancyTests`: Linux test discovery lists a synchronous
    /// `@MainActor` test with the class's other tests and fails to compile.
    @MainActor
    func testAMainActorModelsIgnoredAndWeakMembersNotifyNobody() async {
        let panel = Panel(lastTap: 1)
        var seen: [String] = []
        let token = panel.observeChanges { change in
            switch change {
            case .isOpen: seen.append("isOpen")
            case .width: seen.append("width")
            }
        }
        panel.lastTap = 2
        var host: NSObject? = NSObject()
        panel.host = host
        XCTAssertTrue(panel.host === host)
        host = nil
        XCTAssertNil(panel.host, "the model holds it weakly")
        XCTAssertEqual(panel.lastTap, 2)
        XCTAssertEqual(seen, [], "no observer sees an @ignored or weak assignment")
        token.cancel()
    }
}

/// Change names collected from observer callbacks, which run on the writing thread.
private final class Changes: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ value: String) { lock.withLock { list.append(value) } }
    var values: [String] { lock.withLock { list } }
}
