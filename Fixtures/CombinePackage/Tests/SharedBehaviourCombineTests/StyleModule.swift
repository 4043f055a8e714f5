// The one file of this target that is not shared: the others are symlinks to the main
// package's Tests/BehaviourShared, built with OBSGEN_STYLE_COMBINE (set in Package.swift) so
// that each imports BehaviourCombineModels (README.md).
@testable import BehaviourCombineModels

/// `Job` is also a type of the `_Concurrency` module; this name wins in the test module.
typealias Job = BehaviourCombineModels.Job
