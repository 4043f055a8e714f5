// swift-tools-version:6.2
// obsgen — a code generator for observable Swift models. No package dependencies.
import PackageDescription

/// Settings every obsgen target builds with: warnings are bugs. No `unsafeFlags`, so that a
/// package can depend on obsgen by version (SwiftPM before 6.2 refuses unsafe flags in a
/// versioned dependency; later versions pass them on to the dependent's build). SwiftPM
/// applies warning settings to root packages only: a package that depends on obsgen builds
/// it with warnings suppressed, so a newer compiler's new warning cannot break it
/// (Scripts/dependent-package.sh checks both).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "obsgen",
    products: [
        .executable(name: "obsgen", targets: ["obsgen"]),
        // The generator as a library, for obsgen's own tests and tools: not a supported API
        // (hence the underscore); it changes with every release. Use the executable.
        .library(name: "_ObsgenCore", targets: ["ObsgenCore"]),
    ],
    targets: [
        // The pipeline: source text -> lexer -> parser -> checks -> context -> templates. No file I/O.
        .target(name: "ObsgenCore", dependencies: ["ObsgenEmbeddedFiles"], swiftSettings: strict),
        // Templates/ and Sources/ObsgenRuntime/ compiled into the binary as they are (C23
        // `#embed`), so that an installed obsgen needs no files and nothing is copied by hand.
        .target(name: "ObsgenEmbeddedFiles", cSettings: [.treatAllWarnings(as: .error)]),
        // The runtime of the generated code, one source for every platform and access level:
        // the documented API is `public`, the support for generated code `@_spi(ObsgenRuntime)`.
        // Every ObsgenRuntime.swift is made from it (its files embedded by ObsgenEmbeddedFiles,
        // the access levels set when obsgen renders it). Not a product, and not named
        // ObsgenRuntime: that is the name docs/integration.md gives the module of a shared
        // runtime, and a package graph may not hold two targets of one name.
        .target(name: "_ObsgenRuntime", path: "Sources/ObsgenRuntime", swiftSettings: strict),
        // The command line: options, reading inputs, diagnostics output, the output writer.
        .target(name: "ObsgenCLI", dependencies: ["ObsgenCore"], swiftSettings: strict),
        // The executable: a thin shell over ObsgenCLI. `make build` / `make install` link it
        // fully statically on Linux (see the Makefile; a manifest cannot without unsafe flags).
        .executableTarget(name: "obsgen", dependencies: ["ObsgenCLI"], swiftSettings: strict),

        .testTarget(name: "ObsgenCoreTests", dependencies: ["ObsgenCore"], swiftSettings: strict),
        // The runtime's own unit tests, and the proof that the runtime obsgen writes is this source.
        .testTarget(name: "ObsgenRuntimeTests", dependencies: ["_ObsgenRuntime", "ObsgenCore"], swiftSettings: strict),
        .testTarget(name: "ObsgenCLITests", dependencies: ["ObsgenCLI", "ObsgenCore"], swiftSettings: strict),
        // Fixtures/Golden/<case>: the real command line's output compared byte for byte;
        // Fixtures/Snippets: one member's fragment per style (SnippetTests).
        .testTarget(name: "GoldenTests", dependencies: ["ObsgenCLI", "ObsgenCore"], swiftSettings: strict),
        // Editors/obs.tmLanguage.json: valid, and it highlights .obs text as intended.
        .testTarget(name: "EditorGrammarTests", path: "Tests/EditorGrammarTests", swiftSettings: strict),

        // The generated code itself, compiled in Swift 6 mode with warnings as errors: each
        // target is the `expected/` folder of a golden case, so what is checked byte for byte
        // is also what the behaviour tests drive. `hooks/` holds hand-written extensions
        // compiled in the same module (a model's own `didInit()`, SPEC §6).
        .target(name: "BehaviourCallbacksModels", path: "Fixtures/Golden/behaviour-callbacks", exclude: ["context.json", "models.obs"],
                sources: ["expected", "hooks"], swiftSettings: strict),
        .target(name: "BehaviourObservationModels", path: "Fixtures/Golden/behaviour-observation", exclude: ["args", "context.json", "models.obs"],
                sources: ["expected", "hooks"], swiftSettings: strict),
        .target(name: "MainActorObservationModels", path: "Fixtures/Golden/mainactor-observation/expected", swiftSettings: strict),
        .target(name: "LockedObservationModels", path: "Fixtures/Golden/locked-observation/expected", swiftSettings: strict),
        .target(name: "IsolationLockedModels", path: "Fixtures/Golden/isolation-locked", exclude: ["context.json", "store.obs"],
                sources: ["expected", "hooks"], swiftSettings: strict),
        .target(name: "IsolationMainActorModels", path: "Fixtures/Golden/isolation-mainactor", exclude: ["context.json", "ui.obs"],
                sources: ["expected", "hooks"], swiftSettings: strict),
        .target(name: "ValidationFormModels", path: "Fixtures/Golden/validation-form/expected", swiftSettings: strict),
        .target(name: "DownloadModels", path: "Fixtures/Golden/download/expected", swiftSettings: strict),
        // SPEC §6 member modifiers (access, setter access, @ignored, weak) in two styles.
        .target(name: "ModifiersModels", path: "Fixtures/Golden/modifiers/expected", swiftSettings: strict),
        .target(name: "ModifiersObservationModels", path: "Fixtures/Golden/modifiers-observation/expected", swiftSettings: strict),
        // The same modifiers in @locked and @MainActor models (callbacks style).
        .target(name: "ModifiersIsolationModels", path: "Fixtures/Golden/modifiers-isolation/expected", swiftSettings: strict),
        // SPEC §6 model-level @distinct and derived values of any type, by overloads, in two
        // styles; app/ holds the member types.
        .target(name: "DistinctModels", path: "Fixtures/Golden/distinct", exclude: ["context.json", "models.obs", "notes.obs"],
                sources: ["expected", "app"], swiftSettings: strict),
        .target(name: "DistinctObservationModels", path: "Fixtures/Golden/distinct-observation", exclude: ["args", "context.json", "models.obs", "notes.obs"],
                sources: ["expected", "app"], swiftSettings: strict),
        // SPEC §6 conformance lists (Codable by obsgen, Hashable by app/) in two styles.
        .target(name: "ConformancesModels", path: "Fixtures/Golden/conformances", exclude: ["context.json", "models.obs"],
                sources: ["expected", "app"], swiftSettings: strict),
        .target(name: "ConformancesObservationModels", path: "Fixtures/Golden/conformances-observation",
                exclude: ["args", "context.json", "models.obs"], sources: ["expected", "app"], swiftSettings: strict),
        // Persisted members and snapshots (docs/state.md) in every isolation kind, in two styles;
        // app/ holds the member types and the store two of the models name.
        .target(name: "StateModels", path: "Fixtures/Golden/state", exclude: ["context.json", "models.obs"],
                sources: ["expected", "app"], swiftSettings: strict),
        .target(name: "StateObservationModels", path: "Fixtures/Golden/state-observation",
                exclude: ["args", "context.json", "models.obs"], sources: ["expected", "app"], swiftSettings: strict),

        // SPEC §2 semantics, written against the API every style has. The sources live in
        // Tests/BehaviourShared and are symlinked into one test target per style.
        // Tests/BehaviourShared is also linked from Fixtures/CombinePackage (the combine style
        // needs OpenCombine on Linux, and this package has no dependencies).
        .testTarget(name: "BehaviourCallbacksTests", dependencies: ["BehaviourCallbacksModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_CALLBACKS")]),
        .testTarget(name: "BehaviourObservationTests", dependencies: ["BehaviourObservationModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_OBSERVATION")]),
        // SPEC §3 observation: withObservationTracking sees what the registrar is told, exactly
        // when the callbacks fire; the callbacks API alongside; @MainActor models; @locked
        // models, told after the lock is released (docs/styles.md).
        .testTarget(
            name: "ObservationStyleTests",
            dependencies: ["BehaviourObservationModels", "MainActorObservationModels", "LockedObservationModels"],
            swiftSettings: strict + [.define("OBSGEN_STYLE_OBSERVATION")]
        ),
        // Style-independent behaviour: @locked, @MainActor, the validation form, the download example.
        // Tests/IsolationShared (history and streams of @locked and @MainActor models) is linked
        // into these two (callbacks), ObservationStyleTests and the combine package's.
        .testTarget(name: "IsolationLockedTests", dependencies: ["IsolationLockedModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_CALLBACKS")]),
        .testTarget(name: "IsolationMainActorTests", dependencies: ["IsolationMainActorModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_CALLBACKS")]),
        .testTarget(name: "ValidationFormTests", dependencies: ["ValidationFormModels"], swiftSettings: strict),
        .testTarget(name: "DownloadExampleTests", dependencies: ["DownloadModels"], swiftSettings: strict),
        // SPEC §6 modifiers: @ignored is seen by no observer, registrar or derived recompute;
        // weak releases; narrowed access (the other module's view is in CompileMatrixTests).
        .testTarget(name: "ModifiersTests", dependencies: ["ModifiersModels", "ModifiersObservationModels", "ModifiersIsolationModels"],
                    swiftSettings: strict),
        // SPEC §6 @distinct on a model and SPEC §3 the registrar not told of equal values, in
        // every isolation kind (the combine style: Fixtures/CombinePackage).
        .testTarget(name: "DistinctTests", dependencies: ["DistinctModels", "DistinctObservationModels"], swiftSettings: strict),
        // SPEC §6 conformances: a JSON round trip in every isolation kind, per style (one
        // source, symlinked; the combine style's run is in Fixtures/CombinePackage).
        .testTarget(name: "ConformanceTests", dependencies: ["ConformancesModels"], swiftSettings: strict),
        .testTarget(name: "ConformanceObservationTests", dependencies: ["ConformancesObservationModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_OBSERVATION")]),
        // Persisted members (saves, loads, changes made elsewhere, read failures) and snapshots
        // (apply's minimal changes, children by position and key, across actors), one source
        // per style (symlinked; the combine style's run is in Fixtures/CombinePackage).
        .testTarget(name: "StateTests", dependencies: ["StateModels"], swiftSettings: strict),
        .testTarget(name: "StateObservationTests", dependencies: ["StateObservationModels"],
                    swiftSettings: strict + [.define("OBSGEN_STYLE_OBSERVATION")]),
        // Fixtures/Errors/<case>: the real command line's diagnostics compared byte for byte;
        // also the fuzzing findings and the limits, as tests.
        .testTarget(name: "ErrorFixtureTests", dependencies: ["ObsgenCLI", "ObsgenCore"], swiftSettings: strict),
        // SPEC §2 Isolation: every golden input × style (callbacks, observation) × access ×
        // default isolation, generated in-process and type-checked by swiftc.
        .testTarget(name: "CompileMatrixTests", dependencies: ["ObsgenCore"], swiftSettings: strict),
        // Everyday mutations of a @locked model that run the caller's code (closures, `==`,
        // derived expressions, deinits), one per process: Tests/LockedScenarioTests runs each
        // with a timeout, so that a deadlock or a trap fails instead of hanging the suite.
        .executableTarget(name: "LockedScenarios", dependencies: ["IsolationLockedModels", "LockedObservationModels"],
                          path: "Tests/LockedScenarios", swiftSettings: strict),
        .testTarget(name: "LockedScenarioTests", dependencies: ["LockedScenarios"], swiftSettings: strict),
        // @locked models (also tracked through Observation, and their persisted members) and the
        // thread-safe event bus from 8 threads; Scripts/tsan.sh runs it under ThreadSanitizer.
        .testTarget(
            name: "ConcurrencyStressTests",
            dependencies: ["IsolationLockedModels", "BehaviourCallbacksModels", "LockedObservationModels", "StateModels"],
            swiftSettings: strict
        ),
    ],
    // C23, for `#embed` in ObsgenEmbeddedFiles (the package's only C target).
    cLanguageStandard: .c2x
)
