/// Turns a template's source into a tree of nodes, checking section nesting and
/// resolving partial names against the set.
struct TemplateParser {
    /// The deepest allowed nesting of sections within one template.
    static let maximumSectionDepth = 100

    /// A section whose closing tag has not been seen yet.
    private struct OpenSection {
        var tag: TemplateTag
        var name: TemplateName
        var siblings: [TemplateNode]
    }

    /// Parses one template. `partials` maps every template name of the set to its index.
    static func parse(name: String, source: String, partials: [String: Int]) throws(TemplateError) -> [TemplateNode] {
        let lexer = TemplateLexer(name: name, bytes: Array(source.utf8))
        var tokens = try lexer.tokenize()
        TemplateStandalone.apply(to: &tokens, bytes: lexer.bytes)

        var open: [OpenSection] = []
        var nodes: [TemplateNode] = []
        var atLineStart = true
        for token in tokens {
            switch token {
            case .text(let start, let end):
                appendText(lexer.bytes, start, end, to: &nodes, atLineStart: &atLineStart)
            case .tag(let tag):
                if !tag.isStandalone && atLineStart {
                    nodes.append(.lineStart)
                }
                atLineStart = tag.isStandalone
                switch tag.kind {
                case .comment:
                    break
                case .variable:
                    nodes.append(.variable(try parseName(tag, lexer), tag.position))
                case .partial:
                    guard let target = partials[tag.name] else {
                        throw lexer.error("no template named '\(tag.name)'", at: tag.start)
                    }
                    let partial = TemplatePartial(
                        name: tag.name, target: target, isStandalone: tag.isStandalone,
                        indentation: tag.indentation, position: tag.position)
                    nodes.append(.partial(partial))
                case .section, .inverted:
                    guard open.count < maximumSectionDepth else {
                        throw lexer.error("sections nested deeper than \(maximumSectionDepth)", at: tag.start)
                    }
                    open.append(OpenSection(tag: tag, name: try parseName(tag, lexer), siblings: nodes))
                    nodes = []
                case .close:
                    guard let section = open.popLast() else {
                        throw lexer.error("'{{/\(tag.name)}}' has no open section to close", at: tag.start)
                    }
                    guard section.tag.name == tag.name else {
                        let opened = section.tag.position
                        throw lexer.error(
                            "'{{/\(tag.name)}}' closes '\(section.tag.name)' (opened at \(opened.line):\(opened.column)); expected '{{/\(section.tag.name)}}'",
                            at: tag.start)
                    }
                    let node = TemplateSection(name: section.name, isInverted: section.tag.kind == .inverted, children: nodes,
                        position: section.tag.position)
                    nodes = section.siblings
                    nodes.append(.section(node))
                }
            }
        }
        if let unclosed = open.last {
            throw lexer.error("unclosed section '\(unclosed.tag.name)'", at: unclosed.tag.start)
        }
        return nodes
    }

    /// Appends `bytes[start..<end]` as one text node per line.
    private static func appendText(_ bytes: [UInt8], _ start: Int, _ end: Int, to nodes: inout [TemplateNode], atLineStart: inout Bool) {
        var lineStart = start
        while lineStart < end {
            var cursor = lineStart
            while cursor < end && bytes[cursor] != TemplateByte.newline { cursor += 1 }
            let lineEnd = cursor < end ? cursor + 1 : end
            nodes.append(.text(TemplateText(bytes: Array(bytes[lineStart..<lineEnd]), startsLine: atLineStart)))
            atLineStart = cursor < end
            lineStart = lineEnd
        }
    }

    /// The tag's content as a name, or an error when it is malformed.
    private static func parseName(_ tag: TemplateTag, _ lexer: TemplateLexer) throws(TemplateError) -> TemplateName {
        guard let name = TemplateName(tag.name) else {
            throw lexer.error("invalid tag name '\(tag.name)'", at: tag.start)
        }
        return name
    }
}
