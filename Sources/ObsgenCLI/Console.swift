import ObsgenCore

/// Everything the command prints on standard error, with the run's verbosity and color.
struct Console {
    /// The streams.
    var io: CommandIO
    /// Whether ANSI color is used on standard error.
    var color: Bool
    /// `-q` / `-v`.
    var verbosity: Verbosity
    /// The diagnostic renderer.
    var formatter = DiagnosticFormatter()

    /// Color only when standard error is a terminal, `NO_COLOR` is not set (to anything) and
    /// the terminal is not `dumb`.
    static func wantsColor(io: CommandIO, environment: [String: String]) -> Bool {
        io.standardErrorIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// `obsgen: error: <message>`.
    func error(_ message: String) {
        let style = Style(enabled: color)
        io.writeError(style.bold("obsgen: ") + style.error("error:") + style.bold(" \(message)") + "\n")
    }

    /// `obsgen: warning: <message>`, unless quiet.
    func warning(_ message: String) {
        guard verbosity != .quiet else { return }
        let style = Style(enabled: color)
        io.writeError(style.bold("obsgen: ") + style.warning("warning:") + style.bold(" \(message)") + "\n")
    }

    /// A line printed only with `--verbose`.
    func verbose(_ line: String) {
        guard verbosity == .verbose else { return }
        io.writeError(line + "\n")
    }

    /// Prints diagnostics in the order given; warnings are dropped when quiet.
    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where diagnostic.severity == .error || verbosity != .quiet {
            io.writeError(formatter.format(diagnostic, color: color))
        }
    }
}
