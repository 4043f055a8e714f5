import Testing
@testable import ObsgenCore

/// Checks 5 and 6: where attributes may be written.
@Suite struct AttributeCheckTests {
    @Test func mainActorAndLockedTogether() throws {
        let file = obsFile("a.obs", model("M", .locked, .mainActor))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "'@MainActor' and '@locked' cannot be combined; pick one")
        #expect(diagnostics[0].rangeText == "@MainActor")
        let reversed = check(obsFile("a.obs", model("M", .mainActor, .locked)))
        #expect(reversed.map(\.rangeText) == ["@locked"])
    }

    @Test func modelAttributesOnAMember() {
        let file = obsFile(
            "a.obs", model("M", members: [prop("x", "Int", default: "0", .locked), prop("y", "Int", default: "0", .mainActor)]))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.message) == [
            "'@locked' applies to models, not members",
            "'@MainActor' applies to models, not members",
        ])
        #expect(diagnostics.map(\.rangeText) == ["@locked", "@MainActor"])
    }

    @Test func distinctOnAConstant() throws {
        let diagnostics = check(obsFile("a.obs", model("M", members: [constant("id", "UUID", default: "UUID()", .distinct)])))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "'@distinct' cannot be applied to constant 'id'; a constant never changes")
        #expect(diagnostics[0].rangeText == "@distinct")
    }

    @Test func attributesOtherThanMainActorOnEvents() {
        let diagnostics = check(obsFile("a.obs", events("Bus", .locked, .distinct)))
        #expect(diagnostics.map(\.message) == [
            "'@locked' applies to models, not events buses",
            "'@distinct' applies to models and properties, not events buses",
        ])
        #expect(diagnostics.map { $0.location?.line } == [1, 2])
    }

    @Test func repeatedAttributes() throws {
        let file = obsFile(
            "a.obs",
            model("M", .distinct, .distinct, members: [prop("x", "Int", default: "0", .distinct, .distinct)]),
            events("Bus", .mainActor, .mainActor))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.message) == [
            "duplicate attribute '@distinct'", "duplicate attribute '@distinct'", "duplicate attribute '@MainActor'",
        ])
        #expect(diagnostics.map { $0.location?.line } == [2, 4, 7])
        let note = try #require(diagnostics.first?.notes.first)
        #expect(note.message == "'@distinct' first written here")
        #expect(note.range.map { file.source.location(of: $0.start) } == SourceLocation(line: 1, column: 1))
    }

    @Test func legalAttributesAreFine() {
        let file = obsFile(
            "a.obs",
            model("A", .mainActor, .distinct, members: [prop("x", "Int", default: "0", .distinct)]),
            model("B", .locked, .distinct),
            events("Bus", .mainActor))
        #expect(check(file).isEmpty)
    }
}
