import Testing
@testable import ObsgenCore

/// A render the size of a big obsgen run: many models through partials and sections.
enum LargeRenderFixture {
    /// The templates: a file of models, each a class with one indented block per property.
    static let templates: [String: String] = [
        "file": "// generated\n{{#models}}\n\n{{>model}}\n{{/models}}\n",
        "model": """
            /// {{name}}
            final class {{name}} {
                {{#properties}}
                {{>property}}
                {{/properties}}
            }

            """,
        "property": """
            /// The `{{name}}` property.
            var {{name}}: {{type}} {
                didSet {
                    {{#observed}}
                    notify(\\.{{name}})
                    {{/observed}}
                    {{^observed}}
                    // not observed
                    {{/observed}}
                }
            }

            """,
    ]

    /// `count` models of `fields` properties each.
    static func context(models count: Int, fields: Int) -> JSONValue {
        var models: [JSONValue] = []
        models.reserveCapacity(count)
        for model in 0..<count {
            var properties: [JSONValue] = []
            for field in 0..<fields {
                properties.append(["name": .string("field\(field)"), "type": "Int", "observed": .bool(field % 2 == 0)])
            }
            models.append(["name": .string("Model\(model)"), "properties": .array(properties)])
        }
        return ["models": .array(models)]
    }

    /// Lines per model: blank, doc, class, 6 per property, closing brace.
    static func expectedLines(models: Int, fields: Int) -> Int { 1 + models * (3 + fields * 6 + 1) }
}

@Suite("Large render")
struct TemplateLargeRenderTests {
    @Test func tenThousandModelsRenderEveryLine() throws {
        let set = try TemplateSet(validating: LargeRenderFixture.templates)
        let output = try set.render("file", context: LargeRenderFixture.context(models: 10_000, fields: 10))
        let lines = output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        #expect(lines == LargeRenderFixture.expectedLines(models: 10_000, fields: 10))
        #expect(output.hasSuffix("            // not observed\n        }\n    }\n}\n"))
    }

    @Test func oneModelRendersExactly() throws {
        let set = try TemplateSet(validating: LargeRenderFixture.templates)
        let output = try set.render("file", context: LargeRenderFixture.context(models: 1, fields: 2))
        #expect(
            output == """
                // generated

                /// Model0
                final class Model0 {
                    /// The `field0` property.
                    var field0: Int {
                        didSet {
                            notify(\\.field0)
                        }
                    }
                    /// The `field1` property.
                    var field1: Int {
                        didSet {
                            // not observed
                        }
                    }
                }

                """)
    }
}
