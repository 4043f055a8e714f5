/// A syntax error found by the lexer or a text scanner, before it is tied to its file.
struct SyntaxIssue: Equatable {
    /// The message (Swift compiler style).
    var message: String
    /// The offending text.
    var range: SourceRange
    /// Further notes.
    var notes: [DiagnosticNote] = []
}

/// Collects the diagnostics of one file, up to `Limits.maxDiagnosticsPerFile`.
struct DiagnosticCollector {
    /// The file the diagnostics are about.
    let file: SourceFile
    /// Diagnostics in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// True once the limit is reached: the parser stops.
    private(set) var isFull = false

    /// Makes an empty collector.
    init(file: SourceFile) {
        self.file = file
    }

    /// Records an issue (ignored once full).
    mutating func add(_ issue: SyntaxIssue) {
        guard !isFull else { return }
        if diagnostics.count >= Limits.maxDiagnosticsPerFile {
            isFull = true
            diagnostics.append(.error(SyntaxMessages.tooManyErrors, in: file, at: issue.range))
            return
        }
        diagnostics.append(.error(issue.message, in: file, at: issue.range, notes: issue.notes))
    }

    /// Records an error.
    mutating func error(_ message: String, _ range: SourceRange, notes: [DiagnosticNote] = []) {
        add(SyntaxIssue(message: message, range: range, notes: notes))
    }

    /// The diagnostics sorted by position (stable).
    var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let sa = a.element.range?.start ?? 0
            let sb = b.element.range?.start ?? 0
            return sa != sb ? sa < sb : a.offset < b.offset
        }.map(\.element)
    }
}
