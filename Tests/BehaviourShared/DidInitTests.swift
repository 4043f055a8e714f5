import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// The `didInit()` hook (SPEC §6): every generated init ends with it. `Hooked` declares its
/// own in `Fixtures/Golden/behaviour-callbacks/hooks/Hooked.swift` (same module as the
/// generated code); every other model gets the runtime's default, which does nothing.
final class DidInitTests: XCTestCase {
    func testTheInitRunsTheModelsOwnDidInitOnce() {
        let model = Hooked(settings: Settings())
        XCTAssertEqual(model.log, ["didInit"])
    }

    func testObserversInstalledInDidInitSeeLaterChanges() {
        let model = Hooked(settings: Settings())
        model.count = 1
        model.count = 2
        XCTAssertEqual(model.log, ["didInit", "count 1", "count 2"])
    }

    func testDidInitSeesTheChildLinked() {
        let model = Hooked(settings: Settings())
        model.settings.volume = 0.9
        XCTAssertEqual(model.log, ["didInit", "settings changed"])
        let replacement = Settings()
        model.settings = replacement
        replacement.muted = true
        XCTAssertEqual(model.log, ["didInit", "settings changed", "settings changed"])
    }

    func testEachInstanceRunsItsOwnHook() {
        let first = Hooked(settings: Settings())
        let second = Hooked(settings: Settings())
        first.count = 5
        XCTAssertEqual(first.log, ["didInit", "count 5"])
        XCTAssertEqual(second.log, ["didInit"])
    }

    func testModelsWithoutDidInitGetTheDefaultThatDoesNothing() {
        let counter = Counter()
        counter.didInit()
        XCTAssertEqual(counter.count, 0)
    }
}
