import ObsgenCore

/// Renders diagnostics the way swiftc and clang do, so Xcode and editors pick them up:
///
/// ```
/// models.obs:3:11: error: unknown model 'DownloadSetings'
///     child settings: DownloadSetings
///                     ^
/// models.obs:7:7: note: did you mean 'DownloadSettings'?
/// ```
///
/// The caret line keeps the tabs of the source line and puts one space for every other
/// character before the column (columns are UTF-8 byte columns, so a multibyte character
/// counts once). Color is ANSI escapes, used only when asked for.
public struct DiagnosticFormatter: Sendable {
    /// Makes a formatter.
    public init() {}

    /// The full text of one diagnostic and its notes, each line ending with a newline.
    public func format(_ diagnostic: Diagnostic, color: Bool) -> String {
        let style = Style(enabled: color)
        let label = diagnostic.severity == .error ? style.error("error:") : style.warning("warning:")
        var text = ""
        if let file = diagnostic.file {
            if let range = diagnostic.range {
                let location = file.location(of: range.start)
                text += style.bold("\(file.path):\(location): ") + label + style.bold(" \(diagnostic.message)") + "\n"
                text += excerpt(file, location, style)
            } else {
                text += style.bold("\(file.path): ") + label + style.bold(" \(diagnostic.message)") + "\n"
            }
        } else {
            text += style.bold("obsgen: ") + label + style.bold(" \(diagnostic.message)") + "\n"
        }
        for note in diagnostic.notes {
            let label = style.note("note:")
            if let range = note.range, let file = note.file ?? diagnostic.file {
                let location = file.location(of: range.start)
                text += style.bold("\(file.path):\(location): ") + label + " \(note.message)\n"
                text += excerpt(file, location, style)
            } else {
                text += label + " \(note.message)\n"
            }
        }
        return text
    }

    /// Several diagnostics, in the order given.
    public func format(_ diagnostics: [Diagnostic], color: Bool) -> String {
        diagnostics.map { format($0, color: color) }.joined()
    }

    /// The source line and the caret line under `location`.
    func excerpt(_ file: SourceFile, _ location: SourceLocation, _ style: Style) -> String {
        let line = Self.printable(file.lineText(location.line))
        return line + "\n" + caretPadding(file, location) + style.caret("^") + "\n"
    }

    /// The source line as it may be shown on a terminal: control characters other than tab
    /// (a NUL byte, a lone carriage return, an escape that would start a terminal sequence)
    /// become U+FFFD, one character for one, so the caret still lines up.
    static func printable(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { isControl($0) || $0 == byteOrderMark }) else { return line }
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where scalar != byteOrderMark {
            result.append(isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// U+FEFF, which starts a file saved with a byte-order mark: not shown, no width.
    static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// C0 controls but tab, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whitespace as wide as the text before the column: tabs kept, one space per character.
    func caretPadding(_ file: SourceFile, _ location: SourceLocation) -> String {
        guard location.line >= 1, location.line <= file.lineStarts.count else { return "" }
        let start = file.lineStarts[location.line - 1]
        let end = min(start + location.column - 1, file.bytes.count)
        guard end > start else { return "" }
        var prefix = Substring(String(decoding: file.bytes[start..<end], as: UTF8.self))
        if prefix.unicodeScalars.first == Self.byteOrderMark { prefix = prefix.dropFirst() }  // not shown
        return String(prefix.map { $0 == "\t" ? "\t" : " " })
    }
}

/// ANSI styling that disappears when color is off.
struct Style {
    /// Whether escapes are written.
    var enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Bold: locations and messages.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// Bold red: `error:`.
    func error(_ text: String) -> String { wrap(text, "1;31") }
    /// Bold magenta: `warning:`.
    func warning(_ text: String) -> String { wrap(text, "1;35") }
    /// Bold cyan: `note:`.
    func note(_ text: String) -> String { wrap(text, "1;36") }
    /// Bold green: the caret.
    func caret(_ text: String) -> String { wrap(text, "1;32") }
}
