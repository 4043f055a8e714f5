/// What a `{{…}}` tag does.
enum TemplateTagKind: Sendable {
    /// `{{name}}`, `{{{name}}}`, `{{&name}}`: interpolates a value verbatim.
    case variable
    /// `{{#name}}`: opens a section.
    case section
    /// `{{^name}}`: opens an inverted section.
    case inverted
    /// `{{/name}}`: closes a section.
    case close
    /// `{{! … }}`: renders nothing.
    case comment
    /// `{{> name}}`: renders another template of the set.
    case partial

    /// Whether a tag of this kind may stand alone on a line (and the line then disappears).
    var canStandAlone: Bool { self != .variable }
}

/// A 1-based line and byte column in a template.
struct TemplatePosition: Sendable, Hashable {
    /// 1-based line.
    var line: Int
    /// 1-based UTF-8 byte column.
    var column: Int
}

/// One `{{…}}` tag as the lexer found it.
struct TemplateTag: Sendable {
    /// What the tag does.
    var kind: TemplateTagKind
    /// The tag's content without sigil and padding (empty for comments).
    var name: String
    /// Byte offset of the opening `{{`.
    var start: Int
    /// Byte offset just past the closing `}}` (or `}}}`).
    var end: Int
    /// Where the opening `{{` is.
    var position: TemplatePosition
    /// Set by the standalone pass: the tag's line disappears from the output.
    var isStandalone = false
    /// Set by the standalone pass: the whitespace before a standalone tag (a partial's indentation).
    var indentation: [UInt8] = []
}

/// A piece of a lexed template: literal text (a byte range of the source) or a tag.
enum TemplateToken: Sendable {
    /// Literal bytes `start..<end` of the source.
    case text(start: Int, end: Int)
    /// A tag.
    case tag(TemplateTag)
}

/// ASCII bytes the template lexer and parser look for.
enum TemplateByte {
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let dot = UInt8(ascii: ".")

    /// Space or tab: the whitespace a standalone line may hold besides its tag.
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Any whitespace that may pad a tag's content.
    static func isPadding(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
}
