import Foundation
import XCTest
@testable import IsolationLockedModels

/// The `didInit()` hook of a `@locked` model (SPEC §6): it runs after the init's stores,
/// outside the lock, so it may read, write and observe the model. `HookedJob` declares it in
/// `Fixtures/Golden/isolation-locked/hooks/Hooked.swift`.
final class LockedDidInitTests: XCTestCase {
    func testTheInitRunsDidInitOnceWithEveryMemberSet() {
        let job = HookedJob(count: 3, settings: SharedSettings())
        XCTAssertEqual(job.log, ["didInit count 3"])
    }

    func testObserversInstalledInDidInitSeeLaterChangesFromAnyThread() {
        let job = HookedJob(settings: SharedSettings())
        concurrently(4) { thread in job.count = thread + 1 }
        job.settings.volume = 0.9
        XCTAssertEqual(job.log.first, "didInit count 0")
        XCTAssertEqual(Set(job.log.dropFirst().dropLast()), Set((1...4).map { "count \($0)" }))
        XCTAssertEqual(job.log.last, "settings changed")
    }

    func testModelsWithoutDidInitCompileAndWork() {
        let job = SharedJob(settings: SharedSettings())
        job.didInit()
        XCTAssertEqual(job.count, 0)
    }
}
