// Runs one scenario of Scenarios.swift on a generated `@locked` model, in this process:
//   LockedScenarios <callbacks|observation> <scenario> <observed|unobserved>
// Exit status 0 when it went as expected; a deadlock hangs and a trap kills the process,
// which Tests/LockedScenarioTests turns into a failure (it runs each with a timeout).
import Foundation
@testable import IsolationLockedModels
@testable import LockedObservationModels

extension IsolationLockedModels.Job: ScenarioJob {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension LockedObservationModels.Job: ScenarioJob {}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
    print("usage: LockedScenarios <callbacks|observation> <scenario> <observed|unobserved>")
    exit(2)
}
let (style, name, observed) = (arguments[0], arguments[1], arguments[2] == "observed")
switch style {
case "callbacks":
    exit(runScenario(name, observed: observed) { IsolationLockedModels.Job() })
case "observation":
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { exit(0) }
    exit(runScenario(name, observed: observed) { LockedObservationModels.Job() })
default:
    print("unknown style \(style)")
    exit(2)
}
