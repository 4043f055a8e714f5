import Testing
@testable import ObsgenCore

/// `comments.yml` of the Mustache spec.
let commentCases: [SpecCase] = [
    SpecCase(name: "Inline", data: [:], template: "12345{{! Comment Block! }}67890", expected: "1234567890"),
    SpecCase(name: "Multiline", data: [:], template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", expected: "1234567890\n"),
    SpecCase(name: "Standalone", data: [:], template: "Begin.\n{{! Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    SpecCase(name: "Indented Standalone", data: [:], template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    SpecCase(name: "Standalone Line Endings", data: [:], template: "|\r\n{{! Standalone Comment }}\r\n|", expected: "|\r\n|"),
    SpecCase(name: "Standalone Without Previous Line", data: [:], template: "  {{! I'm Still Standalone }}\n!", expected: "!"),
    SpecCase(name: "Standalone Without Newline", data: [:], template: "!\n  {{! I'm Still Standalone }}", expected: "!\n"),
    SpecCase(name: "Multiline Standalone", data: [:], template: "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    SpecCase(
        name: "Indented Multiline Standalone", data: [:],
        template: "Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    SpecCase(name: "Indented Inline", data: [:], template: "  12 {{! 34 }}\n", expected: "  12 \n"),
    SpecCase(name: "Surrounding Whitespace", data: [:], template: "12345 {{! Comment Block! }} 67890", expected: "12345  67890"),
    SpecCase(name: "Variable Name Collision", data: ["! comment": 1, "! comment ": 2, "!comment": 3, "comment": 4], template: "comments never show: >{{! comment }}<", expected: "comments never show: ><"),
]

@Suite("Mustache spec: comments")
struct CommentsSpecTests {
    @Test(arguments: commentCases)
    func comments(_ specCase: SpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
