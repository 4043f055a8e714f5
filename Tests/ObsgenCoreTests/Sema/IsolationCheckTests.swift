import Testing
@testable import ObsgenCore

/// Check 5: a model and its children agree on isolation.
@Suite struct IsolationCheckTests {
    @Test func mainActorModelWithPlainChild() throws {
        let file = obsFile("a.obs", model("Screen", .mainActor, members: [child("settings", "Settings")]), model("Settings"))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "'@MainActor' model 'Screen' cannot hold child 'settings' of model 'Settings', which is not '@MainActor'")
        #expect(diagnostics[0].rangeText == "settings")
        #expect(diagnostics[0].notes.first?.message == "'Settings' declared here")
        #expect(diagnostics[0].notes.first?.range.map { file.source.text($0) } == "Settings")
    }

    @Test func plainModelWithMainActorChildrenInAnotherInput() throws {
        let a = obsFile("a.obs", model("List", members: [children("rows", "Row")]))
        let b = obsFile("b.obs", model("Row", .mainActor))
        let diagnostics = check(a, b)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "model 'List' is not '@MainActor' but its child 'rows' is of '@MainActor' model 'Row'")
        #expect(diagnostics[0].notes.first?.file?.path == "b.obs")
    }

    @Test func lockedModelWithUnlockedChild() {
        let file = obsFile("a.obs", model("Store", .locked, members: [child("cache", "Cache", optional: true)]), model("Cache"))
        #expect(check(file).map(\.message) == ["'@locked' model 'Store' cannot hold child 'cache' of model 'Cache', which is not '@locked'"])
    }

    @Test func matchingIsolationIsFine() {
        let file = obsFile(
            "a.obs",
            model("Screen", .mainActor, members: [child("panel", "Panel"), children("rows", "Panel")]),
            model("Panel", .mainActor),
            model("Store", .locked, members: [child("cache", "Cache")]),
            model("Cache", .locked),
            model("Plain", members: [child("cache", "Cache"), child("other", "Plain", optional: true)]))
        #expect(check(file).isEmpty)
    }
}
