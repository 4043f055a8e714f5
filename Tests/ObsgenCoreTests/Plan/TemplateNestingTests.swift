@testable import ObsgenCore
import XCTest

/// Each decision of a template is made once, in the plan (a view field that names the
/// variant), so that a reader sees one accessor as one block of Swift instead of evaluating
/// flags: no decision section of a built-in template is nested more than two decisions deep.
///
/// A decision is a section on a value (a flag or a string: `{{#isChild}}`, `{{^isLast}}`) or
/// any inverted section (`{{^stored}}`: "when there is none"). A section on a list or an
/// object (`{{#stored}}`, `{{#coding}}`) walks into the context and is no decision: the
/// decisions inside it count from 0 again. Depth is counted within one template's text (a
/// partial starts at 0).
final class TemplateNestingTests: XCTestCase {
    /// The deepest nesting allowed: a decision inside a decision.
    static let maximumDepth = 2

    /// The names of the keys that hold a list or an object, in any kind of context.
    static let contextKeys: Set<String> = Set(ContextSchema.keys.values.flatMap { keys in
        keys.filter { $0.value.elementKind != nil }.keys
    })

    /// Whether `section` is a decision (see the type's documentation).
    static func isDecision(_ section: TemplateSection) -> Bool {
        guard !section.isInverted, case .path(let first, let rest, _) = section.name else { return true }
        return !contextKeys.contains(rest.last ?? first)
    }

    /// The decisions of `nodes` nested deeper than `maximumDepth`, as `#name at line:column
    /// (depth n)`.
    static func tooDeep(_ nodes: [TemplateNode], depth: Int = 0) -> [String] {
        var found: [String] = []
        for case .section(let section) in nodes {
            guard isDecision(section) else {
                found += tooDeep(section.children, depth: 0)
                continue
            }
            let level = depth + 1
            if level > maximumDepth {
                found.append("\(section.isInverted ? "^" : "#")\(spelling(section.name)) at \(section.position.line):\(section.position.column) (depth \(level))")
            }
            found += tooDeep(section.children, depth: level)
        }
        return found
    }

    /// A tag name as written.
    static func spelling(_ name: TemplateName) -> String {
        switch name {
        case .implicit: "."
        case .path(let first, let rest, let anchored): (anchored ? "." : "") + ([first] + rest).joined(separator: ".")
        }
    }

    func testNoDecisionIsNestedMoreThanTwoDeep() {
        var sources = BuiltinTemplates.shared
        for (style, templates) in BuiltinTemplates.styles {
            for (name, text) in templates { sources[style + "/" + name] = text }
        }
        let (templates, _) = ParsedTemplate.parseAll(sources)
        let names = Set(templates.map(\.name))
        XCTAssertTrue(names.isSuperset(of: ["model", "stored-accessors", "locked-accessors", "locked-member-notifications"]), "the built-in templates are read")
        for template in templates {
            XCTAssertNil(template.error, template.name)
            let deep = Self.tooDeep(template.nodes)
            if !deep.isEmpty {
                XCTFail("""
                    \(template.name): \(deep.count) decision(s) nested more than \(Self.maximumDepth) deep; \
                    give the view one field that names the variant instead: \(deep.joined(separator: ", "))
                    """)
            }
        }
    }

    func testTheDepthCountsNestedDecisionsOnly() throws {
        // `stored` and `parameters` are lists: no decision, and the count starts again inside;
        // `^stored` (none stored) is one.
        let source = """
            {{#a}}{{^b}}{{#c}}x{{/c}}{{/b}}{{/a}}{{#d}}{{#e}}{{> p}}{{/e}}{{/d}}{{#a}}{{#c}}{{/c}}{{/a}}
            {{#a}}{{#stored}}{{#b}}{{#c}}{{/c}}{{/b}}{{/stored}}{{/a}}
            {{#a}}{{#b}}{{^stored}}{{/stored}}{{#parameters}}{{/parameters}}{{/b}}{{/a}}

            """
        let (templates, _) = ParsedTemplate.parseAll(["t": source, "p": "{{#f}}{{#g}}{{/g}}{{/f}}"])
        let t = try XCTUnwrap(templates.first { $0.name == "t" })
        XCTAssertEqual(Self.tooDeep(t.nodes), ["#c at 1:13 (depth 3)", "^stored at 3:13 (depth 3)"])
    }
}
