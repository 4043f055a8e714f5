import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// Dictionary children (SPEC §6): `children tabs: [String: Part]` forwards
/// each child's changes as `.tabs(.changed(key:_:))`, re-wires on every mutation through the
/// property (a replaced or removed key unlinks its child unless another key still holds it),
/// and holds its children strongly, never its parent.
final class DictionaryChildrenTests: XCTestCase {
    /// `desk`'s changes as text: "tabs[key].size n", "tabs replaced k1,k2", "totalSize n".
    private func watch(_ desk: Desk, _ log: Log<String>) -> ObservationToken {
        desk.observeChanges { change in
            switch change {
            case .tabs(.changed(let key, .size(let new, _))): log.append("tabs[\(key)].size \(new)")
            case .tabs(.replaced(let new, _)): log.append("tabs replaced \(new.keys.sorted().joined(separator: ","))")
            case .totalSize(let new, _): log.append("totalSize \(new)")
            }
        }
    }

    func testAChildsChangeArrivesWithItsKeyAtTheParentAndTheRoot() {
        let part = Part()
        let desk = Desk(tabs: ["a": part, "b": Part()])
        let office = Office(desks: [7: desk])
        let log = Log<String>()
        let token = watch(desk, log)
        let root = Log<String>()
        let rootToken = office.observeChanges { change in
            if case .desks(.changed(let desk, .tabs(.changed(let tab, .size(let new, let old))))) = change {
                root.append("desks[\(desk)].tabs[\(tab)].size \(new) \(old)")
            }
        }
        part.size = 5
        XCTAssertEqual(log.entries, ["tabs[a].size 5", "totalSize 5"])
        XCTAssertEqual(root.entries, ["desks[7].tabs[a].size 5 0"])
        XCTAssertEqual(desk.totalSize, 5)
        _ = (token, rootToken)
    }

    func testObserveTabsReportsNewAndOldForEachKeyedMutation() {
        let a = Part(), b = Part()
        let desk = Desk(tabs: ["a": a])
        let log = Log<String>()
        let token = desk.observeTabs { new, old in
            log.append("\(new.keys.sorted()) \(old.keys.sorted())")
        }
        desk.tabs["b"] = b
        desk.tabs["a"] = nil
        desk.tabs.removeValue(forKey: "b")
        desk.tabs = ["c": a]
        XCTAssertEqual(log.entries, [#"["a", "b"] ["a"]"#, #"["b"] ["a", "b"]"#, #"[] ["b"]"#, #"["c"] []"#])
        _ = token
    }

    func testReplacingOrRemovingAKeyUnlinksThatChild() {
        let a = Part(), b = Part(), c = Part(), d = Part()
        let desk = Desk(tabs: ["a": a, "b": b, "c": c])
        let log = Log<String>()
        let token = watch(desk, log)
        desk.tabs["a"] = d
        desk.tabs["b"] = nil
        desk.tabs.removeValue(forKey: "c")
        log.removeAll()
        a.size = 1
        b.size = 2
        c.size = 3
        XCTAssertEqual(log.entries, [], "replaced and removed children no longer forward")
        d.size = 4
        XCTAssertEqual(log.entries, ["tabs[a].size 4", "totalSize 4"])
        desk.tabs = ["z": a]
        log.removeAll()
        d.size = 5
        a.size = 6
        XCTAssertEqual(log.entries, ["tabs[z].size 6", "totalSize 6"], "a whole-dictionary assignment re-wires by identity")
        _ = token
    }

    func testAMutationInsideAChildThroughTheDictionaryIsNoReplacement() {
        let desk = Desk(tabs: ["a": Part()])
        let log = Log<String>()
        let token = watch(desk, log)
        desk.tabs["a"]?.size = 3
        XCTAssertEqual(log.entries, ["tabs[a].size 3", "totalSize 3"])
        _ = token
    }

    func testTheSameChildUnderTwoKeysForwardsOnceAndUntilItsLastKeyGoes() {
        let part = Part()
        let desk = Desk(tabs: ["a": part, "b": part])
        let log = Log<String>()
        let token = watch(desk, log)
        part.size = 1
        XCTAssertEqual(log.count, 2, "one change, one derived change: \(log.entries)")
        XCTAssertTrue(["tabs[a].size 1", "tabs[b].size 1"].contains(log.entries.first ?? ""))
        desk.tabs["a"] = nil
        log.removeAll()
        part.size = 2
        XCTAssertEqual(log.entries, ["tabs[b].size 2", "totalSize 2"], "still held under b")
        desk.tabs["b"] = nil
        log.removeAll()
        part.size = 3
        XCTAssertEqual(log.entries, [], "its last key is gone")
        _ = token
    }

    func testAChildMovedToAnotherKeyReportsItsNewKey() {
        let part = Part()
        let desk = Desk(tabs: ["a": part])
        let log = Log<String>()
        let token = watch(desk, log)
        desk.tabs["b"] = part
        desk.tabs["a"] = nil
        log.removeAll()
        part.size = 1
        XCTAssertEqual(log.entries, ["tabs[b].size 1", "totalSize 1"], "linked under a, now held under b only")
        _ = token
    }

    func testAChildMovedToAnotherParentForwardsOnlyThere() {
        let part = Part()
        let first = Desk(tabs: ["a": part]), second = Desk()
        let firstLog = Log<String>(), secondLog = Log<String>()
        let tokens = [watch(first, firstLog), watch(second, secondLog)]
        second.tabs["x"] = part
        first.tabs["a"] = nil
        firstLog.removeAll()
        secondLog.removeAll()
        part.size = 9
        XCTAssertEqual(firstLog.entries, [])
        XCTAssertEqual(secondLog.entries, ["tabs[x].size 9", "totalSize 9"])
        _ = tokens
    }

    func testParentHoldsItsChildrenAndAChildDoesNotKeepItsParentAlive() {
        let kept = Part()
        let (weakDesk, weakRemoved, weakHeld): (WeakRef<Desk>, WeakRef<Part>, WeakRef<Part>) = scope {
            let removed = Part(), held = Part()
            let desk = Desk(tabs: ["kept": kept, "removed": removed, "held": held])
            let token = desk.observeChanges { _ in }
            desk.tabs["removed"] = nil
            kept.size = 1
            _ = token
            return (WeakRef(desk), WeakRef(removed), WeakRef(held))
        }
        XCTAssertNil(weakRemoved.object, "a removed child goes away")
        XCTAssertNil(weakDesk.object, "a child must not keep its parent alive")
        XCTAssertNil(weakHeld.object, "children go with their parent")
        kept.size = 2
    }
}
