import Testing
@testable import ObsgenCore

/// The checker as a whole: valid input, several inputs, several errors, order.
@Suite struct CheckerTests {
    /// SPEC §1's example, written as an AST.
    static let specExample = obsFile(
        "models.obs",
        model(
            "DownloadJob", .distinct,
            members: [
                prop("progress", "(Int, Int)", default: "(0, 100)"),
                prop("isComplete", "Bool", default: "false"),
                prop("title", "String"),
                prop("note", "String?"),
                constant("id", "UUID", default: "UUID()"),
                child("settings", "DownloadSettings"),
                child("preview", "Preview", optional: true),
                children("parts", "Part"),
                derived("isDone", "Bool", "progress.0 >= progress.1"),
                event("finished"),
                event("failed", ("reason", "String"), ("code", "Int")),
            ]),
        model("DownloadSettings", members: [prop("volume", "Double", default: "0.5")]),
        model("Preview", members: [prop("caption", "String", default: "\"\"")]),
        model("Part", members: [prop("size", "Int", default: "0")]),
        events("AppEvents", .mainActor, cases: [eventCase("updated"), eventCase("loggedIn", ("user", "String"))]))

    @Test func specExampleHasNoErrors() {
        #expect(check(Self.specExample).isEmpty)
    }

    @Test func noInputsNoErrors() {
        #expect(Checker.check([]).isEmpty)
    }

    @Test func childMayNameAModelOfAnotherInput() {
        let a = obsFile("a.obs", model("Parent", members: [child("settings", "Settings"), children("items", "Item")]))
        let b = obsFile("b.obs", model("Settings", members: [prop("volume", "Double", default: "0.5")]), model("Item"))
        #expect(check(a, b).isEmpty)
    }

    @Test func everyErrorIsReportedInFileThenPositionOrder() {
        let a = obsFile(
            "a.obs",
            model("A", members: [child("s", "Setings"), prop("changes", "Int", default: "0")]),
            model("DisposeBag"))
        let b = obsFile("b.obs", model("A", members: [derived("d", "Int", "42")]))
        let diagnostics = check(b, a)
        // b.obs comes first in this run, so its `A` is the first declaration.
        #expect(diagnostics.map(\.message) == [
            "derived 'd' does not depend on any stored property, child or derived value of 'A'; it would never change",
            "invalid redeclaration of 'A'",
            "unknown model 'Setings'",
            "member 'changes' would generate 'observeChanges', which obsgen already generates",
            "model 'DisposeBag' clashes with the obsgen runtime type 'DisposeBag'",
        ])
        #expect(diagnostics.map { $0.file?.path } == ["b.obs", "a.obs", "a.obs", "a.obs", "a.obs"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func sameInputTwiceGivesTheSameDiagnostics() {
        let file = obsFile("a.obs", model("A", members: [child("b", "B"), derived("d", "Int", "1")]))
        #expect(check(file) == check(file))
        #expect(check(file).count == 2)
    }
}
