import Testing

@testable import ObsgenCore

/// `@persisted("key")`: how it parses (a plain string literal key), where it may be written,
/// its key, the default of an optional one, and the names a `Codable` model's snapshots keep.
@Suite struct PersistedCheckTests {
    /// `line:column: message` of every diagnostic of `text`, syntax and checks.
    private func diagnostics(_ text: String) -> [String] {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        let all = parsed.diagnostics + Checker.check([parsed.file])
        return all.map { "\($0.location.map(\.description) ?? "?"): \($0.message)" }
    }

    /// The notes of every diagnostic of `text`.
    private func notes(_ text: String) -> [String] {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        return (parsed.diagnostics + Checker.check([parsed.file])).flatMap { $0.notes.map(\.message) }
    }

    @Test func theKeyIsParsedWithTheAttribute() throws {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: "model A {\n  @persisted(\"font.size\") @distinct size: Double = 14\n}"))
        #expect(parsed.diagnostics.isEmpty)
        let member = try #require(parsed.file.models.first?.members.first)
        guard case .property(let property) = member.kind else { Issue.record("not a property"); return }
        let attribute = try #require(property.persisted)
        #expect(attribute.argument?.text == "font.size")
        #expect(property.isDistinct)
        #expect(parsed.file.source.text(attribute.range) == "@persisted(\"font.size\")")
    }

    @Test func aStoredVarPropertyMayBePersisted() {
        #expect(diagnostics("model A {\n  @persisted(\"a\") a: Int = 0\n  @persisted(\"b\") private(set) var b: [String] = []\n  @persisted(\"c\") c: String?\n  @persisted(\"d\") d: Int? = nil\n}") == [])
    }

    @Test func theKeyMustBeAPlainNonEmptyLiteralUsedOncePerModel() {
        #expect(diagnostics("model A {\n  @persisted a: Int = 0\n  @persisted(\"\") b: Int = 0\n  @persisted(\"k\") c: Int = 0\n  @persisted(\"k\") d: Int = 0\n}") == [
            "2:3: '@persisted' needs the key to store under",
            "3:14: the key of '@persisted' is empty",
            "5:14: duplicate '@persisted' key \"k\" in model 'A'",
        ])
        #expect(notes("model A { @persisted size: Int = 0 }") == ["write '@persisted(\"size\")'"])
        #expect(diagnostics("model A {\n  @persisted(\"a\\(b)\") a: Int = 0\n  @persisted(key) b: Int = 0\n}") == [
            "2:14: the key of '@persisted' must be a plain string literal (one line, no escapes, no interpolation)",
            "3:14: expected a string literal key in '@persisted(\"key\")'",
        ])
        #expect(diagnostics("model A { @persisted(\"k\") a: Int = 0 }\nmodel B { @persisted(\"k\") b: Int = 0 }") == [], "models may share a key")
    }

    @Test func onlyStoredVarPropertiesMayBePersisted() {
        let text = """
        model A {
          @persisted("a") let a: Int = 0
          @persisted("b") weak b: A?
          @persisted("c") @ignored c: Int = 0
          @persisted("d") derived d: Int = e
          e: Int = 0
          @persisted("f") child f: A?
          @persisted("g") children g: [A] = []
          @persisted("h") event h
        }
        @persisted("m") model M { x: Int = 0 }
        """
        #expect(diagnostics(text) == [
            "2:3: constant 'a' cannot be '@persisted': a constant never changes, so there is nothing to save",
            "3:3: weak property 'b' cannot be '@persisted'",
            "4:19: '@persisted' and '@ignored' cannot be combined on property 'c'",
            "5:3: derived value 'd' cannot be '@persisted': it is computed",
            "7:3: child 'f' cannot be '@persisted'",
            "8:3: children 'g' cannot be '@persisted'",
            "9:3: '@persisted' cannot be applied to event 'h'",
            "11:1: '@persisted' applies to stored properties, not to models",
        ])
        #expect(notes("model A { @persisted(\"f\") child f: A? }") == [
            "persist the child model's own properties with '@persisted', each under its own key",
        ])
    }

    /// Each member that cannot be persisted is an error with a note saying what to do instead.
    @Test func eachMemberThatCannotBePersistedHasANote() {
        let cases: [(member: String, note: String)] = [
            ("@persisted(\"a\") let a: Int = 0",
             "to save its changes, make it a property that can change (without 'let'): '@persisted(\"a\") a: Int = 0'; otherwise remove '@persisted'"),
            ("@persisted(\"b\") weak b: A?", "a weak reference is not a value that can be stored"),
            ("@persisted(\"c\") @ignored c: Int = 0",
             "a persisted property is observed: its changes are saved, and changes made elsewhere reach its observers"),
            ("@persisted(\"d\") derived d: Int = e", "persist the stored properties it reads"),
            ("@persisted(\"f\") child f: A?", "persist the child model's own properties with '@persisted', each under its own key"),
            ("@persisted(\"g\") children g: [A] = []", "persist the child model's own properties with '@persisted', each under its own key"),
        ]
        for (member, note) in cases {
            #expect(notes("model A {\n  e: Int = 0\n  \(member)\n}") == [note], "\(member)")
        }
    }

    @Test func anOptionalPersistedPropertyDefaultsToNil() {
        #expect(diagnostics("model A { @persisted(\"a\") a: String? = \"x\" }") == ["1:40: optional '@persisted' property 'a' must default to nil"])
    }

    @Test func everyIsolationKindMayHavePersistedProperties() {
        for isolation in ["", "nonisolated ", "@MainActor ", "@locked "] {
            #expect(diagnostics("\(isolation)model A { @persisted(\"a\") a: Int = 0\n @persisted(\"b\") @distinct b: String? }") == [], "\(isolation)")
        }
    }

    @Test func anEventsBusTakesNoPersisted() {
        #expect(diagnostics("@persisted(\"a\") events Bus { ping }") == ["1:1: '@persisted' applies to stored properties, not events buses"])
    }

    @Test func aCodableModelKeepsTheSnapshotNames() {
        #expect(diagnostics("model A: Codable {\n  snapshot: Int = 0\n  apply: Int = 0\n  Snapshot: Int = 0\n}") == [
            "2:3: member 'snapshot' clashes with 'snapshot', which obsgen generates",
            "3:3: member 'apply' clashes with 'apply', which obsgen generates",
            "4:3: member 'Snapshot' clashes with 'Snapshot', which obsgen generates",
        ])
        #expect(diagnostics("model A: Encodable { snapshot: Int = 0; apply: Int = 0 }") == [], "only a Codable model has snapshots")
        #expect(diagnostics("model Snapshot { x: Int = 0 }") == [
            "1:7: model 'Snapshot' clashes with the nested type 'Snapshot' that obsgen generates in models",
        ])
    }
}
