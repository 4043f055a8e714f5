import Testing
@testable import ObsgenCore

/// Check 1: names declared twice.
@Suite struct DuplicateCheckTests {
    @Test func modelDeclaredInTwoInputsPointsBackAtTheFirst() throws {
        let a = obsFile("a.obs", model("Settings"))
        let b = obsFile("b.obs", model("Other"), model("Settings"))
        let diagnostics = check(a, b)
        try #require(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.message == "invalid redeclaration of 'Settings'")
        #expect(diagnostic.file?.path == "b.obs")
        #expect(diagnostic.rangeText == "Settings")
        #expect(diagnostic.location == SourceLocation(line: 3, column: 7))
        let note = try #require(diagnostic.notes.first)
        #expect(note.message == "'Settings' previously declared here")
        #expect(note.file?.path == "a.obs")
        #expect(note.range.map { a.source.text($0) } == "Settings")
    }

    @Test func modelAndEventsBusShareOneNamespace() throws {
        let file = obsFile("a.obs", events("Bus"), model("Bus"))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "invalid redeclaration of 'Bus'")
        #expect(diagnostics[0].location?.line == 3)
        // Same file: the note names no file of its own.
        #expect(diagnostics[0].notes.first?.file == nil)
        #expect(diagnostics[0].notes.first?.range.map { file.source.text($0) } == "Bus")
    }

    @Test func eachLaterDuplicateIsReported() {
        let diagnostics = check(obsFile("a.obs", model("A"), model("A"), model("A")))
        #expect(diagnostics.map(\.message) == ["invalid redeclaration of 'A'", "invalid redeclaration of 'A'"])
        #expect(diagnostics.map { $0.location?.line } == [3, 5])
    }

    @Test func duplicateMember() throws {
        let file = obsFile("a.obs", model("M", members: [prop("x", "Int", default: "0"), prop("y", "Int", default: "0"), derived("x", "Int", "y")]))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "invalid redeclaration of 'x'")
        #expect(diagnostics[0].location == SourceLocation(line: 4, column: 13))
        #expect(diagnostics[0].notes.first?.range.map { file.source.location(of: $0.start) } == SourceLocation(line: 2, column: 5))
    }

    @Test func memberAndEventWithTheSameNameClash() {
        let diagnostics = check(obsFile("a.obs", model("M", members: [prop("done", "Bool", default: "false"), event("done")])))
        #expect(diagnostics.map(\.message) == ["invalid redeclaration of 'done'"])
    }

    @Test func sameMemberNameInTwoModelsIsFine() {
        let file = obsFile(
            "a.obs", model("A", members: [prop("x", "Int", default: "0")]), model("B", members: [prop("x", "Int", default: "0")]))
        #expect(check(file).isEmpty)
    }

    @Test func duplicateEventsCase() throws {
        let diagnostics = check(obsFile("a.obs", events("Bus", cases: [eventCase("updated"), eventCase("other"), eventCase("updated")])))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "invalid redeclaration of 'updated'")
        #expect(diagnostics[0].location?.line == 4)
    }

    @Test func duplicateParameterLabelInBusCaseAndModelEvent() {
        let file = obsFile(
            "a.obs",
            model("M", members: [event("failed", ("code", "Int"), ("code", "String"))]),
            events("Bus", cases: [eventCase("loggedIn", ("user", "String"), ("user", "String"))]))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.message) == ["invalid redeclaration of 'code'", "invalid redeclaration of 'user'"])
        #expect(diagnostics.map(\.rangeText) == ["code", "user"])
        #expect(diagnostics.map { $0.location?.column } == [29, 28])
    }

    @Test func sameLabelInTwoEventsIsFine() {
        let file = obsFile(
            "a.obs",
            model("M", members: [event("a", ("value", "Int")), event("b", ("value", "Int"))]),
            events("Bus", cases: [eventCase("a", ("value", "Int")), eventCase("b", ("value", "Int"))]))
        #expect(check(file).isEmpty)
    }

    /// Small scopes are searched linearly and large ones by hashing: duplicates are found
    /// on both sides of the switch, each pointing back at its first declaration.
    @Test func duplicatesInALargeScopeAreFoundBeforeAndAfterItIsIndexed() {
        var members = (0..<40).map { prop("m\($0)", "Int", default: "0") }
        members.insert(prop("m3", "Int", default: "0"), at: 10)  // while small
        members.append(prop("m5", "Int", default: "0"))  // once indexed
        members.append(prop("m30", "Int", default: "0"))  // declared after the switch
        let diagnostics = check(obsFile("a.obs", model("M", members: members)))
        #expect(diagnostics.map(\.message) == [
            "invalid redeclaration of 'm3'", "invalid redeclaration of 'm5'", "invalid redeclaration of 'm30'",
        ])
        #expect(diagnostics.map { $0.notes.first?.message } == [
            "'m3' previously declared here", "'m5' previously declared here", "'m30' previously declared here",
        ])
        // Each note is at an earlier line than its error.
        #expect(diagnostics.allSatisfy { ($0.notes.first?.range?.start ?? .max) < ($0.range?.start ?? 0) })
    }
}
