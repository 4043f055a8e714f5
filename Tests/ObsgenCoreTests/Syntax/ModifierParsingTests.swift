import XCTest

@testable import ObsgenCore

/// SPEC §6 syntax: member modifiers, the `internal init` line, conformance lists,
/// `nonisolated model` and dictionary children, as the parser records them (what is legal
/// is the Checker's business: see `ModifierCheckTests`).
final class ModifierParsingTests: XCTestCase {
    /// The modifiers of each member as `spelling@text-of-range`.
    private func modifiers(_ model: ModelDecl?, _ result: ParseResult) -> [[String]] {
        (model?.members ?? []).map { member in
            member.modifiers.list.map { "\($0.kind.spelling)@\(SyntaxTest.text(result, $0.range))" }
        }
    }

    func testMemberModifiersAreRecordedInOrderWithTheirRanges() {
        let text = """
            model A {
              public private(set) var x: Int = 0
              @ignored cache: [String: Int] = [:]
              weak var owner: Owner?
              fileprivate let y: Int
              internal(set) child c: C
              package derived d: Int = x
              private event e
              plain: Int
            }
            """
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(modifiers(model, result), [
            ["public@public", "private(set)@private(set)", "var@var"],
            ["@ignored@@ignored"],
            ["weak@weak", "var@var"],
            ["fileprivate@fileprivate"],
            ["internal(set)@internal(set)"],
            ["package@package"],
            ["private@private"],
            [],
        ])
        XCTAssertEqual(SyntaxTest.summaries(model), [
            "x: Int = 0", "cache: [String: Int] = [:]", "owner: Owner?", "let y: Int", "child c: C", "derived d: Int = x",
            "event e", "plain: Int",
        ])
        let x = model?.members[0]
        XCTAssertEqual(x?.modifiers.accessLevel, .public)
        XCTAssertEqual(x?.modifiers.setterAccessLevel, .private)
        XCTAssertEqual(x.map { SyntaxTest.text(result, $0.range) }, "public private(set) var x: Int = 0")
        XCTAssertEqual(model?.members[1].modifiers.isIgnored, true)
        XCTAssertEqual(model?.members[2].modifiers.isWeak, true)
        XCTAssertEqual(model?.members[7].modifiers, MemberModifiers())
    }

    func testAttributesAndModifiersMixInAnyOrderAndDocsAreKept() {
        let text = "model A {\n  /// Kept.\n  private @distinct @ignored var x: Int = 0\n}"
        let result = SyntaxTest.parse(text)
        let member = SyntaxTest.model(text)?.members.first
        XCTAssertEqual(member?.attributes.map(\.kind), [.distinct])
        XCTAssertEqual(member?.modifiers.list.map(\.kind), [.access(.private), .ignored, .var])
        XCTAssertEqual(member?.doc?.lines, [" Kept."])
        XCTAssertEqual(member.map { SyntaxTest.at(result, $0.range) }, "3:3")
    }

    func testModifierWordsFollowedByAColonAreNames() {
        let model = SyntaxTest.model("model A {\n  private: Int\n  weak: Bool\n  var: Int\n  public: String = \"\"\n}")
        XCTAssertEqual(SyntaxTest.summaries(model), ["private: Int", "weak: Bool", "var: Int", "public: String = \"\""])
        XCTAssertEqual(model?.members.map(\.modifiers.list.count), [0, 0, 0, 0])
    }

    func testInitLineRecordsTheAccessOfTheMemberwiseInit() {
        let text = "model A {\n  x: Int\n  internal init\n  package init; y: Int\n}"
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(model?.initAccess.map(\.access), [.internal, .package])
        XCTAssertEqual(model?.initAccess.map { SyntaxTest.text(result, $0.range) }, ["internal init", "package init"])
        XCTAssertEqual(SyntaxTest.summaries(model), ["x: Int", "y: Int"])
        // An init with a body is still an extension's business; a bare 'init' needs an access level.
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  init\n  internal init(x: Int) {}\n  ok: Int\n}")), [
            "2:3: 'init' in a model needs an access level, as in 'internal init'",
            "3:12: an initializer cannot be declared in a model",
        ])
    }

    func testConformanceListsAreRecorded() {
        let text = "model T: Identifiable, Swift.Codable,Hashable { x: Int }"
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(model?.conformances.map(\.name), ["Identifiable", "Swift.Codable", "Hashable"])
        XCTAssertEqual(model?.conformances.map { SyntaxTest.text(result, $0.range) }, ["Identifiable", "Swift.Codable", "Hashable"])
        XCTAssertEqual(model?.conformances.map(\.baseName), ["Identifiable", "Codable", "Hashable"])
        XCTAssertEqual(SyntaxTest.summaries(SyntaxTest.model("model U: Codable\n{\n  x: Int\n}")), ["x: Int"])
    }

    func testConformanceListSyntaxErrorsKeepTheBody() {
        let text = "model M: A B { x: Int }\nmodel N: A<Int> { y: Int }\nmodel O: { z: Int }\nmodel P: A, { w: Int }\nmodel Q: A. { v: Int }"
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "1:12: expected ',' or '{' after a conformance",
            "2:11: a conformance cannot have generic arguments",
            "3:10: expected a protocol name in the conformance list of model 'O'",
            "4:13: expected a protocol name in the conformance list of model 'P'",
            "5:12: expected a name after '.'",
        ])
        XCTAssertEqual(result.file.models.map { $0.members.map(\.name.text) }, [["x"], ["y"], ["z"], ["w"], ["v"]])
        XCTAssertEqual(result.file.models.map { $0.conformances.map(\.name) }, [["A"], ["A"], [], ["A"], ["A"]])
    }

    func testNonisolatedModels() {
        let text = "/// Doc.\nnonisolated model A { x: Int }\n@MainActor nonisolated model B {}\nmodel C {}"
        let result = SyntaxTest.parse(text)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        let models = result.file.models
        XCTAssertEqual(models.map(\.isNonisolated), [true, true, false])
        XCTAssertEqual(models.first?.doc?.lines, [" Doc."])
        XCTAssertEqual(models.first.map { SyntaxTest.text(result, $0.range) }, "nonisolated model A { x: Int }")
        XCTAssertEqual(models.first?.nonisolatedRange.map { SyntaxTest.text(result, $0) }, "nonisolated")
        XCTAssertEqual(models[1].attributes.map(\.kind), [.mainActor])
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("nonisolated events E { a }\n@ignored model M {}")), [
            "1:1: 'nonisolated' applies to models, not events buses",
            "2:1: '@ignored' applies to stored properties, not to models or events buses",
        ])
        // `nonisolated` at the start of a line inside a model is no new declaration.
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  nonisolated x: Int\n}")), [
            "2:15: expected ':' after property name 'nonisolated'",
        ])
    }

    func testDictionaryChildrenRecordTheirKeyType() {
        let text = "model A {\n  children tabs: [UUID: Tab] = [:]\n  children byPath: [[String]: Tab]\n  children list: [Tab]\n}"
        let result = SyntaxTest.parse(text)
        let model = SyntaxTest.model(text)
        XCTAssertEqual(SyntaxTest.summaries(model), [
            "children tabs: [UUID: Tab] = [:]", "children byPath: [[String]: Tab]", "children list: [Tab]",
        ])
        let keys = model?.members.map { member -> String? in
            guard case .children(let children) = member.kind else { return "not children" }
            return children.key.map { SyntaxTest.text(result, $0.range) }
        }
        XCTAssertEqual(keys, ["UUID", "[String]", nil])
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse("model A {\n  children a: [UUID: Tab?]\n  children b: [: Tab]\n  ok: Int\n}")), [
            "2:15: 'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'",
            "3:15: 'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'",
        ])
    }

    func testOpenIsReportedAndTheMemberKept() {
        let result = SyntaxTest.parse("model A {\n  open x: Int\n  private func f() {}\n}")
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "2:3: 'open' cannot be applied to a member of a model: models are final classes",
            "3:11: a function cannot be declared in a model",
        ])
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["x"])
    }
}
