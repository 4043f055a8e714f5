import ObsgenCore
import XCTest

/// A partial that starts with an empty line keeps it (generated code separates members
/// with a blank line at the start of a partial).
final class PartialLeadingBlankLineTests: XCTestCase {
    func testStandalonePartialKeepsItsLeadingBlankLine() throws {
        let set = TemplateSet(sources: ["main": "a\n{{#x}}\n{{> p}}\n{{/x}}\nb\n", "p": "\n    inner\n"])
        XCTAssertEqual(try set.render("main", context: ["x": true]), "a\n\n    inner\nb\n")
    }

    func testIndentedStandalonePartialKeepsItsLeadingBlankLine() throws {
        let set = TemplateSet(sources: ["main": "a\n  {{> p}}\nb\n", "p": "\ninner\n"])
        XCTAssertEqual(try set.render("main", context: [:]), "a\n\n  inner\nb\n")
    }
    func testNestedPartialInSectionKeepsLeadingBlankLine() throws {
        let set = TemplateSet(sources: [
            "file": "{{#d}}\n{{#m}}\n\n{{^l}}\n{{> model}}\n{{/l}}\n{{/m}}\n{{/d}}\n",
            "model": "class {\n{{> obs}}\n{{#e}}\n{{> ev}}\n{{/e}}\n}\n",
            "obs": "{{#o}}\n\n    func a()\n{{/o}}\n",
            "ev": "\n    func post()\n",
        ])
        XCTAssertEqual(try set.render("file", context: ["d": [["m": ["l": false, "e": true, "o": [1]]]]]), "\nclass {\n\n    func a()\n\n    func post()\n}\n")
    }
}
