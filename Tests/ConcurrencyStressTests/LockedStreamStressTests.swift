import Foundation
import XCTest
@testable import IsolationLockedModels

/// The async streams of a `@locked` model under 8 threads (run under ThreadSanitizer by
/// `Scripts/tsan.sh`): a task reads while the threads assign, and the threads make and drop
/// streams of their own mid-rounds (a dropped stream cancels its observer from that thread
/// while the others notify). The exact contents are checked by `LockedStateTests`; here, that
/// nothing is lost or repeated and the reader ends with the model.
final class LockedStreamStressTests: XCTestCase {
    func testReadingWhileEightThreadsAssignAndDropStreams() async {
        let parts = (0..<Stress.threads).map { _ in SharedPart() }
        let perThread = Stress.iterations(200)
        let reader = { () -> Task<[Int], Never> in
            let job = SharedJob(parts: parts)
            let counts = job.values(of: \.count)
            let reader = Task {
                var seen: [Int] = []
                for await count in counts { seen.append(count) }
                return seen
            }
            Stress.run { thread in
                for step in 1...perThread {
                    if step % 20 == 0 { _ = parts[thread].values(of: \.size) }
                    parts[thread].size = step
                    job.modifyCount { $0 += 1 }
                }
            }
            return reader
        }()
        let seen = await reader.value
        XCTAssertEqual(seen.sorted(), Array(0...(Stress.threads * perThread)), "every value once; the stream ended with the job")
    }
}
