import Foundation
import XCTest
@testable import IsolationMainActorModels

/// Re-entrancy in a `@MainActor` model (docs/generated-api.md, "Further rules"): a nested
/// assignment of the same member runs a complete round, after which the outer round stops; the
/// parent hears the clamped change once. (`async`: a class whose only tests are synchronous
/// `@MainActor` methods crashes swift-corelibs-xctest's discovery.)
final class MainActorReentrancyTests: XCTestCase {
    @MainActor
    func testAClampSupersedesTheOuterRound() async {
        let screen = Screen()
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        screen.header.observeText { [unowned screen] new, old in
            log.append("A \(new) \(old)")
            if new.count > 3 { screen.header.text = String(new.prefix(3)) }
        }.store(in: &tokens)
        screen.header.observeText { new, old in log.append("B \(new) \(old)") }.store(in: &tokens)
        screen.header.observeChanges { change in
            if case .text(let new, let old) = change { log.append("C \(new) \(old)") }
        }.store(in: &tokens)
        screen.observeChanges { change in
            if case .header(.changed(.text(let new, let old))) = change { log.append("P \(new) \(old)") } else { log.append("P other") }
        }.store(in: &tokens)

        screen.header.text = "Inbox"

        XCTAssertEqual(log, ["A Inbox ", "A Inb Inbox", "B Inb Inbox", "C Inb Inbox", "P Inb Inbox"])
        XCTAssertEqual(screen.header.text, "Inb")
    }

    /// A parent's `observeChanges` observer clamps the shared child's member while the change
    /// climbs through it: the other parent hears the clamped change only, never the stale one.
    @MainActor
    func testAClampInAParentSupersedesTheRestOfTheClimb() async {
        let header = Header()
        let first = Screen(header: header), second = Screen(header: header)
        var log: [String] = []
        var tokens = Set<ObservationToken>()
        first.observeChanges { [unowned header] change in
            guard case .header(.changed(.text(let new, let old))) = change else { return }
            log.append("P1 \(new) \(old)")
            if new.count > 3 { header.text = String(new.prefix(3)) }
        }.store(in: &tokens)
        second.observeChanges { change in
            if case .header(.changed(.text(let new, let old))) = change { log.append("P2 \(new) \(old)") }
        }.store(in: &tokens)

        header.text = "Inbox"

        XCTAssertEqual(log, ["P1 Inbox ", "P1 Inb Inbox", "P2 Inb Inbox"])
        XCTAssertEqual(header.text, "Inb")
    }
}
