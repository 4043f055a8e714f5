import Testing
@testable import ObsgenCore

/// Check 4: derived values must depend on something observable, without cycles; and the
/// evaluation order the generator uses.
@Suite struct DerivedCheckTests {
    @Test func derivedWithoutDependency() throws {
        let file = obsFile("a.obs", model("M", members: [prop("x", "Int", default: "0"), derived("d", "Int", "42")]))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "derived 'd' does not depend on any stored property, child or derived value of 'M'; it would never change")
        #expect(diagnostics[0].rangeText == "d")
        #expect(diagnostics[0].location == SourceLocation(line: 3, column: 13))
    }

    @Test func constantsEventsAndMemberAccessesAreNoDependencies() {
        let file = obsFile(
            "a.obs",
            model(
                "M",
                members: [
                    constant("id", "Int", default: "1"), event("x"), prop("count", "Int", default: "0"),
                    derived("a", "Int", "id + 1"),
                    derived("b", "Bool", "x == nil"),
                    derived("c", "Int", "values.count"),
                    derived("d", "String", "\"count\""),
                ]))
        #expect(check(file).map(\.rangeText) == ["a", "b", "c", "d"])
    }

    @Test func everyObservableMemberIsADependency() {
        let file = obsFile(
            "a.obs",
            model(
                "M",
                members: [
                    prop("x", "Int", default: "0"), child("c", "C"), children("cs", "C"),
                    derived("fromProperty", "Int", "x * 2"),
                    derived("fromSelf", "Int", "self.x"),
                    derived("fromChild", "Double", "c.volume"),
                    derived("fromChildren", "Int", "cs.count"),
                    derived("fromDerived", "Int", "max(0, fromProperty)"),
                    derived("fromString", "String", "\"n: \" + String(x)"),
                ]),
            model("C", members: [prop("volume", "Double", default: "0")]))
        #expect(check(file).isEmpty)
    }

    @Test func derivedThatOnlyReadsItselfIsACycle() throws {
        let diagnostics = check(obsFile("a.obs", model("M", members: [derived("d", "Int", "d + 1")])))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "derived 'd' depends on itself (d -> d)")
        #expect(diagnostics[0].rangeText == "d")
    }

    @Test func twoDerivedValuesDependingOnEachOther() throws {
        let file = obsFile(
            "a.obs",
            model("M", members: [prop("x", "Int", default: "0"), derived("a", "Int", "b + x"), derived("b", "Int", "a - x")]))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "derived values 'a' and 'b' depend on each other (a -> b -> a)")
        #expect(diagnostics[0].location?.line == 3)
    }

    @Test func longerCycleIsReportedOnceFromItsFirstMember() {
        let file = obsFile(
            "a.obs",
            model(
                "M",
                members: [
                    prop("x", "Int", default: "0"), derived("c", "Int", "a"), derived("a", "Int", "b"),
                    derived("b", "Int", "c + x"), derived("ok", "Int", "a + x"),
                ]))
        #expect(check(file).map(\.message) == ["derived values 'c', 'a' and 'b' depend on each other (c -> a -> b -> c)"])
    }

    @Test func cyclesInTwoModelsAreReportedInEach() {
        let file = obsFile(
            "a.obs",
            model("A", members: [derived("p", "Int", "q"), derived("q", "Int", "p")]),
            model("B", members: [derived("r", "Int", "r")]))
        #expect(check(file).map(\.message) == [
            "derived values 'p' and 'q' depend on each other (p -> q -> p)",
            "derived 'r' depends on itself (r -> r)",
        ])
    }

    @Test func directDependenciesExcludeTheOwnNameAndKeepFirstMentionOrder() {
        let file = obsFile(
            "a.obs",
            model(
                "M",
                members: [
                    prop("x", "Int", default: "0"), prop("y", "Int", default: "0"), constant("k", "Int", default: "1"),
                    derived("d", "Int", "y + x + y + k + d + self.x + other.x"),
                ]))
        guard case .model(let model) = file.declarations[0], case .derived(let decl) = model.members[3].kind else {
            Issue.record("expected a model with a derived member")
            return
        }
        #expect(DerivedDependencies.direct(of: decl.expression, in: model, excluding: "d") == ["y", "x"])
    }

    @Test func evaluationOrderPutsDependenciesFirstAndKeepsDeclarationOrderOtherwise() throws {
        let file = obsFile(
            "a.obs",
            model(
                "M",
                members: [
                    prop("x", "Int", default: "0"),
                    derived("total", "Int", "subtotal + tax"),
                    derived("label", "String", "String(x)"),
                    derived("tax", "Int", "subtotal / 10"),
                    derived("subtotal", "Int", "x * 2"),
                    derived("shown", "Bool", "x > 0"),
                ]))
        let model = try #require(file.models.first)
        #expect(DerivedDependencies.evaluationOrder(of: model) == ["label", "subtotal", "tax", "total", "shown"])
    }

    @Test func evaluationOrderOfAModelWithoutDerivedValuesIsEmpty() throws {
        let model = try #require(obsFile("a.obs", model("M", members: [prop("x", "Int")])).models.first)
        #expect(DerivedDependencies.evaluationOrder(of: model) == [])
    }

    @Test func evaluationOrderPutsACycleLast() throws {
        let file = obsFile(
            "a.obs",
            model("M", members: [derived("a", "Int", "b"), derived("b", "Int", "a"), prop("x", "Int"), derived("c", "Int", "x")]))
        let model = try #require(file.models.first)
        #expect(DerivedDependencies.evaluationOrder(of: model) == ["c", "a", "b"])
    }
}
