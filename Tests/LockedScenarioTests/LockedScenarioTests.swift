import Foundation
import XCTest

/// No code of the caller's runs under a `@locked` model's lock: a closure passed to a
/// mutation through a property, an element's `==` or `description`, a derived expression and
/// the `deinit` of a released value may read and write the model (docs/isolation.md). Each
/// scenario of `Tests/LockedScenarios` runs in its own process with a timeout, unobserved and
/// observed, in each style this package builds (the combine style's run is in
/// Fixtures/CombinePackage, which links this file): a deadlock or a trap fails the test, and
/// a hang cannot stop the suite.
final class LockedScenarioTests: XCTestCase {
    #if OBSGEN_STYLE_COMBINE
    static let (runner, styles) = ("LockedCombineScenarios", ["combine"])
    #else
    static let (runner, styles) = ("LockedScenarios", ["callbacks", "observation"])
    #endif

    /// The scenarios, by name (Tests/LockedScenarios/Scenarios.swift).
    static let scenarios = [
        "closure-reads-member", "sort-reads-model", "closure-releases-reader", "released-value-deinit",
        "distinct-equality-reads-model", "derived-reads-model",
    ]

    private func executable() throws -> URL {
        try XCTUnwrap(scenarioExecutable(named: Self.runner), "\(Self.runner) was not built next to the tests")
    }

    func testEverydayMutationsRunTheirCodeOutsideTheLock() throws {
        let runner = try executable()
        for style in Self.styles {
            for name in Self.scenarios {
                for mode in ["unobserved", "observed"] {
                    let run = try runScenario(runner, [style, name, mode])
                    let label = "\(style) \(name) \(mode)"
                    XCTAssertNotNil(run.status, "\(label): still running after the timeout (a deadlock)")
                    XCTAssertFalse(run.terminatedBySignal, "\(label): stopped by a trap\n\(run.error)")
                    XCTAssertEqual(run.status, 0, "\(label): \(run.output)\(run.error)")
                }
            }
        }
    }

    /// A `modifyX` body runs under the lock; one that touches the same model stops the
    /// process with a message that names the model, the method and the fix: never a hang.
    func testModifyBodyTouchingTheModelStopsWithAMessage() throws {
        let runner = try executable()
        for style in Self.styles {
            for mode in ["unobserved", "observed"] {
                let run = try runScenario(runner, [style, "modify-touches-model", mode])
                let label = "\(style) \(mode)"
                XCTAssertNotNil(run.status, "\(label): still running after the timeout (a deadlock)")
                XCTAssertTrue(run.terminatedBySignal, "\(label): did not stop: \(run.output)")
                XCTAssertTrue(
                    run.error.contains("`modifyItems` body touched `Job`; read what you need before calling it"),
                    "\(label): no message naming the model, the method and the fix:\n\(run.error)")
            }
        }
    }
}
