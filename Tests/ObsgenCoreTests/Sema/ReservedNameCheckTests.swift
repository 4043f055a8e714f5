import Testing
@testable import ObsgenCore

/// Check 7: runtime types, generated protocols, nested types and the `_obsgen` prefix.
@Suite struct ReservedNameCheckTests {
    @Test func runtimeTypeNames() {
        let file = obsFile("a.obs", model("ObservationToken"), events("ChildrenChange"), model("BoolFilter"))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.message) == [
            "model 'ObservationToken' clashes with the obsgen runtime type 'ObservationToken'",
            "events bus 'ChildrenChange' clashes with the obsgen runtime type 'ChildrenChange'",
            "model 'BoolFilter' clashes with the obsgen runtime type 'BoolFilter'",
        ])
        #expect(diagnostics.map(\.rangeText) == ["ObservationToken", "ChildrenChange", "BoolFilter"])
        for name in GeneratedNames.runtimeTypes {
            #expect(check(obsFile("a.obs", model(name))).count == 1, "\(name)")
        }
    }

    @Test func nestedTypeNames() {
        #expect(check(obsFile("a.obs", model("Change"), events("Event"))).map(\.message) == [
            "model 'Change' clashes with the nested type 'Change' that obsgen generates in models",
            "events bus 'Event' clashes with the nested type 'Event' that obsgen generates in models",
        ])
    }

    @Test func generatedProtocolName() throws {
        let a = obsFile("a.obs", model("PartProtocol"))
        let b = obsFile("b.obs", model("Part"), events("SettingsProtocol"))
        let diagnostics = check(a, b)
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "model 'PartProtocol' clashes with the protocol obsgen generates for model 'Part'")
        #expect(diagnostics[0].file?.path == "a.obs")
        #expect(diagnostics[0].notes.first?.message == "'Part' declared here")
        #expect(diagnostics[0].notes.first?.file?.path == "b.obs")
        #expect(check(obsFile("a.obs", model("Protocol"), model("MyProtocol"))).isEmpty)
    }

    @Test func reservedPrefixEverywhere() {
        let file = obsFile(
            "a.obs",
            model("_obsgenModel", members: [prop("_obsgenX", "Int", default: "0"), event("e", ("_OBSGEN", "Int"))]),
            events("Bus", cases: [eventCase("_ObsgenCase", ("_obsgen_p", "Int"))]))
        let diagnostics = check(file)
        #expect(diagnostics.map(\.rangeText) == ["_obsgenModel", "_obsgenX", "_OBSGEN", "_ObsgenCase", "_obsgen_p"])
        #expect(diagnostics.first?.message == "'_obsgenModel' starts with '_obsgen', which is reserved for names obsgen generates")
        #expect(check(obsFile("a.obs", model("M", members: [prop("obsgen", "Int", default: "0"), prop("_obsge", "Int", default: "0")]))).isEmpty)
    }
}
