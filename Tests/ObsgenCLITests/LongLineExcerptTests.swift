import ObsgenCLI
import ObsgenCore
import Testing

/// A source line longer than `DiagnosticFormatter.excerptWidth` bytes is shown as a window
/// of that width around the caret, cut with `...` on the side(s) left out, and the caret
/// still under the column. A file of one 16 MiB line must not print that line.
@Suite("Excerpts of long lines")
struct LongLineExcerptTests {
    let formatter = DiagnosticFormatter()
    let width = DiagnosticFormatter.excerptWidth

    /// The excerpt lines (source line, caret line) of a diagnostic at byte `offset`.
    private func excerpt(_ text: String, at offset: Int) -> [Substring] {
        let file = SourceFile(path: "m.obs", text: text)
        let lines = formatter.format(Diagnostic.error("bad", in: file, at: SourceRange(at: offset)), color: false)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return Array(lines.dropFirst().prefix(2))
    }

    @Test func aLineOfExactlyTheWidthIsShownWhole() {
        let line = String(repeating: "a", count: width)
        #expect(excerpt(line + "\n", at: width - 1) == [Substring(line), Substring(String(repeating: " ", count: width - 1) + "^")])
    }

    @Test func aCaretNearTheStartShowsTheStartAndCutsTheEnd() {
        let line = "model A { oops" + String(repeating: "x", count: 500)
        let shown = excerpt(line + "\n", at: 10)
        #expect(shown == [Substring(String(line.prefix(width)) + "..."), "          ^"])
    }

    @Test func aCaretFarIntoTheLineShowsAWindowAroundIt() {
        let line = String(repeating: "a", count: 1_000) + " oops " + String(repeating: "b", count: 1_000)
        let shown = excerpt(line + "\n", at: 1_001)
        let start = 1_001 - DiagnosticFormatter.excerptLead
        let window = String(Array(line.utf8)[start..<start + width].map { Character(Unicode.Scalar($0)) })
        #expect(shown == [Substring("..." + window + "..."), Substring(String(repeating: " ", count: 3 + DiagnosticFormatter.excerptLead) + "^")])
    }

    @Test func aCaretNearTheEndShowsTheEnd() {
        let line = String(repeating: "a", count: 1_000) + "z"
        let shown = excerpt(line, at: 1_000)
        #expect(shown == [Substring("..." + String(line.suffix(width))), Substring(String(repeating: " ", count: 3 + width - 1) + "^")])
    }

    @Test func theWindowNeverSplitsAMultibyteCharacter() {
        // Groups of 8 bytes (é, 日, 日) before an `x` at byte 2,400: the window would start at
        // byte 2,340, the last byte of a 日, so it starts at the next character (byte 2,341),
        // and its end moves back to the start of the character it would cut.
        let group = "é日日"
        let line = String(repeating: group, count: 300) + "x" + String(repeating: group, count: 300)
        let shown = excerpt(line + "\n", at: 2_400)
        #expect(!shown[0].contains("\u{FFFD}"))
        #expect(shown[0].hasPrefix("...日" + group))
        #expect(shown[0].hasSuffix("é..."))
        #expect(shown[0].utf8.count <= width + 6)
        // 3 for `...`, then 日 and seven groups: 22 characters before the `x`.
        #expect(shown[1] == Substring(String(repeating: " ", count: 3 + 22) + "^"))
    }

    @Test func tabsInTheWindowStayTabsInTheCaretLine() {
        let line = String(repeating: "a", count: 500) + "\t\tb" + String(repeating: "c", count: 500)
        let shown = excerpt(line + "\n", at: 502)
        let lead = DiagnosticFormatter.excerptLead
        #expect(shown[1] == Substring(String(repeating: " ", count: 3 + lead - 2) + "\t\t^"))
    }

    @Test func aSixteenMebibyteLineIsNotPrinted() {
        let text = String(repeating: " ", count: 16 * 1024 * 1024 + 1)
        let output = formatter.format(Diagnostic.error("file too large", in: SourceFile(path: "big.obs", text: text), at: SourceRange(at: 0)), color: false)
        #expect(output.utf8.count < 300)
        #expect(output.hasPrefix("big.obs:1:1: error: file too large\n" + String(repeating: " ", count: width) + "...\n^\n"))
    }
}
