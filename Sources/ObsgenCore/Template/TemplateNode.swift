/// A tag's name, split once at parse time so rendering never re-parses it.
enum TemplateName: Sendable, Hashable {
    /// `.`: the top of the context stack.
    case implicit
    /// `a.b.c` (`anchored == false`): `a` is looked up through the stack, then `b`, `c`
    /// descend. `.a.b` (`anchored == true`): `a` is looked up in the top context only.
    case path(first: String, rest: [String], anchored: Bool)

    /// Parses a tag's content; `nil` when it is not a valid name (e.g. `a..b`, `a.`).
    init?(_ text: String) {
        if text == "." {
            self = .implicit
            return
        }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let anchored = parts.first == ""
        if anchored { parts.removeFirst() }
        guard let first = parts.first, !parts.contains(where: \.isEmpty) else { return nil }
        self = .path(first: first, rest: Array(parts.dropFirst()), anchored: anchored)
    }
}

/// A run of literal text holding at most one newline, at its end.
struct TemplateText: Sendable {
    /// The bytes to write.
    var bytes: [UInt8]
    /// Whether the run begins a template line (where a partial's indentation goes).
    var startsLine: Bool
}

/// A `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}` section.
struct TemplateSection: Sendable {
    /// What the section looks up.
    var name: TemplateName
    /// `{{^…}}`: rendered once when the value is falsey, instead of per value.
    var isInverted: Bool
    /// The section's content.
    var children: [TemplateNode]
    /// Where the opening tag is, for errors.
    var position: TemplatePosition
}

/// A `{{> name}}` partial, resolved to a template of the set at parse time.
struct TemplatePartial: Sendable {
    /// The partial's name as written.
    var name: String
    /// The index of the partial in the set's parsed templates.
    var target: Int
    /// Whether the tag stands alone on its line; only then is the partial indented.
    var isStandalone: Bool
    /// The indentation of a standalone partial tag, prepended to each of its lines.
    var indentation: [UInt8]
    /// Where the tag is, for depth errors.
    var position: TemplatePosition
}

/// One node of a parsed template.
enum TemplateNode: Sendable {
    /// Literal text.
    case text(TemplateText)
    /// A template line begins with the tag that follows: indentation is owed here.
    case lineStart
    /// `{{name}}`: interpolate a value; the position is for errors.
    case variable(TemplateName, TemplatePosition)
    /// A section or inverted section.
    case section(TemplateSection)
    /// A partial.
    case partial(TemplatePartial)
}
