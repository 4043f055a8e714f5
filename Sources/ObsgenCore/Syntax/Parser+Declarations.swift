/// Top level: `import`, `model`, `events`, and the attributes before them.
extension SyntaxParser {
    /// Parses the whole file.
    mutating func parseFile() {
        while !collector.isFull {
            switch token.kind {
            case .endOfFile:
                return
            case .newline, .punctuation(ASCII.semicolon):
                advance()
            case .punctuation(ASCII.closeBrace):
                error(SyntaxMessages.extraneousBrace, token.range)
                advance()
            case .punctuation(ASCII.at):
                let attributes = parseAttributes()
                parseDeclaration(attributes: attributes)
            case .identifier where isKeyword(Keywords.importKeyword):
                parseImport()
            case .identifier where isKeyword(Keywords.model) || isKeyword(Keywords.events):
                parseDeclaration(attributes: ParsedAttributes())
            case .identifier where isKeyword(Keywords.nonisolated) && peek().kind == .identifier:
                parseDeclaration(attributes: ParsedAttributes())
            default:
                error(SyntaxMessages.expectedDeclaration, token.range, notes: swiftTypeAtTopLevelNotes())
                skipToDeclaration()
            }
        }
    }

    /// `model` or `events` after its attributes (which may be none).
    private mutating func parseDeclaration(attributes: ParsedAttributes) {
        for range in attributes.ignored { error(SyntaxMessages.ignoredOnDeclaration, range) }
        var nonisolated: Token?
        if isKeyword(Keywords.nonisolated) && peek().kind == .identifier {
            nonisolated = token
            advance()
            if isKeyword(Keywords.events) {
                error(SyntaxMessages.nonisolatedOnEvents, nonisolated!.range, notes: [DiagnosticNote(SyntaxMessages.nonisolatedEventsInstead)])
                nonisolated = nil
            }
        }
        if isKeyword(Keywords.model) {
            parseModel(attributes: attributes, nonisolated: nonisolated)
        } else if isKeyword(Keywords.events) {
            parseEvents(attributes: attributes)
        } else {
            errorExpected(SyntaxMessages.expectedDeclarationAfterAttributes)
            skipToDeclaration()
        }
    }

    /// `import Module` — the rest of the line, without a trailing comment.
    private mutating func parseImport() {
        let keyword = token
        advance()
        guard token.kind == .identifier else {
            errorExpected(SyntaxMessages.expectedModuleName)
            skipToDeclaration()
            return
        }
        let moduleStart = token.start
        var moduleEnd = token.end
        while token.kind != .newline && token.kind != .endOfFile && !token.isPunctuation(ASCII.semicolon) {
            moduleEnd = token.end
            advance()
        }
        imports.append(ImportDecl(module: source.string(moduleStart, moduleEnd), range: SourceRange(start: keyword.start, end: moduleEnd)))
    }

    /// `model Name (: Conformance, ...)? { members }`, the current token being `model`
    /// (after `nonisolated`, if written).
    private mutating func parseModel(attributes: ParsedAttributes, nonisolated: Token?) {
        let keyword = token
        let start = attributes.start ?? nonisolated?.start ?? keyword.start
        let doc = attributes.doc ?? nonisolated?.doc ?? keyword.doc
        advance()
        guard token.kind == .identifier else {
            errorExpected(SyntaxMessages.expectedModelName)
            skipToDeclaration()
            return
        }
        let name = identifier(token)
        advance()
        if token.isPunctuation(ASCII.less) { reportGenericModel(name) }
        var conformances: [Conformance] = []
        if token.isPunctuation(ASCII.colon) { conformances = parseConformances(name) }
        skipNewlines()
        guard token.isPunctuation(ASCII.openBrace) else {
            errorExpected(SyntaxMessages.expectedModelBrace, sameLineOnly: true)
            skipToDeclaration()
            return
        }
        advance()
        var members: [MemberDecl] = []
        var inits: [InitAccessDecl] = []
        let note = DiagnosticNote(SyntaxMessages.modelStartsHere(name.text), range: keyword.range)
        let end = parseBody(missingBrace: SyntaxMessages.missingCloseBrace(model: name.text), note: note) {
            if let member = $0.parseMember(model: name.text, inits: &inits) { members.append(member) }
        }
        let model = ModelDecl(
            doc: doc, attributes: attributes.list, name: name, members: members, range: SourceRange(start: start, end: end),
            conformances: conformances, nonisolatedRange: nonisolated?.range, initAccess: inits)
        declarations.append(.model(model))
    }

    /// `events Name { cases }`, the current token being `events`.
    private mutating func parseEvents(attributes: ParsedAttributes) {
        let keyword = token
        let start = attributes.start ?? keyword.start
        let doc = attributes.doc ?? keyword.doc
        advance()
        guard token.kind == .identifier else {
            errorExpected(SyntaxMessages.expectedEventsName)
            skipToDeclaration()
            return
        }
        let name = identifier(token)
        advance()
        skipNewlines()
        guard token.isPunctuation(ASCII.openBrace) else {
            errorExpected(SyntaxMessages.expectedEventsBrace, sameLineOnly: true)
            skipToDeclaration()
            return
        }
        advance()
        var cases: [EventCaseDecl] = []
        let note = DiagnosticNote(SyntaxMessages.eventsStartsHere(name.text), range: keyword.range)
        let end = parseBody(missingBrace: SyntaxMessages.missingCloseBrace(events: name.text), note: note) {
            if let eventCase = $0.parseEventCase(bus: name.text) { cases.append(eventCase) }
        }
        let bus = EventsDecl(doc: doc, attributes: attributes.list, name: name, cases: cases, range: SourceRange(start: start, end: end))
        declarations.append(.events(bus))
    }

    /// The items of a `{ }` body up to its `}`; returns the end of the body. A missing `}`
    /// is reported at the end of the file or before the next top-level declaration.
    private mutating func parseBody(missingBrace: String, note: DiagnosticNote, item: (inout SyntaxParser) -> Void) -> Int {
        while !collector.isFull {
            switch token.kind {
            case .newline, .punctuation(ASCII.semicolon):
                advance()
            case .punctuation(ASCII.closeBrace):
                let end = token.end
                advance()
                return end
            case .endOfFile:
                if !hitUnterminatedEOF { error(missingBrace, SourceRange(at: token.start), notes: [note]) }
                return previousEnd
            default:
                if token.isFirstOnLine && atDeclarationStart(attributes: false) {
                    error(missingBrace, token.range, notes: [note])
                    return previousEnd
                }
                let before = token.start
                item(&self)
                if token.start == before && token.kind != .endOfFile { advance() }  // always progress
            }
        }
        return previousEnd
    }
}
