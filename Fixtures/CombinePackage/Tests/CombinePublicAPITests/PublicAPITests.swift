import Foundation
import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import PublicBehaviourCombineModels  // no @testable: only what `--access public` makes public

/// The combine output generated with `--access public`, used from another module.
final class PublicAPITests: XCTestCase {
    func testPublicSurfaceIsUsableFromAnotherModule() {
        let job = PublicBehaviourCombineModels.Job(preview: Preview(), parts: [Part()])
        var sends = 0
        var sizes: [Int] = []
        let subscriptions = [
            job.objectWillChange.sink { sends += 1 },
            job.$parts.sink { sizes.append($0.count) },
        ]
        var tokens = Set<ObservationToken>()
        var totals: [Int] = []
        job.observeTotalSize { new, _ in totals.append(new) }.store(in: &tokens)

        job.parts[0].size = 5
        job.preview?.caption = "x"
        job.parts.append(Part(size: 2))
        XCTAssertEqual(sends, 3)
        XCTAssertEqual(sizes, [1, 2])
        XCTAssertEqual(totals, [5, 7])

        let bus = Bus()  // thread-safe: its handlers are @Sendable
        let users = Users()
        bus.onLoggedIn { users.append($0) }.store(in: &tokens)
        bus.post(.loggedIn(user: "ana"))
        XCTAssertEqual(users.all, ["ana"])
        withExtendedLifetime(subscriptions) {}
    }
}

/// Names that @Sendable handlers append to.
final class Users: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}
