import Foundation
import XCTest
@testable import IsolationLockedModels

/// A `@locked` child forwards each change to its parents from a snapshot of its parent links,
/// read outside its lock, while other threads link and unlink parents under it. The links are
/// never changed in place, so an `-O` build under ThreadSanitizer (`Scripts/tsan.sh`, release
/// configurations) sees no race between those reads and writes.
final class ParentLinkStressTests: XCTestCase {
    func testParentsLinkedAndUnlinkedWhileTheChildForwards() {
        let part = SharedPart()
        let jobs = (1..<Stress.threads).map { _ in SharedJob() }
        let heard = Locked(0)
        var tokens = Set<ObservationToken>()
        for job in jobs { job.observeChanges { _ in heard.with { $0 += 1 } }.store(in: &tokens) }
        let finished = Locked(0)
        let shared = jobs
        Stress.run { thread in
            if thread == 0 {
                while finished.current < shared.count { part.modifySize { $0 += 1 } }
            } else {
                let job = shared[thread - 1]
                for _ in 0..<Stress.iterations(500) {
                    job.parts = [part]
                    job.parts = []
                }
                finished.with { $0 += 1 }
            }
        }
        for job in jobs { job.parts = [part] }
        let before = heard.current
        part.size = -1
        XCTAssertEqual(heard.current - before, jobs.count, "each parent hears the change once")
        _ = tokens
    }
}
