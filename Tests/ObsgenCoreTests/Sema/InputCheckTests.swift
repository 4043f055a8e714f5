import Testing
@testable import ObsgenCore

/// Check 8: inputs whose output files would overwrite each other.
@Suite struct InputCheckTests {
    @Test func twoInputsWithTheSameBaseName() throws {
        let diagnostics = check(obsFile("a/models.obs", model("A")), obsFile("b/models.obs", model("B")))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "two inputs named 'models.obs' would both write 'models.swift'")
        #expect(diagnostics[0].file?.path == "b/models.obs")
        #expect(diagnostics[0].range == nil)
        #expect(diagnostics[0].notes == [DiagnosticNote("the other input is 'a/models.obs'")])
    }

    @Test func standardInputTwice() {
        #expect(check(obsFile("stdin"), obsFile("stdin")).map(\.message) == ["two inputs named 'stdin' would both write 'stdin.swift'"])
    }

    @Test func namesThatDifferOnlyInCase() {
        #expect(check(obsFile("a/Models.obs"), obsFile("b/models.obs")).map(\.message) == [
            "inputs 'Models.obs' and 'models.obs' would write 'Models.swift' and 'models.swift', the same file on a case-insensitive file system",
        ])
    }

    @Test func inputNamedLikeTheRuntimeFile() {
        #expect(check(obsFile("x/ObsgenRuntime.obs")).map(\.message) == [
            "input 'ObsgenRuntime.obs' would write 'ObsgenRuntime.swift', which is the obsgen runtime file",
        ])
    }

    @Test func distinctNamesAreFine() {
        #expect(check(obsFile("a/models.obs"), obsFile("a/views.obs"), obsFile("b/models.txt"), obsFile("stdin")).isEmpty)
    }

    @Test func fileErrorComesFirstInItsFile() {
        let diagnostics = check(obsFile("a/m.obs"), obsFile("b/m.obs", model("A", members: [child("c", "C")])))
        #expect(diagnostics.map(\.message) == ["two inputs named 'm.obs' would both write 'm.swift'", "unknown model 'C'"])
    }
}
