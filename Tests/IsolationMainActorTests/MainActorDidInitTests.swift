import Foundation
import XCTest
@testable import IsolationMainActorModels

/// The `didInit()` hook of a `@MainActor` model (SPEC §6): the model's own `didInit()` is
/// main-actor isolated like the class, and the init calls it once, at its end.
/// `HookedScreen` declares it in `Fixtures/Golden/isolation-mainactor/hooks/Hooked.swift`.
/// (`async`: see `MainActorReentrancyTests`.)
final class MainActorDidInitTests: XCTestCase {
    @MainActor
    func testTheInitRunsDidInitOnceOnTheMainActor() async {
        let screen = HookedScreen(header: Header())
        XCTAssertEqual(screen.log, ["didInit"])
    }

    @MainActor
    func testObserversInstalledInDidInitSeeLaterChanges() async {
        let screen = HookedScreen(header: Header())
        screen.count = 1
        screen.header.text = "Inbox"
        XCTAssertEqual(screen.log, ["didInit", "count 1", "header changed"])
    }

    @MainActor
    func testModelsWithoutDidInitCompileAndWork() async {
        let screen = Screen()
        screen.didInit()
        XCTAssertEqual(screen.title, "")
    }
}
