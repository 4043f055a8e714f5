import Foundation
import XCTest
@testable import IsolationLockedModels

/// Dictionary children of a `@locked` model (`SharedDesk.tabs: [String: SharedPart]`): each
/// part's change arrives once with its key from any thread, the derived value that reads
/// through the parts follows, and the dictionary assigned concurrently leaves exactly the
/// parts it holds at the end linked, once each.
final class LockedDictionaryChildrenTests: XCTestCase {
    let threads = 8
    let perThread = 300

    func testChildrenForwardWithTheirKeysUnderConcurrentChanges() {
        let parts = (0..<threads).map { _ in SharedPart() }
        let desk = SharedDesk(tabs: Dictionary(uniqueKeysWithValues: parts.enumerated().map { ("t\($0.offset)", $0.element) }))
        let log = Log<String>()
        let token = desk.observeChanges { change in
            if case .tabs(.changed(let key, .size)) = change { log.append(key) }
        }
        let perThread = self.perThread
        concurrently(threads) { thread in
            for _ in 0..<perThread { parts[thread].modifySize { $0 += 1 } }
        }
        let perKey = Dictionary(grouping: log.entries, by: { $0 }).mapValues(\.count)
        XCTAssertEqual(perKey, Dictionary(uniqueKeysWithValues: (0..<threads).map { ("t\($0)", perThread) }))
        XCTAssertEqual(desk.totalSize, threads * perThread)
        _ = token
    }

    func testDictionaryAssignedConcurrentlyLeavesTheHeldPartsLinkedOnce() {
        let pool = (0..<4).map { SharedPart(size: $0) }
        let desk = SharedDesk()
        let log = Log<String>()
        let token = desk.observeChanges { change in
            if case .tabs(.changed(let key, .size)) = change { log.append(key) }
        }
        let perThread = self.perThread
        concurrently(threads) { thread in
            for step in 0..<perThread {
                let part = pool[(thread + step) % pool.count]
                desk.modifyTabs { tabs in
                    tabs["k\(step % 3)"] = part
                    if step % 5 == 0 { tabs["k\(thread % 3)"] = nil }
                }
            }
        }
        log.removeAll()
        let current = desk.tabs
        for part in pool { part.size += 100 }
        let expected = pool.compactMap { part in current.first { $0.value === part }?.key }
        XCTAssertEqual(log.entries.count, expected.count, "each held part forwards once: \(log.entries)")
        XCTAssertEqual(Set(log.entries), Set(expected))
        for (key, part) in current where current.values.filter({ $0 === part }).count == 1 {
            XCTAssertTrue(log.entries.contains(key))
        }
        _ = token
    }

    func testARemovedPartNoLongerForwardsAndGoesAway() {
        let desk = SharedDesk(tabs: ["kept": SharedPart()])
        let log = Log<String>()
        let token = desk.observeChanges { change in
            if case .tabs(.changed(let key, .size(let new, _))) = change { log.append("\(key) \(new)") }
        }
        weak var weakRemoved: SharedPart?
        do {
            let removed = SharedPart()
            weakRemoved = removed
            desk.tabs["removed"] = removed
            removed.size = 1
            desk.tabs["removed"] = nil
            removed.size = 2
        }
        XCTAssertNil(weakRemoved, "a removed part goes away")
        desk.tabs["kept"]?.size = 3
        XCTAssertEqual(log.entries, ["removed 1", "kept 3"])
        _ = token
    }
}
