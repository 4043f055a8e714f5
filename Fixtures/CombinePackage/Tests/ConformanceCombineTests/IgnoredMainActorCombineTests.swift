#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import XCTest
@testable import ConformancesCombineModels

/// SPEC §6 `@ignored` in a `@MainActor` combine model (`Screen.initCount` of
/// Fixtures/Golden/conformances-combine): its assignment sends no `objectWillChange`; an
/// observed member's does. (A `@locked` model has no `objectWillChange`: docs/styles.md.)
final class IgnoredMainActorCombineTests: XCTestCase {
    /// Enters the main actor with `assumeIsolated`: a synchronous `@MainActor` test method
    /// crashes corelibs XCTest's test discovery on Linux (see MainActorCombineTests).
    func testAnIgnoredAssignmentSendsNoObjectWillChange() {
        MainActor.assumeIsolated {
            let screen = Screen(id: 1, title: "Home")
            var sends = 0
            let subscription = screen.objectWillChange.sink { _ in sends += 1 }
            defer { subscription.cancel() }
            screen.initCount = 5
            XCTAssertEqual(sends, 0, "an @ignored member")
            XCTAssertEqual(screen.initCount, 5)
            screen.title = "Away"
            XCTAssertEqual(sends, 1, "an observed member")
        }
    }
}
