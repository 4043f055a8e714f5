import Foundation
import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import LockedCombineModels

/// docs/styles.md, "In the combine style: the callbacks shape": a `@locked` model is not an
/// `ObservableObject` (its `objectWillChange` could not send before each change without
/// sending under the lock). Only a `@locked` model may hold a `@locked` child
/// (`IsolationChecks`), so no `objectWillChange` ever follows one.
final class LockedCombineTests: XCTestCase {
    func testLockedModelsKeepTheCallbacksShape() {
        func isObservableObject(_ model: Any) -> Bool { model is any ObservableObject }
        let job = SharedJob(preview: SharedPreview(), parts: [SharedPart()])
        XCTAssertFalse(isObservableObject(job))
        XCTAssertFalse(isObservableObject(job.settings))
        XCTAssertFalse(isObservableObject(job.preview!))
        XCTAssertFalse(isObservableObject(job.parts[0]))

        let counts = Counts()
        let tokens = [
            job.observeCount { _, _ in counts.add() },
            job.observeChanges { change in
                if case .parts(.changed(index: 0, .size)) = change { counts.add() }
            },
        ]
        let threads = 8
        let group = DispatchGroup()
        for _ in 0..<threads {
            group.enter()
            Thread {
                job.modifyCount { $0 += 1 }
                group.leave()
            }.start()
        }
        group.wait()
        job.parts[0].size = 2
        XCTAssertEqual(job.count, threads, "modifyCount loses no update")
        XCTAssertEqual(counts.value, threads + 1, "one callback per change, and the element's change climbs")
        withExtendedLifetime(tokens) {}
    }
}

/// A tally that `@Sendable` callbacks on many threads add to.
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = 0

    /// Adds one.
    func add() { lock.withLock { _value += 1 } }

    /// The tally now.
    var value: Int { lock.withLock { _value } }
}
