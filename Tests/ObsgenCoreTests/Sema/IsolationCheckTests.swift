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

    /// A `@locked` child delivers its changes on the assigning thread, into the parent's
    /// unlocked table; only a `@locked` parent may hold one.
    @Test func plainModelWithLockedChildren() throws {
        let file = obsFile(
            "a.obs",
            model("Screen", members: [child("job", "Job"), child("preview", "Job", optional: true), children("parts", "Job")]),
            model("Job", .locked))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.message) == ["job", "preview", "parts"].map {
            "model 'Screen' is not '@locked' but its child '\($0)' is of '@locked' model 'Job'"
        })
        #expect(diagnostics.map(\.rangeText) == ["job", "preview", "parts"])
        try #require(diagnostics.count == 3)
        #expect(diagnostics[0].notes.map(\.message) == [
            "'Job' declared here",
            "'@locked' model 'Job' delivers its changes on the thread that assigned them: make 'Screen' '@locked' too, "
                + "or make 'job' a plain property (not 'child') and observe it with callbacks that hop to the thread or actor that owns 'Screen'",
        ])
    }

    @Test func mainActorModelWithLockedChildIsToldToHopToTheMainActor() throws {
        let file = obsFile("a.obs", model("Panel", .mainActor, members: [child("job", "Job")]), model("Job", .locked))
        let diagnostics = check(file)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "'@MainActor' model 'Panel' cannot hold child 'job' of model 'Job', which is not '@MainActor'")
        #expect(diagnostics[0].notes.last?.message
            == "'@locked' model 'Job' delivers its changes on the thread that assigned them: "
            + "make 'job' a plain property (not 'child') and observe it with callbacks that hop to the main actor")
    }

    @Test func matchingIsolationIsFine() {
        let file = obsFile(
            "a.obs",
            model("Screen", .mainActor, members: [child("panel", "Panel"), children("rows", "Panel")]),
            model("Panel", .mainActor),
            model("Store", .locked, members: [child("cache", "Cache")]),
            model("Cache", .locked),
            model("Locker", .locked, members: [children("caches", "Cache"), child("other", "Locker", optional: true)]),
            model("Plain", members: [child("panel", "Plain2"), child("other", "Plain", optional: true)]),
            model("Plain2"))
        #expect(check(file).isEmpty)
    }
}
