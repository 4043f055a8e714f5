/// The result of parsing one file: the tree (as much as could be recovered) and the
/// syntax errors found.
public struct ParseResult: Sendable {
    /// The parsed file; declarations that failed to parse are left out or partial.
    public var file: ObsFile
    /// Syntax errors in source order.
    public var diagnostics: [Diagnostic]

    /// Makes a result.
    public init(file: ObsFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }
}

/// Turns `.obs` source into an `ObsFile`.
public enum Parser {
    /// Parses one file, recovering at the next member or declaration after an error.
    ///
    /// Never traps and never recurses in proportion to the input: invalid UTF-8, NUL
    /// bytes, unterminated literals and deep nesting are reported as diagnostics (see
    /// `Limits`). A file over `Limits.maxFileSize` is not parsed at all.
    public static func parse(_ source: SourceFile) -> ParseResult {
        var collector = DiagnosticCollector(file: source)
        guard source.bytes.count <= Limits.maxFileSize else {
            collector.error(SyntaxMessages.fileTooLarge(source.bytes.count), SourceRange(at: 0))
            return ParseResult(file: ObsFile(source: source, imports: [], declarations: []), diagnostics: collector.sorted)
        }
        let (bytes, issues) = SourceValidation.sanitize(source.bytes)
        for issue in issues { collector.add(issue) }
        var parser = SyntaxParser(source: SourceBytes(bytes), collector: collector)
        parser.parseFile()
        let file = ObsFile(source: source, imports: parser.imports, declarations: parser.declarations)
        return ParseResult(file: file, diagnostics: parser.collector.sorted)
    }
}

/// The parser's state: the current token, a lexer positioned just after it, and what was
/// parsed so far. Every loop consumes at least one token per turn; nothing recurses.
struct SyntaxParser {
    /// The file's bytes.
    let source: SourceBytes
    /// Produces the tokens after `token`.
    var lexer: Lexer
    /// The current token.
    var token: Token
    /// End of the last consumed token or text other than a line break (where "expected …"
    /// errors point).
    var previousEnd = 0
    /// Diagnostics so far.
    var collector: DiagnosticCollector
    /// `import` declarations so far.
    var imports: [ImportDecl] = []
    /// Models and buses so far.
    var declarations: [Declaration] = []
    /// True once an unterminated construct ran to the end of the file (a missing `}` at
    /// the end is then not reported again).
    var hitUnterminatedEOF = false

    /// Starts at the first token.
    init(source: SourceBytes, collector: DiagnosticCollector) {
        self.source = source
        self.collector = collector
        self.lexer = Lexer(source: source)
        self.token = Token(kind: .endOfFile, start: 0, end: 0, nameStart: 0, nameEnd: 0)
        self.token = nextToken()
    }

    /// Moves to the next token.
    mutating func advance() {
        if token.kind != .newline { previousEnd = token.end }
        token = nextToken()
    }

    /// Resumes lexing at `offset`, after text that a scanner took; `textEnd` is where that
    /// text ended.
    mutating func resume(at offset: Int, textEnd: Int) {
        lexer.reset(to: offset)
        previousEnd = textEnd
        token = nextToken()
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var copy = lexer
        return copy.next()
    }

    /// Lexes one token and takes over the lexer's errors.
    private mutating func nextToken() -> Token {
        let next = lexer.next()
        if !lexer.issues.isEmpty {
            for issue in lexer.issues { collector.add(issue) }
            lexer.issues.removeAll()
        }
        if lexer.hitUnterminatedEOF { hitUnterminatedEOF = true }
        return next
    }

    // MARK: Token tests

    /// True for an identifier (not backticked) spelled `keyword`.
    func isKeyword(_ keyword: [UInt8], _ candidate: Token? = nil) -> Bool {
        let tok = candidate ?? token
        return tok.kind == .identifier && !tok.isBackticked && tok.nameEnd - tok.nameStart == keyword.count
            && source.matches(keyword, at: tok.nameStart)
    }

    /// The name of an identifier token.
    func identifier(_ tok: Token) -> Identifier {
        Identifier(source.string(tok.nameStart, tok.nameEnd), range: tok.range)
    }

    /// True when the current token starts a top-level declaration: `model`, `events` or
    /// `import` followed by a name (or, with `attributes`, an `@` attribute).
    func atDeclarationStart(attributes: Bool) -> Bool {
        if attributes && token.isPunctuation(ASCII.at) { return peek().kind == .identifier }
        guard token.kind == .identifier, !token.isBackticked else { return false }
        guard Keywords.declarationStarters.contains(where: { isKeyword($0) }) else { return false }
        if isKeyword(Keywords.nonisolated) {  // `nonisolated model`, not a Swift habit inside a model
            let next = peek()
            return isKeyword(Keywords.model, next) || isKeyword(Keywords.events, next)
        }
        return peek().kind == .identifier
    }

    // MARK: Errors

    /// Reports an error.
    mutating func error(_ message: String, _ range: SourceRange, notes: [DiagnosticNote] = []) {
        collector.error(message, range, notes: notes)
    }

    /// Reports that something is missing before the current token: at the token, or just
    /// after what came before when the token is a line break or the end of the file (or,
    /// with `sameLineOnly`, any token on a later line).
    mutating func errorExpected(_ message: String, sameLineOnly: Bool = false, notes: [DiagnosticNote] = []) {
        var atToken = token.kind != .newline && token.kind != .endOfFile
        if sameLineOnly && source.hasNewline(previousEnd, token.start) { atToken = false }
        error(message, atToken ? token.range : SourceRange(at: previousEnd), notes: notes)
    }

    /// Skips newline tokens.
    mutating func skipNewlines() {
        while token.kind == .newline { advance() }
    }
}
