/// The prefixes and suffixes of declarations: member modifiers (`var`, access
/// levels, `private(set)`, `weak`, `@ignored`, mixed freely with attributes), the
/// `internal init` line, `nonisolated` before `model` and the conformance list after a
/// model's name. The parser records them as written; the Checker decides what is legal.
extension SyntaxParser {
    /// Attributes and modifiers before a member, in any order.
    struct MemberPrefix {
        /// Attributes (`@distinct`, ...), with the doc comment and start of the first one.
        var attributes = ParsedAttributes()
        /// Modifiers in source order.
        var modifiers: [Modifier] = []
    }

    /// Consumes the attributes and modifiers before a member. A word is a modifier only
    /// when a name, `@` or `(` follows it (`public: Bool` is a property named `public`).
    mutating func parseMemberPrefix() -> MemberPrefix {
        var prefix = MemberPrefix()
        while true {
            if token.isPunctuation(ASCII.at) {
                let parsed = parseAttributes()
                if prefix.attributes.start == nil {
                    prefix.attributes.start = parsed.start
                    prefix.attributes.doc = parsed.doc
                }
                prefix.attributes.list += parsed.list
                prefix.modifiers += parsed.ignored.map { Modifier(kind: .ignored, range: $0) }
                continue
            }
            guard token.kind == .identifier, !token.isBackticked else { break }
            let next = peek()
            let wordFollows = next.kind == .identifier || next.isPunctuation(ASCII.at)
            guard wordFollows || next.isPunctuation(ASCII.openParen) else { break }
            if isKeyword(Keywords.varKeyword) && wordFollows {
                prefix.modifiers.append(Modifier(kind: .var, range: token.range))
                advance()
            } else if isKeyword(Keywords.weak) && wordFollows {
                prefix.modifiers.append(Modifier(kind: .weak, range: token.range))
                advance()
            } else if isKeyword(Keywords.open) {
                error(SyntaxMessages.openMember, token.range, notes: [DiagnosticNote(SyntaxMessages.openInstead)])
                advance()
            } else if let level = AccessKeyword.allCases.first(where: { isKeyword(Array($0.rawValue.utf8)) }) {
                prefix.modifiers.append(parseAccessModifier(level))
            } else {
                break
            }
        }
        return prefix
    }

    /// `private` or `private(set)`, the current token being the access word.
    private mutating func parseAccessModifier(_ level: AccessKeyword) -> Modifier {
        let word = token
        advance()
        guard token.isPunctuation(ASCII.openParen) else { return Modifier(kind: .access(level), range: word.range) }
        var copy = lexer
        let inner = copy.next()
        let close = copy.next()
        guard isKeyword(Keywords.setKeyword, inner) && close.isPunctuation(ASCII.closeParen) else {
            return Modifier(kind: .access(level), range: word.range)
        }
        advance()
        advance()
        advance()
        return Modifier(kind: .setterAccess(level), range: SourceRange(start: word.start, end: close.end))
    }

    /// `internal init` on its own line, the current token being `init` after `prefix`: the
    /// access of the memberwise init. Nil (nothing consumed) when this is no such line.
    mutating func parseInitAccess(_ prefix: MemberPrefix) -> InitAccessDecl? {
        guard isKeyword(Keywords.initKeyword), peek().endsMember else { return nil }
        let accessModifiers = prefix.modifiers.filter { if case .access = $0.kind { return true } else { return false } }
        guard let first = accessModifiers.first, case .access(let level) = first.kind else {
            error(SyntaxMessages.initNeedsAccess, token.range, notes: [DiagnosticNote(SyntaxMessages.initAccessExample)])
            advance()
            return nil
        }
        let start = prefix.attributes.start ?? prefix.modifiers.first?.range.start ?? first.range.start
        let end = token.end
        advance()
        let others = prefix.modifiers.filter { $0 != first }
        for attribute in prefix.attributes.list {
            error(SyntaxMessages.attributeOnInit(AttributeChecks.spelling(attribute.kind)), attribute.range)
        }
        return InitAccessDecl(access: level, range: SourceRange(start: start, end: end), otherModifiers: others)
    }

    /// `model X: A, B.C`, the current token being the `:`: the conformance list up to the
    /// `{` (or the end of the line). Syntax errors are reported; the names parsed are kept.
    mutating func parseConformances(_ model: Identifier) -> [Conformance] {
        advance()
        var list: [Conformance] = []
        var expectName = true
        while token.kind != .newline && token.kind != .endOfFile && !token.isPunctuation(ASCII.openBrace) {
            if expectName {
                guard token.kind == .identifier else {
                    error(SyntaxMessages.expectedConformance(model.text), token.range)
                    skipConformanceList()
                    return list
                }
                list.append(parseConformanceName())
                expectName = false
            } else if token.isPunctuation(ASCII.comma) {
                advance()
                expectName = true
            } else {
                let message = token.isPunctuation(ASCII.less) ? SyntaxMessages.genericConformance : SyntaxMessages.expectedCommaInConformances
                error(message, token.range)
                skipConformanceList()
                return list
            }
        }
        if expectName { errorExpected(SyntaxMessages.expectedConformance(model.text)) }
        return list
    }

    /// `Name` or `Module.Name` (no spaces around the dots).
    private mutating func parseConformanceName() -> Conformance {
        let start = token.start
        var end = token.end
        var name = source.string(token.nameStart, token.nameEnd)
        advance()
        while token.isPunctuation(ASCII.dot) && token.start == end {
            let dot = token
            advance()
            guard token.kind == .identifier, token.start == dot.end else {
                error(SyntaxMessages.expectedConformanceAfterDot, SourceRange(at: dot.end))
                break
            }
            name += "." + source.string(token.nameStart, token.nameEnd)
            end = token.end
            advance()
        }
        return Conformance(name: name, range: SourceRange(start: start, end: end))
    }

    /// Skips the rest of a conformance list after an error, to the `{` or the line's end.
    private mutating func skipConformanceList() {
        while token.kind != .newline && token.kind != .endOfFile && !token.isPunctuation(ASCII.openBrace) { advance() }
    }
}
