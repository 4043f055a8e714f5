import Testing
@testable import ObsgenCore

/// Check 7: members whose names clash with what obsgen generates.
@Suite struct GeneratedNameCheckTests {
    private func messages(_ members: [TMember]) -> [String] {
        check(obsFile("a.obs", model("M", members: members))).map(\.message)
    }

    @Test func memberWhoseGeneratedNameObsgenAlreadyUses() throws {
        let diagnostics = check(obsFile("a.obs", model("M", members: [prop("changes", "Int", default: "0")])))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "member 'changes' would generate 'observeChanges', which obsgen already generates")
        #expect(diagnostics[0].rangeText == "changes")
    }

    @Test func memberNamedLikeAGeneratedName() {
        #expect(messages([prop("binding", "Int", default: "0")]) == ["member 'binding' clashes with 'binding', which obsgen generates"])
        #expect(messages([prop("objectWillChange", "Int", default: "0")]) == [
            "member 'objectWillChange' clashes with 'objectWillChange', which obsgen generates",
        ])
        #expect(messages([constant("Change", "Int", default: "0")]) == ["member 'Change' clashes with 'Change', which obsgen generates"])
        #expect(messages([prop("Event", "Int", default: "0")]) == ["member 'Event' clashes with 'Event', which obsgen generates"])
    }

    /// SPEC §1 reserves `post` in every model, with events or not; `observeEvents` (and a
    /// member `events`, whose observer method it would be) only clash in a model with events.
    @Test func postIsReservedAlwaysObserveEventsWithEvents() {
        #expect(messages([prop("events", "Int", default: "0"), prop("post", "Int", default: "0")]) == [
            "member 'post' clashes with 'post', which obsgen generates",
        ])
        #expect(messages([constant("observeEvents", "Int", default: "0")]).isEmpty)
        let members = [prop("events", "Int", default: "0"), prop("post", "Int", default: "0"), constant("observeEvents", "Int", default: "0")]
        #expect(messages([event("done")] + members) == [
            "member 'events' would generate 'observeEvents', which obsgen already generates",
            "member 'post' clashes with 'post', which obsgen generates",
            "member 'observeEvents' clashes with 'observeEvents', which obsgen generates",
        ])
    }

    @Test func twoMembersGeneratingTheSameName() throws {
        let diagnostics = check(obsFile("a.obs", model("M", members: [prop("x", "Int", default: "0"), derived("X", "Int", "x")])))
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "member 'X' would generate 'observeX', which obsgen also generates for 'x'")
        #expect(diagnostics[0].rangeText == "X")
        #expect(messages([event("done"), event("Done")]) == ["member 'Done' would generate 'onDone', which obsgen also generates for 'done'"])
    }

    @Test func memberNamedLikeAnotherMembersGeneratedName() {
        #expect(messages([prop("x", "Int", default: "0"), prop("observeX", "Int", default: "0")]) == [
            "member 'observeX' clashes with 'observeX', which obsgen generates for 'x'",
        ])
        #expect(messages([child("c", "M", optional: true), constant("modifyC", "Int", default: "0")]) == [
            "member 'modifyC' clashes with 'modifyC', which obsgen generates for 'c'",
        ])
        #expect(messages([event("tap"), prop("onTap", "Int", default: "0")]) == [
            "member 'onTap' clashes with 'onTap', which obsgen generates for 'tap'",
        ])
        #expect(messages([prop("removeAllXObservers", "Int", default: "0"), prop("x", "Int", default: "0")]) == [
            "member 'x' would generate 'removeAllXObservers', which clashes with member 'removeAllXObservers'",
        ])
    }

    /// `@ignored` and `weak` members have no observation API, so the names it would have
    /// are free for other members; the same member observed still clashes.
    @Test func unobservedMembersGenerateNoNames() {
        func errors(_ text: String) -> [String] {
            let parsed = Parser.parse(SourceFile(path: "a.obs", text: text))
            return (parsed.diagnostics + Checker.check([parsed.file])).map(\.message)
        }
        let members = "    observeCache: Int = 0\n    removeAllOwnerObservers: Int = 0\n    modifyCache: Int = 0\n"
        #expect(errors("model M {\n    @ignored cache: Int = 0\n    weak owner: AnyObject?\n" + members + "}\n").isEmpty)
        #expect(errors("model M {\n    cache: Int = 0\n    weak owner: AnyObject?\n" + members + "}\n") == [
            "member 'observeCache' clashes with 'observeCache', which obsgen generates for 'cache'",
            "member 'modifyCache' clashes with 'modifyCache', which obsgen generates for 'cache'",
        ])
    }

    @Test func namesObsgenDoesNotGenerateAreFree() {
        // A constant has no observation API, a derived value no modifier, events no observer.
        #expect(messages([
            constant("x", "Int", default: "0"), prop("observeX", "Int", default: "0"),
            prop("y", "Int", default: "0"), derived("d", "Int", "y"), prop("modifyD", "Int", default: "0"),
            event("e"), prop("observeE", "Int", default: "0"), prop("change", "Int", default: "0"),
        ]).isEmpty)
        #expect(check(CheckerTests.specExample).isEmpty)
    }

    @Test func redeclarationsAreReportedOnlyAsSuch() {
        let diagnostics = check(obsFile(
            "a.obs",
            model("M", members: [event("e"), event("e"), prop("x", "Int", default: "0"), prop("x", "Int", default: "0")]),
            events("Bus", cases: [eventCase("u"), eventCase("u")])))
        #expect(diagnostics.map(\.message) == [
            "invalid redeclaration of 'e'", "invalid redeclaration of 'x'", "invalid redeclaration of 'u'",
        ])
    }

    @Test func busCasesGeneratingTheSameHandler() {
        let diagnostics = check(obsFile("a.obs", events("Bus", cases: [eventCase("updated"), eventCase("Updated")])))
        #expect(diagnostics.map(\.message) == ["case 'Updated' would generate 'onUpdated', which obsgen also generates for 'updated'"])
        #expect(diagnostics.map(\.rangeText) == ["Updated"])
    }

    @Test func generatedNameHelpers() {
        #expect(GeneratedNames.capitalized("isDone") == "IsDone")
        #expect(GeneratedNames.capitalized("") == "")
        // The ASCII fast path and Unicode case mapping agree, including an ASCII letter
        // followed by a combining mark that has an uppercase form of its own (U+0345).
        for name in ["x", "_x", "Xy", "1a", "zeta", "\u{E9}t\u{E9}", "\u{DF}x", "a\u{345}b", "e\u{301}x", "\u{3C9}mega"] {
            #expect(GeneratedNames.capitalized(name) == name.first!.uppercased() + name.dropFirst(), "\(name)")
        }
        #expect(GeneratedNames.observe("x") == "observeX")
        #expect(GeneratedNames.removeAllObservers("parts") == "removeAllPartsObservers")
        #expect(GeneratedNames.modify("progress") == "modifyProgress")
        #expect(GeneratedNames.on("loggedIn") == "onLoggedIn")
        #expect(GeneratedNames.protocolName(ofModel: "Part") == "PartProtocol")
        #expect(GeneratedNames.isReserved("_OBSGENx"))
        #expect(!GeneratedNames.isReserved("obsgen"))
    }

    /// `cannotClash` lets a model skip the full check only when the full check would
    /// report nothing: tried on every pair of tricky names in every pair of member kinds.
    @Test func byteLevelPrecheckNeverHidesAClash() {
        let names = [
            "x", "X", "value", "changes", "events", "post", "binding", "objectWillChange", "didInit", "observeX", "observeValue",
            "removeAllXObservers", "modifyX", "modify", "onX", "onValue", "on", "obs", "e\u{301}x", "\u{e9}x", "_x",
            "observeEvents", "observeChanges", "Post", "posts", "pos", "Change", "Event", "event",
        ]
        let kinds: [(String) -> TMember] = [
            { prop($0, "Int", default: "0") }, { constant($0, "Int", default: "0") }, { derived($0, "Int", "0") },
            { event($0) }, { child($0, "M", optional: true) },
        ]
        var skipped = 0
        for first in names {
            for second in names {
                for firstKind in kinds {
                    for secondKind in kinds {
                        for withEvent in [false, true] {
                            var members = [firstKind(first), secondKind(second)]
                            if withEvent { members.append(event("zzz")) }
                            let file = obsFile("a.obs", model("M", members: members))
                            guard case .model(let decl)? = file.declarations.first, GeneratedNameChecks.cannotClash(decl) else { continue }
                            skipped += 1
                            #expect(messages(members).filter { $0.contains("generate") }.isEmpty, "\(members)")
                        }
                    }
                }
            }
        }
        #expect(skipped > 0)
    }
}
