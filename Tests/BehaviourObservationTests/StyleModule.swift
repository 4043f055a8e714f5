// The one file of this target that is not shared (the others are symlinks to
// Tests/BehaviourShared). Each shared file imports the models of the style it is built for,
// chosen by the OBSGEN_STYLE_* condition set in Package.swift.
@testable import BehaviourObservationModels

/// `Job` is also a type of the `_Concurrency` module; this name wins in the test module.
typealias Job = BehaviourObservationModels.Job
