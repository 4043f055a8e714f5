import Testing

@testable import ObsgenCore

/// SPEC §6 checks over parsed text: modifiers, the init line, conformances, `nonisolated`,
/// derived values that read only unobserved members, and a model using every SPEC §6 construct.
@Suite struct ModifierCheckTests {
    /// `line:column: message` of every check error of `text` (which must parse cleanly).
    private func errors(_ text: String, access: AccessLevel = .internal) -> [String] {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        #expect(parsed.diagnostics.map(\.message) == [])
        return Checker.check([parsed.file], access: access).map { "\($0.location.map(\.description) ?? "?"): \($0.message)" }
    }

    /// The check errors other than "not generated yet".
    private func checkErrors(_ text: String, access: AccessLevel = .internal) -> [String] {
        errors(text, access: access).filter { !$0.contains("not generated yet") }
    }

    @Test func varIsAcceptedOnPropertiesAndNothingElse() {
        #expect(errors("model A {\n  var x: Int = 0\n  @distinct var y: Int = 0\n}") == [])
        #expect(errors("model A {\n  var let c: Int\n  var child k: A?\n  var derived d: Int = 1 + c\n}") == [
            "2:3: 'var' and 'let' cannot be combined on constant 'c'",
            "3:3: 'var' applies to stored properties, not to child 'k'",
            "4:3: 'var' applies to stored properties, not to derived value 'd'",
            "4:15: derived 'd' does not depend on any stored property, child or derived value of 'A'; it would never change",
        ])
    }

    @Test func accessMayNotBeWiderThanTheGeneratedCode() {
        let text = "model A {\n  public x: Int = 0\n  package(set) y: Int = 0\n}"
        #expect(checkErrors(text) == [
            "2:3: property 'x' cannot be 'public': the generated code is 'internal' ('--access')",
            "3:3: property 'y' cannot be 'package(set)': the generated code is 'internal' ('--access')",
        ])
        #expect(checkErrors(text, access: .package) == [
            "2:3: property 'x' cannot be 'public': the generated code is 'package' ('--access')",
            "3:3: 'package(set)' does not narrow the setter of property 'y', which is 'package' already",
        ])
        #expect(checkErrors(text, access: .public) == [])
    }

    @Test func setterAccessNarrowsTheGetter() {
        let text = "model A {\n  public internal(set) a: Int = 0\n  internal(set) b: Int = 0\n  private public(set) c: Int = 0\n  private(set) d: Int = 0\n}"
        #expect(checkErrors(text, access: .public) == [
            "4:11: the setter of property 'c' cannot be wider than its getter: 'public(set)' on a 'private' member",
        ])
        #expect(checkErrors(text, access: .internal).contains("3:3: 'internal(set)' does not narrow the setter of property 'b', which is 'internal' already"))
        #expect(checkErrors("model A {\n  private(set) let e: Int\n  private(set) derived f: Int = g\n  g: Int\n  private(set) event h\n}") == [
            "2:3: constant 'e' has no setter; remove 'private(set)'",
            "3:3: derived value 'f' has no setter (it is computed); remove 'private(set)'",
            "5:3: 'private(set)' cannot be applied to event 'h'",
        ])
    }

    @Test func repeatedAndConflictingModifiers() {
        #expect(checkErrors("model A {\n  private private a: Int\n  private public b: Int\n  weak weak c: C?\n  private(set) fileprivate(set) d: Int\n}") == [
            "2:11: duplicate modifier 'private'",
            "3:11: conflicting access modifiers 'private' and 'public'",
            "4:8: duplicate modifier 'weak'",
            "5:16: conflicting access modifiers 'private(set)' and 'fileprivate(set)'",
        ])
    }

    @Test func weakMembersAreOptionalStoredVarsStartingNil() {
        #expect(checkErrors("model A {\n  weak owner: Owner?\n  weak d: D? = nil\n  weak other: Optional<D>\n}") == [])
        #expect(checkErrors("""
            model A {
              weak a: Owner
              weak b: D? = D()
              weak let c: D?
              weak child k: A?
              weak children ks: [A]
              weak event e
              @distinct weak f: D?
            }
            """) == [
            "2:11: weak property 'a' must have an optional type",
            "3:16: weak property 'b' starts nil and is not an init parameter; remove the default",
            "4:3: constant 'c' cannot be 'weak': a weak member is not an init parameter, so a constant would always be nil",
            "5:3: child 'k' cannot be 'weak'",
            "6:3: children 'ks' cannot be 'weak'",
            "7:3: 'weak' applies to stored properties, not to event 'e'",
            "8:3: '@distinct' has no effect on weak property 'f', which is not observed",
        ])
    }

    @Test func ignoredOnlyOnStoredVars() {
        #expect(checkErrors("model A {\n  @ignored cache: [Int] = []\n  @ignored required: Int\n}") == [])
        #expect(checkErrors("""
            model A {
              x: Int
              @ignored let a: Int
              @ignored child k: A?
              @ignored derived d: Int = x
              @ignored event e
              @ignored @distinct f: Int
              @ignored weak g: G?
            }
            """) == [
            "3:3: constant 'a' is never observed; remove '@ignored'",
            "4:3: child 'k' cannot be '@ignored': forwarding its changes is what 'child' means",
            "5:3: derived value 'd' cannot be '@ignored'",
            "6:3: '@ignored' cannot be applied to event 'e'",
            "7:12: '@distinct' has no effect on '@ignored' property 'f', which is not observed",
            "8:3: '@ignored' is redundant on weak property 'g': a weak member is never observed",
        ])
    }

    @Test func derivedValuesNeedAnObservableDependency() throws {
        let text = "model A {\n  @ignored cache: Int = 0\n  weak owner: O?\n  x: Int = 0\n  derived bad: Int = cache + (owner == nil ? 1 : 0)\n  derived good: Int = cache + x\n}"
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        let diagnostics = Checker.check([parsed.file])
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message == "derived 'bad' does not depend on any stored property, child or derived value of 'A'; it would never change")
        #expect(diagnostics[0].notes.map(\.message) == [
            "'cache' is '@ignored': changing it does not recompute 'bad'",
            "'owner' is weak: changing it does not recompute 'bad'",
        ])
        let model = try #require(parsed.file.models.first)
        #expect(DerivedDependencies.observableNames(of: model) == ["x", "bad", "good"])
    }

    @Test func initLineNarrowsTheModel() {
        #expect(checkErrors("model A {\n  internal init\n}", access: .public) == [])
        #expect(checkErrors("model A {\n  internal init\n  private init\n  public init\n}") == [
            "2:3: 'internal init' does not narrow the memberwise init of 'A', which is 'internal' already",
            "3:3: duplicate 'init' line in model 'A'",
            "4:3: duplicate 'init' line in model 'A'",
            "4:3: 'public init' cannot be wider than model 'A', which is 'internal' ('--access')",
        ])
        #expect(checkErrors("model A {\n  weak internal init\n}", access: .public) == ["2:3: 'weak' cannot be applied to 'init'"])
    }

    @Test func conformanceLists() {
        #expect(checkErrors("model A: Identifiable, Hashable, Sendable { x: Int }") == [])
        #expect(checkErrors("model B {}\n@locked model A: Codable, Encodable, Codable, B, NSObject, ObservableObject, AProtocol, Sendable {}") == [
            "2:27: 'Encodable' is redundant: 'Codable' includes it",
            "2:38: duplicate conformance 'Codable'",
            "2:47: model 'A' cannot inherit from model 'B'",
            "2:50: model 'A' cannot inherit from class 'NSObject'",
            "2:60: model 'A' conforms to 'ObservableObject' already: obsgen generates that conformance",
            "2:78: model 'A' conforms to 'AProtocol' already: obsgen generates that conformance",
            "2:89: '@locked' model 'A' is 'Sendable' already",
        ])
    }

    @Test func codableModelsEncodeCodableChildren() {
        let text = "model Doc: Codable {\n  child page: Page\n  children notes: [UUID: Note]\n  child meta: Meta?\n}\nmodel Page: Codable {}\nmodel Note: Encodable {}\nmodel Meta {}"
        #expect(checkErrors(text) == [
            "3:12: model 'Doc' is 'Decodable', but 'Note', the model of its children 'notes', is not",
            "4:9: model 'Doc' is 'Codable', but 'Meta', the model of its child 'meta', is not",
        ])
        #expect(checkErrors("model Doc: Encodable { child n: Note }\nmodel Note: Encodable {}") == [])
    }

    @Test func nonisolatedModels() {
        #expect(checkErrors("nonisolated model A { child b: B }\nnonisolated model B {}") == [])
        #expect(checkErrors("@MainActor nonisolated model A {}\n@locked\nnonisolated model B {}") == [
            "1:12: 'nonisolated' cannot be combined with '@MainActor'",
            "3:1: 'nonisolated' cannot be combined with '@locked'",
        ])
        #expect(checkErrors("nonisolated model A { child b: B }\nmodel B { child c: C? }\nnonisolated model C {}") == [
            "1:29: 'nonisolated' model 'A' cannot hold child 'b' of model 'B', which follows the module's default isolation",
            "2:17: model 'B' follows the module's default isolation but its child 'c' is of 'nonisolated' model 'C'",
        ])
    }

    /// Every SPEC §6 construct generates: a model using all of them has no error, and a real
    /// mistake is still reported.
    @Test func everySpec6ConstructChecksClean() {
        let text = "model A: Codable {\n  private(set) x: Int = 0\n  @ignored y: Int = 0\n  weak z: Z?\n  private init\n  children d: [String: A]\n  var ok: Int = 0\n}"
        #expect(errors(text) == [])
        #expect(errors(text + "\nmodel B { public x: Int }") == ["9:11: property 'x' cannot be 'public': the generated code is 'internal' ('--access')"])
        #expect(errors("nonisolated model N { var x: Int = 0 }") == [])
    }
}
