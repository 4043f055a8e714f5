// swift-tools-version:6.2
// obsgen — a code generator for observable Swift models. No package dependencies.
import PackageDescription

/// Flags every obsgen target builds with: warnings are bugs.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "obsgen",
    products: [
        .executable(name: "obsgen", targets: ["obsgen"]),
        .library(name: "ObsgenCore", targets: ["ObsgenCore"]),
    ],
    targets: [
        // The pipeline: source text -> lexer -> parser -> checks -> context -> templates. No file I/O.
        .target(name: "ObsgenCore", swiftSettings: strict),
        // The command line: options, reading inputs, diagnostics output, the output writer.
        .target(name: "ObsgenCLI", dependencies: ["ObsgenCore"], swiftSettings: strict),
        // The executable: a thin shell over ObsgenCLI.
        .executableTarget(name: "obsgen", dependencies: ["ObsgenCLI"], swiftSettings: strict),

        .testTarget(name: "ObsgenCoreTests", dependencies: ["ObsgenCore"], swiftSettings: strict),
        .testTarget(name: "ObsgenCLITests", dependencies: ["ObsgenCLI", "ObsgenCore"], swiftSettings: strict),
        // Fixtures/Golden/<case>: the real command line's output compared byte for byte.
        .testTarget(name: "GoldenTests", dependencies: ["ObsgenCLI", "ObsgenCore"], swiftSettings: strict),
        // SPEC §2 Isolation: every golden input × style (callbacks, observation) × access ×
        // default isolation, generated in-process and type-checked by swiftc.
        .testTarget(name: "CompileMatrixTests", dependencies: ["ObsgenCore"], swiftSettings: strict),

        // Golden outputs compiled as modules (same names and paths as the behaviour-test
        // branch, so a merge keeps one of each).
        .target(name: "BehaviourCallbacksModels", path: "Fixtures/Golden/behaviour-callbacks/expected", swiftSettings: strict),
        .target(name: "IsolationLockedModels", path: "Fixtures/Golden/isolation-locked/expected", swiftSettings: strict),
        // @locked models and the thread-safe event bus from 8 threads; Scripts/tsan.sh runs it
        // under ThreadSanitizer.
        .testTarget(
            name: "ConcurrencyStressTests",
            dependencies: ["IsolationLockedModels", "BehaviourCallbacksModels"],
            swiftSettings: strict
        ),
    ]
)
