@testable import ObsgenCore
import XCTest

/// The template context as the renderer reads it: views of the typed plan answering
/// `ContextKey`s, list flags from the list a view is rendered in, and names that are no key.
final class ContextViewTests: XCTestCase {
    /// The first model of `text` as a declaration view (what a file's `declarations` hold).
    private func declaration(_ text: String) throws -> ContextValue {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let plan = FilePlan(file: parsed.file, program: ProgramInfo(files: [parsed.file]), style: .callbacks)
        let first = try XCTUnwrap(plan.declarations.first)
        return .object(DeclarationView(first, access: .internal))
    }

    private func render(_ template: String, _ context: ContextValue) throws -> String {
        let bytes = try TemplateSet(sources: ["t": template]).renderBytes("t", context: context, capacityHint: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testEverySchemaKeyIsAContextKeySoTemplatesCanBeResolvedAgainstIt() {
        for kind in ContextKind.allCases {
            for key in ContextSchema.keys(of: kind).keys.sorted() {
                XCTAssertNotNil(ContextKey(rawValue: key), "\(kind.rawValue).\(key) has no ContextKey case")
            }
        }
    }

    func testAMemberInTwoListsHasEachListsFlags() throws {
        // `id` is stored but not observable: `x` is second in `stored`, first in `observables`.
        let context = try declaration("model M { let id: Int = 1\n x: Int = 0\n y: Int = 0 }")
        let flags = "{{name}}{{#isFirst}}<{{/isFirst}}{{#isLast}}>{{/isLast}} "
        let output = try render("{{#model}}{{#stored}}\(flags){{/stored}}|{{#observables}}\(flags){{/observables}}{{/model}}", context)
        XCTAssertEqual(output, "id< x y> |x< y> ")
    }

    func testFlagsAreOnlyOnFlaggedListsAndLookUpsFallThroughToEnclosingViews() throws {
        // `declarations` is not a flagged list: `isFirst` is nobody's there. Inside a member,
        // `isLocked` and `protocolName` are the model's.
        let context = ContextValue.list([try declaration("model M { x: Int = 0 }")], flagged: false)
        let output = try render(
            "{{#.}}[{{isFirst}}]{{#model}}{{#stored}}{{name}} {{isLocked}} {{protocolName}}{{/stored}}{{/model}}{{/.}}", context)
        XCTAssertEqual(output, "[]x false MProtocol")
    }

    func testDottedNamesDescendThroughViewsAndUnknownNamesAreMissing() throws {
        let context = try declaration("model M { x: Int = 0 }")
        XCTAssertEqual(try render("{{model.swiftName}}.{{model.memberCount}}.{{model.nope}}.{{nope}}.{{#nope}}x{{/nope}}", context), "M.1...")
        XCTAssertEqual(try render("{{^model.nope}}none{{/model.nope}}", context), "none")
    }

    func testADerivedOnlyKeyIsMissingOnAStoredMember() throws {
        let context = try declaration("model M { x: Int = 0\n derived d: Int = x + 1 }")
        let output = try render("{{#model}}{{#observables}}{{name}}={{expression}};{{/observables}}{{/model}}", context)
        XCTAssertEqual(output, "x=;d=x + 1;")
    }

    func testTheDumpIsTheViewsKeysInOrderWithListFlags() throws {
        // With a conformance list: `conformances` and `coding` are absent without one.
        let context = try declaration("model M: Identifiable, Codable { x: Int = 0 }")
        guard case .object(let declaration) = context, case .object(let root) = declaration.json,
              case .object(let model) = root.fields.first?.value,
              case .array(let stored) = model.fields.first(where: { $0.key == "stored" })?.value,
              case .object(let member) = stored.first
        else { return XCTFail("unexpected dump shape") }
        XCTAssertEqual(model.fields.map(\.key), ModelView.order.map(\.rawValue))
        XCTAssertEqual(member.fields.map(\.key).suffix(2), ["isFirst", "isLast"])
        XCTAssertFalse(member.fields.contains { $0.key == "expression" })
        guard case .object(let plainDeclaration) = try self.declaration("model M { x: Int = 0 }"),
              case .object(let plainRoot) = plainDeclaration.json, case .object(let plain) = plainRoot.fields.first?.value
        else { return XCTFail("unexpected dump shape") }
        XCTAssertEqual(plain.fields.map { $0.key }, ModelView.order.map(\.rawValue).filter { $0 != "conformances" && $0 != "coding" })
    }
}
