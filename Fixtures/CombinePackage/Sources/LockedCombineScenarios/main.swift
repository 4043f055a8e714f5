// Runs one scenario of Scenarios.swift (linked from the main package's Tests/LockedScenarios)
// on the combine style's `@locked` model, in this process:
//   LockedCombineScenarios combine <scenario> <observed|unobserved>
// Exit status 0 when it went as expected; Tests/LockedCombineScenarioTests runs each with a
// timeout, so that a deadlock or a trap fails.
import Foundation
@testable import LockedCombineModels

extension LockedCombineModels.Job: ScenarioJob {}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, arguments[0] == "combine" else {
    print("usage: LockedCombineScenarios combine <scenario> <observed|unobserved>")
    exit(2)
}
exit(runScenario(arguments[1], observed: arguments[2] == "observed") { LockedCombineModels.Job() })
