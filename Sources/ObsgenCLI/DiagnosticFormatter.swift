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

    /// The most bytes of a source line an excerpt shows. A longer line (a minified file, a
    /// file of one huge line) is shown as a window of this width around the caret, with
    /// `...` on each side that is cut; the caret stays under its column.
    public static let excerptWidth = 120

    /// How many bytes of a long line the window shows before the caret, where the line has them.
    public static let excerptLead = 60

    /// The source line and the caret line under `location`.
    func excerpt(_ file: SourceFile, _ location: SourceLocation, _ style: Style) -> String {
        guard let window = Self.window(file, location) else { return "\n" + style.caret("^") + "\n" }
        let cut = "..."
        let shown = Self.printable(String(decoding: file.bytes[window.shown], as: UTF8.self))
        let line = (window.cutBefore ? cut : "") + shown + (window.cutAfter ? cut : "")
        let padding = (window.cutBefore ? String(repeating: " ", count: cut.count) : "") + caretPadding(file, from: window.shown.lowerBound, to: window.caret)
        return line + "\n" + padding + style.caret("^") + "\n"
    }

    /// The part of a line an excerpt shows, and where the caret points.
    struct Window {
        /// The bytes shown: the whole line without its terminator, or a window of at most
        /// `excerptWidth` bytes that starts and ends at whole characters.
        var shown: Range<Int>
        /// Whether bytes of the line come before `shown` (cut on the left).
        var cutBefore: Bool
        /// Whether bytes of the line come after `shown` (cut on the right).
        var cutAfter: Bool
        /// The byte offset of the column.
        var caret: Int
    }

    /// The window of `location`'s line, or nil when the line is not in the file.
    static func window(_ file: SourceFile, _ location: SourceLocation) -> Window? {
        guard location.line >= 1, location.line <= file.lineStarts.count else { return nil }
        let bytes = file.bytes
        let start = file.lineStarts[location.line - 1]
        var end = location.line < file.lineStarts.count ? file.lineStarts[location.line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        end = max(start, end)
        let caret = min(start + max(location.column - 1, 0), bytes.count)
        guard end - start > excerptWidth else {
            return Window(shown: start..<end, cutBefore: false, cutAfter: false, caret: caret)
        }
        // UTF-8 continuation bytes (10xxxxxx) are inside a character: never cut there.
        let isInside = { (offset: Int) in offset < end && bytes[offset] & 0xC0 == 0x80 }
        var from = min(max(caret - excerptLead, start), end - excerptWidth)
        var to = from + excerptWidth
        while from < to, isInside(from) { from += 1 }
        while to > from, isInside(to) { to -= 1 }
        return Window(shown: from..<to, cutBefore: from > start, cutAfter: to < end, caret: caret)
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

    /// Whitespace as wide as the shown text from `from` to the caret: tabs kept, one space per
    /// character.
    func caretPadding(_ file: SourceFile, from: Int, to caret: Int) -> String {
        let end = min(caret, file.bytes.count)
        guard end > from else { return "" }
        var prefix = Substring(String(decoding: file.bytes[from..<end], as: UTF8.self))
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
