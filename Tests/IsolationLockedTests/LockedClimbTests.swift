import Foundation
import XCTest
@testable import IsolationLockedModels

/// How a change climbs from a `@locked` child to its parents (docs/generated-api.md,
/// "Further rules"): each model hears a climb once, and a long-lived child does not keep
/// the links of parents that are gone.
final class LockedClimbTests: XCTestCase {
    func testChildTwiceInOneArrayReportsItsFirstPosition() {
        let part = SharedPart()
        let job = SharedJob(parts: [part, SharedPart(), part])
        let log = Log<Int>()
        let token = job.observeChanges { change in
            if case .parts(.changed(let index, .size)) = change { log.append(index) }
        }
        part.size = 1
        XCTAssertEqual(log.entries, [0], "the job hears the change once, at the child's first position")
        _ = token
    }

    /// Short-lived `@locked` boards linking a long-lived job, then going away. (A board made
    /// at a dead board's address would unlink that board's link as its own; the boards kept
    /// unobserved in `spacers` take the freed addresses, so each board has a new one.)
    func testLinksOfDeadParentsDoNotPileUp() {
        let shared = SharedJob()
        let keeper = JobBoard(job: shared)
        let log = Log<Int>()
        let token = keeper.observeChanges { change in
            if case .job(.changed(.count(let new, _))) = change { log.append(new) }
        }
        var spacers: [JobBoard] = []
        for _ in 0..<1_000 {
            do {
                let board = JobBoard(job: shared)
                let linking = board.observeChanges { _ in }   // links `shared` to the short-lived board
                withExtendedLifetime((board, linking)) {}
            }
            spacers.append(JobBoard(job: SharedJob()))
        }
        XCTAssertLessThanOrEqual(Self.parentLinkCount(of: shared) ?? .max, 16, "links to gone parents are compacted as links are added")
        shared.count = 3
        XCTAssertEqual(log.entries, [3])
        _ = (token, spacers)
    }

    /// The number of parent links `model` holds, read through reflection of its table.
    static func parentLinkCount(of model: AnyObject) -> Int? {
        guard let field = Mirror(reflecting: model).children.first(where: { $0.label == "_obsgenTable" }),
              let table = Mirror(reflecting: field.value).children.first?.value,
              let core = Mirror(reflecting: table).children.first(where: { $0.label == "_obsgenCore" }),
              let parents = Mirror(reflecting: core.value).children.first(where: { $0.label == "parents" })
        else { return nil }
        return Mirror(reflecting: parents.value).children.count
    }
}
