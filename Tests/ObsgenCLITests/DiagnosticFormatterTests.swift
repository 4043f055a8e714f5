import ObsgenCLI
import ObsgenCore
import Testing

/// The byte range of the first occurrence of `needle` in the file's text.
private func range(of needle: String, in file: SourceFile) -> SourceRange {
    let bytes = file.bytes
    let target = Array(needle.utf8)
    for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
        return SourceRange(start: start, end: start + target.count)
    }
    fatalError("'\(needle)' is not in \(file.path)")
}

@Suite("Diagnostic formatting")
struct DiagnosticFormatterTests {
    let formatter = DiagnosticFormatter()

    @Test func errorWithSourceLineAndCaret() {
        let file = SourceFile(path: "Models/models.obs", text: "model A {\n    child b: Bee\n}\n")
        let diagnostic = Diagnostic.error("unknown model 'Bee'", in: file, at: range(of: "Bee", in: file))
        #expect(formatter.format(diagnostic, color: false) == """
            Models/models.obs:2:14: error: unknown model 'Bee'
                child b: Bee
                         ^

            """)
    }

    @Test func tabsStayTabsInTheCaretLine() {
        let file = SourceFile(path: "m.obs", text: "model A {\n\tchild\tb: Bee\n}\n")
        let diagnostic = Diagnostic.error("unknown model 'Bee'", in: file, at: range(of: "Bee", in: file))
        #expect(formatter.format(diagnostic, color: false)
            == "m.obs:2:11: error: unknown model 'Bee'\n\tchild\tb: Bee\n\t     \t   ^\n")
    }

    @Test func multibyteCharactersBeforeTheColumnCountOnce() {
        let file = SourceFile(path: "m.obs", text: "model A { name: String = \"日本é\" oops }\n")
        let diagnostic = Diagnostic.error("unexpected 'oops'", in: file, at: range(of: "oops", in: file))
        // `model A { name: String = "` is 26 bytes, 日本é 8 bytes, `" ` 2: column 37, 31 characters.
        #expect(formatter.format(diagnostic, color: false)
            == "m.obs:1:37: error: unexpected 'oops'\nmodel A { name: String = \"日本é\" oops }\n"
            + String(repeating: " ", count: 31) + "^\n")
    }

    @Test func notesWithAndWithoutRange() {
        let file = SourceFile(path: "m.obs", text: "model Bee {}\nmodel A { child b: Be }\n")
        let diagnostic = Diagnostic.error(
            "unknown model 'Be'", in: file, at: range(of: "Be }", in: file),
            notes: [
                DiagnosticNote("did you mean 'Bee'?", range: range(of: "Bee", in: file)),
                DiagnosticNote("children must be models of this run"),
            ]
        )
        #expect(formatter.format(diagnostic, color: false) == """
            m.obs:2:20: error: unknown model 'Be'
            model A { child b: Be }
                               ^
            m.obs:1:7: note: did you mean 'Bee'?
            model Bee {}
                  ^
            note: children must be models of this run

            """)
    }

    @Test func noteInAnotherFile() {
        let first = SourceFile(path: "a.obs", text: "model A {}\n")
        let second = SourceFile(path: "b.obs", text: "\nmodel A {}\n")
        let diagnostic = Diagnostic.error(
            "duplicate model 'A'", in: second, at: range(of: "A", in: second),
            notes: [DiagnosticNote("'A' was first declared here", range: range(of: "A", in: first), file: first)]
        )
        #expect(formatter.format(diagnostic, color: false) == """
            b.obs:2:7: error: duplicate model 'A'
            model A {}
                  ^
            a.obs:1:7: note: 'A' was first declared here
            model A {}
                  ^

            """)
    }

    @Test func diagnosticWithoutRangeOrFile() {
        let file = SourceFile(path: "m.obs", text: "")
        #expect(formatter.format(Diagnostic(.error, "file is empty", file: file, range: nil), color: false)
            == "m.obs: error: file is empty\n")
        #expect(formatter.format(Diagnostic(.error, "two inputs are named 'a'", file: nil, range: nil), color: false)
            == "obsgen: error: two inputs are named 'a'\n")
    }

    @Test func warningsAndCarriageReturns() {
        let file = SourceFile(path: "m.obs", text: "model A {}\r\nmodel B {}\r\n")
        let diagnostic = Diagnostic(.warning, "model 'B' is unused", file: file, range: range(of: "B", in: file))
        #expect(formatter.format(diagnostic, color: false) == "m.obs:2:7: warning: model 'B' is unused\nmodel B {}\n      ^\n")
    }

    @Test func caretAtEndOfFileWithoutNewline() {
        let file = SourceFile(path: "m.obs", text: "model A {")
        let diagnostic = Diagnostic.error("expected '}'", in: file, at: SourceRange(at: 9))
        #expect(formatter.format(diagnostic, color: false) == "m.obs:1:10: error: expected '}'\nmodel A {\n         ^\n")
    }

    @Test func colorUsesAnsiEscapes() {
        let file = SourceFile(path: "m.obs", text: "model A { child b: Be }\n")
        let diagnostic = Diagnostic.error(
            "unknown model 'Be'", in: file, at: range(of: "Be", in: file),
            notes: [DiagnosticNote("did you mean 'Bee'?")]
        )
        let escape = "\u{1B}["
        #expect(formatter.format(diagnostic, color: true) == """
            \(escape)1mm.obs:1:20: \(escape)0m\(escape)1;31merror:\(escape)0m\(escape)1m unknown model 'Be'\(escape)0m
            model A { child b: Be }
                               \(escape)1;32m^\(escape)0m
            \(escape)1;36mnote:\(escape)0m did you mean 'Bee'?

            """)
    }

    @Test func severalDiagnosticsInOrder() {
        let file = SourceFile(path: "m.obs", text: "x\ny\n")
        let diagnostics = [
            Diagnostic.error("second", in: file, at: SourceRange(at: 2)),
            Diagnostic.error("first", in: file, at: SourceRange(at: 0)),
        ]
        #expect(formatter.format(diagnostics, color: false) == "m.obs:2:1: error: second\ny\n^\nm.obs:1:1: error: first\nx\n^\n")
    }
}

@Suite("Color on standard error")
struct ColorTests {
    let file = SourceFile(path: "m.obs", text: "model A {}\n")

    private func stderr(terminal: Bool, environment: [String: String]) -> String {
        let diagnostic = Diagnostic.error("bad", in: file, at: SourceRange(at: 6))
        return runTool(["-", "--stdout"], environment: environment, terminal: terminal,
                       pipeline: fakePipeline(diagnostics: [diagnostic])).error
    }

    @Test func colorOnlyOnATerminalWithoutNoColor() {
        #expect(stderr(terminal: true, environment: [:]).contains("\u{1B}[1;31merror:"))
        #expect(!stderr(terminal: false, environment: [:]).contains("\u{1B}"))
        #expect(!stderr(terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}"))
        #expect(!stderr(terminal: true, environment: ["NO_COLOR": ""]).contains("\u{1B}"))
        #expect(!stderr(terminal: true, environment: ["TERM": "dumb"]).contains("\u{1B}"))
        #expect(stderr(terminal: false, environment: [:]) == "m.obs:1:7: error: bad\nmodel A {}\n      ^\n")
    }
}
