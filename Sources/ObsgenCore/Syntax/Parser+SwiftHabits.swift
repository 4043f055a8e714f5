/// What Swift developers write first in a model and obsgen never accepts: a
/// member without a type, a `didSet` / `willSet` block or a computed body after a member,
/// declarations that belong in an extension of the generated class, and generic models.
/// Each is an error at the offending token with a note that says what to write instead,
/// and recovery skips just that construct, so the members after it are still parsed.
extension SyntaxParser {
    /// `x = 0` or a lone `x`: reports the missing type at the name (quoting the default in
    /// the note) after taking the default, whose own syntax errors are still reported.
    /// `what` names the member ("property", "derived value").
    mutating func reportMissingType(_ what: String, _ name: Identifier, derived: Bool) {
        var value: String?
        if token.isPunctuation(ASCII.equals) { value = parseOptionalDefault()?.expression?.text ?? "" }
        if !token.endsMember { skipToMemberEnd() }
        let note = DiagnosticNote(SyntaxMessages.writeTheType(name.text, derived: derived, value: value))
        error(SyntaxMessages.missingType(what, name.text), name.range, notes: [note])  // sorted by position later
    }

    /// The current token is a `{` after a member's type or default: a `didSet` / `willSet`
    /// block or a computed body. Reports it and skips the block; the member itself is kept
    /// by the caller, so nothing that names it gets a second, misleading error.
    mutating func reportBodyAfterMember(_ name: Identifier, model: String, derived: Bool) {
        let brace = token
        var copy = lexer
        var inside = copy.next()
        while inside.kind == .newline { inside = copy.next() }
        if isKeyword(Keywords.didSet, inside) || isKeyword(Keywords.willSet, inside) {
            let word = source.string(inside.nameStart, inside.nameEnd)
            let note = DiagnosticNote(SyntaxMessages.observeInstead(name.text))
            error(SyntaxMessages.observerBlock(word), inside.range, notes: [note])
        } else if derived {
            error(SyntaxMessages.derivedBody, brace.range, notes: [DiagnosticNote(SyntaxMessages.derivedInstead(name.text))])
        } else {
            let note = DiagnosticNote(SyntaxMessages.computedInstead(name.text, model: model))
            error(SyntaxMessages.computedBody, brace.range, notes: [note])
        }
        skipToMemberEnd()
    }

    /// When the current token starts a declaration that belongs in an extension of the
    /// generated class (`func`, `static`, `lazy`, a nested type, an `init`, ...), reports it
    /// at its first word, skips it with its body, and returns true.
    mutating func reportExtensionOnlyDeclaration(model: String) -> Bool {
        guard token.kind == .identifier, !token.isBackticked, !peek().isPunctuation(ASCII.colon),
            Keywords.extensionOnly.contains(where: { isKeyword($0) })
        else { return false }
        let word = source.string(token.nameStart, token.nameEnd)
        let next = peek()
        let nextWord = next.kind == .identifier && !next.isBackticked ? source.string(next.nameStart, next.nameEnd) : ""
        let what: String
        var note = SyntaxMessages.inAnExtension(model)
        switch word {
        case "func": what = "a function"
        case _ where (word == "static" || word == "class") && ["func", "var", "let"].contains(nextWord):
            what = nextWord == "func" ? "a \(word) function" : "a \(word) property"
        case "static": what = "a static member"
        case "lazy":
            what = "a lazy property"
            note = SyntaxMessages.lazyInstead(model)
        case "init", "convenience":
            what = "an initializer"
            note = SyntaxMessages.initInAnExtension(model)
        case "subscript": what = "a subscript"
        case "typealias": what = "a type alias"
        default: what = "a nested type"
        }
        error(SyntaxMessages.extensionOnly(what), token.range, notes: [DiagnosticNote(note)])
        skipToMemberEnd()
        return true
    }

    /// `model Box<T>`, the current token being the `<`: reports it and skips the generic
    /// parameters (up to the matching `>` on that line), so the body is still parsed.
    mutating func reportGenericModel(_ name: Identifier) {
        error(SyntaxMessages.genericModel(name.text), token.range, notes: [DiagnosticNote(SyntaxMessages.concreteModels)])
        var depth = 0
        while token.kind != .newline && token.kind != .endOfFile && !token.isPunctuation(ASCII.openBrace) {
            if token.isPunctuation(ASCII.less) { depth += 1 }
            if token.isPunctuation(ASCII.greater) { depth -= 1 }
            advance()
            if depth <= 0 { return }
        }
    }

    /// A note for `class X { … }` or `struct X` at top level, where a declaration is expected.
    func swiftTypeAtTopLevelNotes() -> [DiagnosticNote] {
        guard peek().kind == .identifier, Keywords.swiftTypeDeclarations.contains(where: { isKeyword($0) }) else { return [] }
        return [DiagnosticNote(SyntaxMessages.swiftTypeAtTopLevel)]
    }
}
