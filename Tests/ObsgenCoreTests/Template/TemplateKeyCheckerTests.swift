@testable import ObsgenCore
import XCTest

/// Strict templates: every name a template uses must be a key of `ContextSchema` in the
/// context the template is rendered in (`TemplateKeyChecker`).
final class TemplateKeyCheckerTests: XCTestCase {
    /// The built-in templates of every style use only keys the context has.
    func testTheBuiltInTemplatesOfEveryStyleUseOnlyKeysOfTheSchema() {
        for style in OutputStyle.allCases {
            let set = TemplateSet(sources: BuiltinTemplates.sources(for: style))
            XCTAssertEqual(set.strictErrors.map(\.description), [], "style \(style.rawValue)")
        }
    }

    /// Every built-in template is rendered from `file` or `runtime`, so every one is checked.
    func testEveryBuiltInTemplateIsReachedFromARoot() {
        for style in OutputStyle.allCases {
            let set = TemplateSet(sources: BuiltinTemplates.sources(for: style))
            let reached = TemplateKeyChecker.checked(set.templates, index: set.index).reached
            XCTAssertEqual(Set(reached.map { set.templates[$0].name }), Set(set.names), "style \(style.rawValue)")
        }
    }

    /// The set with `overrides` replacing built-in templates of the callbacks style.
    private func errors(_ overrides: [String: String]) -> [String] {
        TemplateSet(sources: BuiltinTemplates.sources(for: .callbacks).merging(overrides) { $1 }).strictErrors.map(\.description)
    }

    func testAMisspeltKeyInAMemberSectionIsAnErrorWithItsPositionAndASuggestion() {
        XCTAssertEqual(
            errors(["model-protocol": "// {{name}}\n{{#stored}}\n  x {{nmae}}\n{{/stored}}\n"]),
            ["model-protocol.mustache:3:5: no key 'nmae' in the context here (member in model in declaration in file); did you mean 'name'?"])
    }

    func testAMemberKeyAtModelLevelIsAnError() {
        XCTAssertEqual(
            errors(["model-protocol": "{{storage}}\n"]),
            ["model-protocol.mustache:1:1: no key 'storage' in the context here (model in declaration in file)"])
    }

    func testAKeyOfAnEnclosingContextResolvesUpTheStack() {
        XCTAssertEqual(errors(["model-protocol": "{{#stored}}{{access}}{{protocolName}}{{#doc}}{{line}}{{swiftName}}{{/doc}}{{/stored}}\n"]), [])
    }

    func testAnInvertedSectionPushesNothing() {
        XCTAssertEqual(
            errors(["model-protocol": "{{^stored}}{{storage}}{{/stored}}\n"]),
            ["model-protocol.mustache:1:12: no key 'storage' in the context here (model in declaration in file)"])
    }

    func testASectionOnAFlagPushesNoKeys() {
        XCTAssertEqual(errors(["model-protocol": "{{#isLocked}}{{name}}{{.}}{{/isLocked}}\n"]), [])
        XCTAssertEqual(
            errors(["model-protocol": "{{#isLocked}}{{.name}}{{/isLocked}}\n"]),
            ["model-protocol.mustache:1:14: no key 'name' in the top context (no keys)"])
    }

    func testAMisspeltSectionNameIsAnError() {
        XCTAssertEqual(
            errors(["model-protocol": "{{#stroed}}\n{{name}}\n{{/stroed}}\n"]),
            ["model-protocol.mustache:1:1: no key 'stroed' in the context here (model in declaration in file); did you mean 'stored'?"])
    }

    func testDottedNamesResolveTheRestInsideTheFirstPart() {
        let file = "{{#declarations}}{{model.name}}{{model.nmae}}{{model.stored}}{{name.x}}{{/declarations}}\n"
        XCTAssertEqual(errors(["file": file]), [
            "file.mustache:1:32: no key 'nmae' in 'model' (a model); did you mean 'name'?",
            "file.mustache:1:46: cannot interpolate 'model.stored': it is a list of member; use a section",
            "file.mustache:1:62: no key 'name' in the context here (declaration in file)",
        ])
    }

    func testAPartialIsCheckedInTheContextItIsIncludedFrom() {
        // `doc` is included from a model and members; here also from the file, where `line`
        // needs a `doc` section around it.
        XCTAssertEqual(errors(["doc-line": "{{line}}\n", "file": "{{> doc-line}}\n"]),
                       ["doc-line.mustache:1:1: no key 'line' in the context here (file)"])
        XCTAssertEqual(errors(["doc-line": "{{line}}\n", "file": "{{#declarations}}{{#model}}{{#doc}}{{> doc-line}}{{/doc}}{{/model}}{{/declarations}}\n"]), [])
    }

    func testARecursivePartialIsCheckedOnce() {
        let deps = "{{#dependents}}{{swiftName}}{{nmae}}\n{{> deps}}{{/dependents}}\n"
        let protocolWithDeps = "{{#stored}}{{> deps}}{{/stored}}\n"
        XCTAssertEqual(errors(["deps": deps, "model-protocol": protocolWithDeps]), [
            "deps.mustache:1:29: no key 'nmae' in the context here (member in model in declaration in file); did you mean 'name'?",
        ])
    }

    func testAnUnreachableTemplateIsNotChecked() {
        XCTAssertEqual(errors(["unused": "{{nonsense}}\n"]), [])
    }

    func testParseErrorsAreReportedToo() {
        XCTAssertEqual(errors(["model-protocol": "{{#stored}}\n"]), ["model-protocol.mustache:1:1: unclosed section 'stored'"])
    }

    func testNormalizingKeepsTheTopmostCopyOfEachFrame() {
        XCTAssertEqual(TemplateKeyChecker.normalized([.file, .member, nil, .member, nil]), [.file, .member, nil])
        XCTAssertEqual(TemplateKeyChecker.normalized([.file, .model, .member]), [.file, .model, .member])
    }
}
