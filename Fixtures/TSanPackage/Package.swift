// swift-tools-version: 6.2
// The concurrency stress tests (Tests/ConcurrencyStressTests of the main package) and the
// golden outputs they drive, alone in a package so that Scripts/tsan.sh builds only these
// under ThreadSanitizer, not the whole main package. No dependencies.
//
// Sources/<Target> and Tests/<Target> are symlinks into the main package: the stress tests,
// and the runtime module with its own unit tests (cancels from other threads during rounds).
import PackageDescription

/// The generated code is held to what the main package holds it to.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

/// The test targets: in the release configuration their own code is not optimised (the
/// last -O flag wins). What the sanitizer must see optimised is the generated code and the
/// runtime, where -O inlines the runtime into the models; those stay optimised in their own
/// modules, and the tests reach the models' internal declarations through `@testable
/// import`, which are never inlined into another module. Optimising the tests took most of
/// the release build.
let tests: [SwiftSetting] = strict + [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "ObsgenTSan",
    targets: [
        .target(name: "IsolationLockedModels", swiftSettings: strict),
        .target(name: "BehaviourCallbacksModels", swiftSettings: strict),
        .target(name: "LockedObservationModels", swiftSettings: strict),
        // Persisted members of a @locked model: the generated files and the types they name.
        .target(name: "StateModels", exclude: ["context.json", "models.obs"], sources: ["expected", "app"], swiftSettings: strict),
        .target(name: "_ObsgenRuntime", path: "Sources/ObsgenRuntime", swiftSettings: strict),
        // Without the tests that compare the runtime with what obsgen writes (they need ObsgenCore).
        .testTarget(name: "ObsgenRuntimeTests", dependencies: ["_ObsgenRuntime"],
                    exclude: ["EmbeddedRuntimeTests.swift", "FoundationPartTests.swift"], swiftSettings: tests),
        .testTarget(
            name: "ConcurrencyStressTests",
            dependencies: ["IsolationLockedModels", "BehaviourCallbacksModels", "LockedObservationModels", "StateModels"],
            swiftSettings: tests
        ),
    ],
    swiftLanguageModes: [.v6]
)
