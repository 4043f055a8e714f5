import Foundation
import Observation
import XCTest
@testable import LockedObservationModels

/// docs/styles.md, "`@locked` models in every style": in the observation style a `@locked`
/// model keeps the callbacks shape — it is shared between threads, while registrar-driven
/// views expect their models on one actor — so it does not conform to `Observable`, and its
/// callbacks API works from any thread as SPEC §2 says.
final class LockedObservationTests: XCTestCase {
    func testLockedModelsAreNotObservableAndKeepTheCallbacksAPI() {
        let job = SharedJob(parts: [SharedPart()])
        XCTAssertFalse((job as Any) is any Observable)
        XCTAssertFalse((job.settings as Any) is any Observable)
        XCTAssertFalse((job.parts[0] as Any) is any Observable)

        let log = SharedLog()
        var tokens = Set<ObservationToken>()
        job.observeCount { _, _ in log.append("count") }.store(in: &tokens)
        job.observeChanges { change in
            if case .settings(.changed(.volume)) = change { log.append("settings.volume") }
        }.store(in: &tokens)

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
        job.settings.volume = 0.9
        XCTAssertEqual(job.count, threads, "modifyCount loses no update")
        XCTAssertEqual(log.entries.filter { $0 == "count" }.count, threads)
        XCTAssertEqual(log.entries.last, "settings.volume")
    }
}
