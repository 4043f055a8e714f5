import Foundation
import XCTest
@testable import IsolationLockedModels

/// Dictionary children of a `@locked` model (`SharedDesk.tabs: [String: SharedPart]`) from 8
/// threads at once: half the threads add, replace and remove keys while the others change the
/// parts. Run under ThreadSanitizer by `Scripts/tsan.sh` (the re-wiring runs outside the
/// desk's lock and takes the parts' locks). Once the threads are done, every part the desk
/// holds forwards exactly once, with one of its keys, and the others not at all.
final class LockedDictionaryStressTests: XCTestCase {
    func testKeyedMutationsAndChildChangesFromEightThreads() {
        let pool = (0..<6).map { _ in SharedPart() }
        let desk = SharedDesk(tabs: ["k0": pool[0]])
        let seen = Locked<[String]>([])
        let token = desk.observeChanges { change in
            if case .tabs(.changed(let key, .size)) = change { seen.with { $0.append(key) } }
        }
        let perThread = Stress.iterations(300)
        Stress.run { thread in
            for step in 0..<perThread {
                let part = pool[(thread + step) % pool.count]
                if thread % 2 == 0 {
                    desk.modifyTabs { tabs in
                        tabs["k\(step % 4)"] = part
                        if step % 3 == 0 { tabs["k\((step + thread) % 4)"] = nil }
                    }
                } else {
                    part.modifySize { $0 += 1 }
                    _ = desk.totalSize
                }
            }
        }
        seen.with { $0 = [] }
        let held = desk.tabs
        for part in pool { part.size += 1 }
        let keys = seen.current
        let heldParts = Set(held.values.map(ObjectIdentifier.init))
        XCTAssertEqual(keys.count, heldParts.count, "each held part forwards once: \(keys)")
        for key in keys { XCTAssertNotNil(held[key], "forwarded with a key it is held under") }
        withExtendedLifetime(token) {}
    }
}
