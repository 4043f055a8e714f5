import Testing
@testable import ObsgenCore

/// Check 2 (unknown child models, with suggestions) and check 3 (non-optional cycles).
@Suite struct ChildCheckTests {
    @Test func unknownChildModelSuggestsTheClosestName() throws {
        let file = obsFile("a.obs", model("Job", members: [child("settings", "Setings")]), model("Settings"))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "unknown model 'Setings'")
        #expect(diagnostics[0].rangeText == "Setings")
        #expect(diagnostics[0].location == SourceLocation(line: 2, column: 21))
        #expect(diagnostics[0].notes == [DiagnosticNote("did you mean 'Settings'?")])
    }

    @Test func unknownChildrenModelIsReportedToo() {
        let diagnostics = check(obsFile("a.obs", model("Job", members: [children("parts", "Prat")]), model("Part")))
        #expect(diagnostics.map(\.message) == ["unknown model 'Prat'"])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'Part'?"])
        #expect(diagnostics.first?.rangeText == "Prat")
    }

    @Test func noSuggestionWhenNothingIsClose() {
        let diagnostics = check(obsFile("a.obs", model("Job", members: [child("s", "Preferences")]), model("Settings")))
        #expect(diagnostics.map(\.message) == ["unknown model 'Preferences'"])
        #expect(diagnostics.first?.notes == [])
    }

    @Test func caseInsensitiveMatchIsSuggested() {
        let diagnostics = check(obsFile("a.obs", model("Job", members: [child("s", "SETTINGS")]), model("Settings")))
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'Settings'?"])
    }

    @Test func suggestionComesFromAnotherInput() {
        let a = obsFile("a.obs", model("Job", members: [child("preview", "Preveiw", optional: true)]))
        let b = obsFile("b.obs", model("Preview"))
        #expect(check(a, b).first?.notes.map(\.message) == ["did you mean 'Preview'?"])
    }

    @Test func closestWinsAndTiesGoToTheFirstDeclared() {
        let closest = obsFile("a.obs", model("Job", members: [child("c", "Cat")]), model("Cart"), model("Cab"), model("Car"))
        // Cart, Cab and Car are all one edit away: the first declared wins.
        #expect(check(closest).first?.notes.map(\.message) == ["did you mean 'Cart'?"])
        let exactCase = obsFile("a.obs", model("Job", members: [child("c", "car")]), model("Cart"), model("Car"))
        #expect(check(exactCase).first?.notes.map(\.message) == ["did you mean 'Car'?"])
    }

    @Test func eventsBusIsNotAModel() throws {
        let file = obsFile("a.obs", events("AppEvents"), model("Job", members: [child("bus", "AppEvents")]))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "unknown model 'AppEvents'")
        let note = try #require(diagnostics[0].notes.first)
        #expect(note.message == "'AppEvents' is an events bus, not a model")
        #expect(note.range.map { file.source.text($0) } == "AppEvents")
        #expect(diagnostics[0].notes.count == 1)
    }

    @Test func editDistance() {
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("abc", "") == 3)
        #expect(Suggestions.editDistance("Settings", "Settings") == 0)
        #expect(Suggestions.editDistance("Setings", "Settings") == 1)
        #expect(Suggestions.editDistance("Preveiw", "Preview") == 1)  // a swap costs one
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.closest(to: "Item", among: ["Items", "Iter"]) == "Items")
        #expect(Suggestions.closest(to: "Ab", among: ["Xy"]) == nil)
        #expect(Suggestions.closest(to: "Same", among: ["Same"]) == nil)
    }

    // MARK: Cycles

    @Test func twoModelCycleIsReportedOnceOnTheFirstModel() throws {
        let file = obsFile("a.obs", model("A", members: [child("b", "B")]), model("B", members: [child("a", "A")]))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "non-optional child 'b' makes 'A' contain itself (A.b -> B.a -> A); it could never be initialised")
        #expect(diagnostics[0].rangeText == "b")
        #expect(diagnostics[0].location?.line == 2)
        #expect(diagnostics[0].notes == [DiagnosticNote("make the child optional ('B?') or use 'children'")])
    }

    @Test func modelContainingItself() {
        let diagnostics = check(obsFile("a.obs", model("A", members: [prop("x", "Int", default: "0"), child("me", "A")])))
        #expect(diagnostics.map(\.message) == ["non-optional child 'me' makes 'A' contain itself (A.me -> A); it could never be initialised"])
        #expect(diagnostics.first?.notes.map(\.message) == ["make the child optional ('A?') or use 'children'"])
    }

    @Test func optionalChildrenAndArraysMayRecurse() {
        let file = obsFile(
            "a.obs",
            model("Node", members: [children("kids", "Node"), child("parent", "Node", optional: true)]),
            model("A", members: [child("b", "B")]), model("B", members: [child("a", "A", optional: true)]),
            model("C", members: [children("d", "D")]), model("D", members: [child("c", "C")]))
        #expect(check(file).isEmpty)
    }

    @Test func cycleAcrossInputsAndThroughThreeModels() throws {
        let a = obsFile("a.obs", model("A", members: [child("b", "B")]))
        let b = obsFile("b.obs", model("B", members: [child("c", "C")]), model("C", members: [child("a", "A")]))
        let diagnostics = check(a, b)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "non-optional child 'b' makes 'A' contain itself (A.b -> B.c -> C.a -> A); it could never be initialised")
        #expect(diagnostics[0].file?.path == "a.obs")
    }

    @Test func eachDistinctCycleIsReported() {
        // A -> B -> A and B -> C -> B: two cycles, each reported once at its first model.
        let file = obsFile(
            "a.obs",
            model("A", members: [child("b", "B")]),
            model("B", members: [child("a", "A"), child("c", "C")]),
            model("C", members: [child("b", "B")]))
        #expect(check(file).map(\.message) == [
            "non-optional child 'b' makes 'A' contain itself (A.b -> B.a -> A); it could never be initialised",
            "non-optional child 'c' makes 'B' contain itself (B.c -> C.b -> B); it could never be initialised",
        ])
    }

    @Test func unknownModelInAChainIsNoCycle() {
        let diagnostics = check(obsFile("a.obs", model("A", members: [child("b", "Bee")]), model("B", members: [child("a", "A")])))
        #expect(diagnostics.map(\.message) == ["unknown model 'Bee'"])
    }
}
