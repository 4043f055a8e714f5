/// How serious a diagnostic is. obsgen reports errors only today; warnings are reserved.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The input is wrong: nothing is written.
    case error
    /// Something is suspicious but output is still produced.
    case warning
}

/// A secondary message attached to a diagnostic, such as a "did you mean" suggestion or
/// the place where a duplicate was first declared.
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text, e.g. `did you mean 'DownloadSettings'?`.
    public var message: String
    /// Where the note points, if anywhere (in the same file as its diagnostic, or `file`).
    public var range: SourceRange?
    /// The file the note points into when it differs from the diagnostic's own file.
    public var file: SourceFile?

    /// Makes a note.
    public init(_ message: String, range: SourceRange? = nil, file: SourceFile? = nil) {
        self.message = message
        self.range = range
        self.file = file
    }

    /// Compares message and range; files compare by path.
    public static func == (lhs: DiagnosticNote, rhs: DiagnosticNote) -> Bool {
        lhs.message == rhs.message && lhs.range == rhs.range && lhs.file?.path == rhs.file?.path
    }

    /// Hashes message and range.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(range)
    }
}

/// One problem found in the input, with the position of the offending text.
public struct Diagnostic: Hashable, Sendable {
    /// Error or warning.
    public var severity: DiagnosticSeverity
    /// The main message, lowercase first word, no trailing period (Swift compiler style).
    public var message: String
    /// The file the diagnostic is about; `nil` for problems of the run as a whole.
    public var file: SourceFile?
    /// The offending text; `nil` when the diagnostic has no position.
    public var range: SourceRange?
    /// Further notes, in order.
    public var notes: [DiagnosticNote]

    /// Makes a diagnostic.
    public init(
        _ severity: DiagnosticSeverity = .error,
        _ message: String,
        file: SourceFile?,
        range: SourceRange?,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
    }

    /// An error at a range of a file.
    public static func error(_ message: String, in file: SourceFile, at range: SourceRange, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(.error, message, file: file, range: range, notes: notes)
    }

    /// The 1-based position of the start of the range, if the diagnostic has one.
    public var location: SourceLocation? {
        guard let file, let range else { return nil }
        return file.location(of: range.start)
    }

    /// Compares everything but the file object identity (files compare by path).
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.file?.path == rhs.file?.path
            && lhs.range == rhs.range && lhs.notes == rhs.notes
    }

    /// Hashes message and range.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(range)
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in a stable order: by file path (in the order given), then position.
    public func sortedByPosition(fileOrder: [String]) -> [Diagnostic] {
        let rank = Dictionary(fileOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return enumerated().sorted { a, b in
            let fa = a.element.file.flatMap { rank[$0.path] } ?? -1
            let fb = b.element.file.flatMap { rank[$0.path] } ?? -1
            if fa != fb { return fa < fb }
            let ra = a.element.range?.start ?? -1
            let rb = b.element.range?.start ?? -1
            if ra != rb { return ra < rb }
            return a.offset < b.offset
        }.map(\.element)
    }
}
