/// Model members: properties, `child`, `children`, `derived` and `event`. The member
/// keywords are contextual: followed by `:` they are plain property names.
extension SyntaxParser {
    /// The start of a member: where it begins and its doc comment.
    struct MemberStart {
        /// Offset of its first token.
        var offset: Int
        /// Its documentation.
        var doc: DocComment?
        /// Its attributes.
        var attributes: [Attribute]
        /// The name of its model (for the notes that name the generated class).
        var model: String
        /// Its modifiers (`private(set)`, `var`, `@ignored`, `weak`).
        var modifiers = MemberModifiers()
    }

    /// Parses one member of model `model`; nil after an error (already reported and
    /// skipped) and for an `internal init` line, which is appended to `inits`.
    mutating func parseMember(model: String, inits: inout [InitAccessDecl]) -> MemberDecl? {
        let first = token
        let prefix = parseMemberPrefix()
        let doc = prefix.attributes.doc ?? first.doc ?? token.doc
        var start = MemberStart(offset: first.start, doc: doc, attributes: prefix.attributes.list, model: model)
        start.modifiers = MemberModifiers(prefix.modifiers)
        if isKeyword(Keywords.initKeyword) && peek().endsMember {
            if let line = parseInitAccess(prefix) { inits.append(line) }
            return nil
        }
        if reportExtensionOnlyDeclaration(model: model) { return nil }
        guard token.kind == .identifier else {
            errorExpected(SyntaxMessages.expectedMember)
            skipToMemberEnd()
            return nil
        }
        let keywordFollows = !peek().isPunctuation(ASCII.colon)
        if keywordFollows && isKeyword(Keywords.letKeyword) {
            advance()
            guard token.kind == .identifier else {
                errorExpected(SyntaxMessages.expectedPropertyNameAfterLet)
                skipToMemberEnd()
                return nil
            }
            if start.doc == nil { start.doc = token.doc }
            return parseProperty(start, isConstant: true)
        }
        if keywordFollows && isKeyword(Keywords.child) { return parseChild(start) }
        if keywordFollows && isKeyword(Keywords.children) { return parseChildren(start) }
        if keywordFollows && isKeyword(Keywords.derived) { return parseDerived(start) }
        if keywordFollows && isKeyword(Keywords.event) { return parseEvent(start) }
        return parseProperty(start, isConstant: false)
    }

    /// `name: Type (= default)?`, the current token being the name.
    private mutating func parseProperty(_ start: MemberStart, isConstant: Bool) -> MemberDecl? {
        let name = identifier(token)
        advance()
        if token.isPunctuation(ASCII.equals) || token.endsMember {
            reportMissingType(isConstant ? "constant" : "property", name, derived: false)
            return nil
        }
        guard token.isPunctuation(ASCII.colon) else {
            errorExpected(SyntaxMessages.expectedColon(afterProperty: name.text))
            skipToMemberEnd()
            return nil
        }
        guard let type = parseTypeText(after: name.text, context: .member) else { return nil }
        guard let value = parseOptionalDefault() else { return nil }
        let property = PropertyDecl(attributes: start.attributes, isConstant: isConstant, type: type, defaultValue: value.expression)
        let member = finishMember(start, name: name, kind: .property(property))
        if token.isPunctuation(ASCII.openBrace) { reportBodyAfterMember(name, model: start.model, derived: false) }
        return member
    }

    /// `child name: Model?` (= default)?, the current token being `child`.
    private mutating func parseChild(_ start: MemberStart) -> MemberDecl? {
        guard let name = parseKeywordAndName(SyntaxMessages.expectedChildName, start: start) else { return nil }
        guard token.isPunctuation(ASCII.colon) else {
            errorExpected(SyntaxMessages.expectedColon(afterChild: name.text))
            skipToMemberEnd()
            return nil
        }
        let colonEnd = token.end
        guard let type = parseTypeText(after: nil, context: .member) else { return nil }
        let parts = typeTokens(type.range)
        let model: Identifier
        var isOptional = false
        switch parts.count {
        case 0:
            error(SyntaxMessages.expectedChildModel(name.text), SourceRange(at: colonEnd))
            skipToMemberEnd()
            return nil
        case _ where parts[0].kind != .identifier:
            let notes = parts[0].isPunctuation(ASCII.openBracket) ? [DiagnosticNote(SyntaxMessages.useChildrenForArrays)] : []
            error(SyntaxMessages.expectedChildModel(name.text), type.range, notes: notes)
            skipToMemberEnd()
            return nil
        case 1:
            model = identifier(parts[0])
        case 2 where parts[1].isPunctuation(ASCII.question):
            model = identifier(parts[0])
            isOptional = true
        default:
            error(SyntaxMessages.childTypeShape, type.range)
            skipToMemberEnd()
            return nil
        }
        guard let value = parseOptionalDefault() else { return nil }
        let child = ChildDecl(model: model, isOptional: isOptional, defaultValue: value.expression)
        return finishMember(start, name: name, kind: .child(child))
    }

    /// `children name: [Model]` (= default)?, the current token being `children`.
    private mutating func parseChildren(_ start: MemberStart) -> MemberDecl? {
        guard let name = parseKeywordAndName(SyntaxMessages.expectedChildrenName, start: start) else { return nil }
        guard token.isPunctuation(ASCII.colon) else {
            errorExpected(SyntaxMessages.expectedColon(afterChildren: name.text))
            skipToMemberEnd()
            return nil
        }
        let colonEnd = token.end
        guard let type = parseTypeText(after: nil, context: .member) else { return nil }
        guard let (model, key) = childrenElement(type) else {
            error(SyntaxMessages.childrenTypeShape, type.text.isEmpty ? SourceRange(at: colonEnd) : type.range)
            skipToMemberEnd()
            return nil
        }
        guard let value = parseOptionalDefault() else { return nil }
        let children = ChildrenDecl(model: model, defaultValue: value.expression, key: key)
        return finishMember(start, name: name, kind: .children(children))
    }

    /// `derived name: Type = expression`, the current token being `derived`.
    private mutating func parseDerived(_ start: MemberStart) -> MemberDecl? {
        guard let name = parseKeywordAndName(SyntaxMessages.expectedDerivedName, start: start) else { return nil }
        if token.isPunctuation(ASCII.equals) {
            reportMissingType("derived value", name, derived: true)
            return nil
        }
        guard token.isPunctuation(ASCII.colon) else {
            errorExpected(SyntaxMessages.expectedColon(afterDerived: name.text))
            skipToMemberEnd()
            return nil
        }
        guard let type = parseTypeText(after: name.text, context: .member) else { return nil }
        if token.isPunctuation(ASCII.openBrace) {
            reportBodyAfterMember(name, model: start.model, derived: true)
            return nil
        }
        guard token.isPunctuation(ASCII.equals) else {
            errorExpected(SyntaxMessages.derivedNeedsExpression(name.text))
            skipToMemberEnd()
            return nil
        }
        guard let value = parseOptionalDefault(), let expression = value.expression else { return nil }
        let member = finishMember(start, name: name, kind: .derived(DerivedDecl(type: type, expression: expression)))
        if token.isPunctuation(ASCII.openBrace) { reportBodyAfterMember(name, model: start.model, derived: false) }
        return member
    }

    /// `event name(label: Type, ...)?`, the current token being `event`.
    private mutating func parseEvent(_ start: MemberStart) -> MemberDecl? {
        guard let name = parseKeywordAndName(SyntaxMessages.expectedEventName, start: start) else { return nil }
        var parameters: [Parameter] = []
        if token.isPunctuation(ASCII.openParen) {
            guard let list = parseParameterList(owner: "event '\(name.text)'") else { return nil }
            parameters = list
        }
        let member = finishMember(start, name: name, kind: .event(EventDecl(parameters: parameters)))
        expectMemberEnd(SyntaxMessages.consecutiveMembers)
        return member
    }

    /// Consumes a member keyword and the name after it.
    private mutating func parseKeywordAndName(_ message: String, start: MemberStart) -> Identifier? {
        advance()
        guard token.kind == .identifier else {
            errorExpected(message)
            skipToMemberEnd()
            return nil
        }
        let name = identifier(token)
        advance()
        return name
    }

    /// Builds the member, its range running from its first token to the last text.
    private mutating func finishMember(_ start: MemberStart, name: Identifier, kind: MemberKind) -> MemberDecl {
        MemberDecl(
            doc: start.doc, name: name, kind: kind, range: SourceRange(start: start.offset, end: previousEnd),
            attributes: start.attributes, modifiers: start.modifiers)
    }

    /// `[Model]` → (Model, nil); `[Key: Model]` → (Model, Key), the key being any type text
    /// before the last top-level `:`; nil for any other shape.
    private func childrenElement(_ type: TypeText) -> (Identifier, TypeText?)? {
        let parts = typeTokens(type.range, limit: 64)
        guard parts.count >= 3, parts.count < 64, parts[0].isPunctuation(ASCII.openBracket), parts[parts.count - 1].isPunctuation(ASCII.closeBracket),
            parts[parts.count - 2].kind == .identifier
        else { return nil }
        let model = identifier(parts[parts.count - 2])
        if parts.count == 3 { return (model, nil) }
        guard parts.count >= 5, parts[parts.count - 3].isPunctuation(ASCII.colon) else { return nil }
        let keyStart = parts[1].start
        let keyEnd = parts[parts.count - 4].end
        let keyText = source.string(keyStart, keyEnd)
        return (model, TypeText(keyText, range: SourceRange(start: keyStart, end: keyEnd)))
    }

    /// The tokens inside a type's range (for `child` and `children`, whose types are names).
    private func typeTokens(_ range: SourceRange, limit: Int = 8) -> [Token] {
        var sub = Lexer(source: source, start: range.start, end: range.end)
        var tokens: [Token] = []
        while tokens.count < limit {
            let next = sub.next()
            if next.kind == .endOfFile { break }
            tokens.append(next)
        }
        return tokens
    }
}
