// SPEC §6 `@ignored` in the observation style for a `@locked` and a `@MainActor` model
// (`Ledger.initCount`, `Screen.initCount` of Fixtures/Golden/conformances-observation): the
// registrar is not told, so a tracking's `onChange` does not fire; an observed member's does.
import Foundation
import Observation
import XCTest
@testable import ConformancesObservationModels

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class IgnoredIsolatedRegistrarTests: XCTestCase {
    func testALockedModelsIgnoredAssignmentDoesNotReachTheRegistrar() {
        let ledger = Ledger()
        let ignored = IgnoredFlag()
        withObservationTracking { _ = ledger.initCount } onChange: { ignored.set() }
        ledger.initCount = 5
        XCTAssertFalse(ignored.value, "an @ignored member of a @locked model is not tracked")
        XCTAssertEqual(ledger.initCount, 5)
        let observed = IgnoredFlag()
        withObservationTracking { _ = ledger.balance } onChange: { observed.set() }
        ledger.balance = 1
        XCTAssertTrue(observed.value, "the harness sees an observed member of the same model")
    }

    /// Enters the main actor with `assumeIsolated`: a synchronous `@MainActor` test method
    /// crashes corelibs XCTest's test discovery on Linux (see MainActorCombineTests).
    func testAMainActorModelsIgnoredAssignmentDoesNotReachTheRegistrar() {
        MainActor.assumeIsolated {
            let screen = Screen(id: 1, title: "Home")
            let ignored = IgnoredFlag()
            withObservationTracking { _ = screen.initCount } onChange: { ignored.set() }
            screen.initCount = 5
            XCTAssertFalse(ignored.value, "an @ignored member of a @MainActor model is not tracked")
            XCTAssertEqual(screen.initCount, 5)
            let observed = IgnoredFlag()
            withObservationTracking { _ = screen.title } onChange: { observed.set() }
            screen.title = "Away"
            XCTAssertTrue(observed.value, "the harness sees an observed member of the same model")
        }
    }
}

/// A flag set from an `onChange` closure.
private final class IgnoredFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
