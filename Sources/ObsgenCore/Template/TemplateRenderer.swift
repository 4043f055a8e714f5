/// Renders parsed templates into a UTF-8 byte buffer.
///
/// Partial indentation is written lazily: a line of a partial owes its indentation until
/// the first byte of the line is written, and a line that stays empty gets none (so the
/// output never has whitespace-only lines made of indentation).
struct TemplateRenderer {
    /// The deepest allowed nesting of partials (recursive partials stop here).
    static let maximumPartialDepth = 64

    /// Every parsed template of the set, by index.
    let templates: [ParsedTemplate]
    /// The output so far.
    private(set) var output: [UInt8] = []
    /// The context stack.
    private var context: ContextStack
    /// The indentation of the partial being rendered.
    private var indentation: [UInt8] = []
    /// Whether the current line still owes its indentation.
    private var owesIndentation = false
    /// How many partials are being rendered inside each other.
    private var partialDepth = 0

    /// Prepares to render against a root context.
    init(templates: [ParsedTemplate], context: JSONValue, capacity: Int) {
        self.templates = templates
        self.context = ContextStack(root: context)
        output.reserveCapacity(capacity)
    }

    /// Renders the template at `index`.
    mutating func render(template index: Int) throws(TemplateError) {
        let template = templates[index]
        if let error = template.error { throw error }
        try render(template.nodes, in: template.name)
    }

    /// Renders nodes of the template named `templateName`.
    private mutating func render(_ nodes: [TemplateNode], in templateName: String) throws(TemplateError) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                if text.startsLine && !indentation.isEmpty { owesIndentation = true }
                write(text.bytes)
            case .lineStart:
                if !indentation.isEmpty { owesIndentation = true }
            case .variable(let name, let position):
                try interpolate(context.resolve(name), name: name, at: position, in: templateName)
            case .section(let section):
                try render(section, in: templateName)
            case .partial(let partial):
                try render(partial, in: templateName)
            }
        }
    }

    /// Renders a section: per element of a non-empty array, once for any other truthy value
    /// (pushed onto the stack), or once unpushed for a falsey value when inverted.
    private mutating func render(_ section: TemplateSection, in templateName: String) throws(TemplateError) {
        let value = context.resolve(section.name)
        if section.isInverted {
            if !(value?.isMustacheTruthy ?? false) { try render(section.children, in: templateName) }
            return
        }
        guard let value, value.isMustacheTruthy else { return }
        if case .array(let items) = value {
            for item in items {
                context.push(item)
                try render(section.children, in: templateName)
                context.pop()
            }
        } else {
            context.push(value)
            try render(section.children, in: templateName)
            context.pop()
        }
    }

    /// Renders a partial with the current context, indented when its tag stood alone.
    private mutating func render(_ partial: TemplatePartial, in templateName: String) throws(TemplateError) {
        guard partialDepth < Self.maximumPartialDepth else {
            throw TemplateError(
                template: templateName, line: partial.position.line, column: partial.position.column,
                message: "partials nested deeper than \(Self.maximumPartialDepth) (is '\(partial.name)' recursive without end?)")
        }
        let template = templates[partial.target]
        if let error = template.error { throw error }
        flushIndentation()
        let saved = indentation
        // A standalone partial adds its tag's indentation to the current one; an inline
        // partial's text is inserted as is, as in the Mustache spec.
        indentation = partial.isStandalone ? saved + partial.indentation : []
        partialDepth += 1
        try render(template.nodes, in: template.name)
        partialDepth -= 1
        flushIndentation()
        indentation = saved
    }

    /// Writes a value: nothing for missing or `null`, `true`/`false`, decimal integers,
    /// strings verbatim (no escaping of any kind).
    private mutating func interpolate(_ value: JSONValue?, name: TemplateName, at position: TemplatePosition, in templateName: String) throws(TemplateError) {
        switch value {
        case nil, .null?: break
        case .bool(let flag)?: write(flag ? "true" : "false")
        case .int(let number)?: write(String(number))
        case .string(let text)?: write(text)
        case .array?, .object?:
            let kind = if case .array? = value { "an array" } else { "an object" }
            throw TemplateError(
                template: templateName, line: position.line, column: position.column,
                message: "cannot interpolate '\(name.text)': it is \(kind); use a section")
        }
    }

    /// Writes owed indentation now, whatever follows.
    private mutating func flushIndentation() {
        if owesIndentation {
            owesIndentation = false
            output.append(contentsOf: indentation)
        }
    }

    /// Writes bytes, first paying owed indentation unless the line is empty.
    private mutating func write(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        if owesIndentation {
            owesIndentation = false
            if first != TemplateByte.newline && first != TemplateByte.carriageReturn {
                output.append(contentsOf: indentation)
            }
        }
        output.append(contentsOf: bytes)
    }

    /// Writes a string's UTF-8, first paying owed indentation unless the line is empty.
    private mutating func write(_ text: String) {
        let utf8 = text.utf8
        guard let first = utf8.first else { return }
        if owesIndentation {
            owesIndentation = false
            if first != TemplateByte.newline && first != TemplateByte.carriageReturn {
                output.append(contentsOf: indentation)
            }
        }
        output.append(contentsOf: utf8)
    }
}

extension TemplateName {
    /// The name as written in a tag.
    var text: String {
        switch self {
        case .implicit: "."
        case .path(let first, let rest, let anchored): (anchored ? "." : "") + ([first] + rest).joined(separator: ".")
        }
    }
}
