/// Renders parsed templates into a UTF-8 byte buffer.
///
/// Partial indentation is written lazily: a line of a partial owes its indentation until
/// the first byte of the line is written, and a line that stays empty gets none (so the
/// output never has whitespace-only lines made of indentation).
struct TemplateRenderer {
    /// The deepest allowed nesting of partials (recursive partials stop here).
    static let maximumPartialDepth = 64

    /// Every parsed template of the set, by index (for names and parse errors).
    let templates: [ParsedTemplate]
    /// The compiled program's instructions (its tables are held one by one, so that
    /// reading an instruction never copies the program).
    private let ops: [TemplateOp]
    /// The program's text pool.
    private let bytes: [UInt8]
    /// The program's names.
    private let names: [CompiledName]
    /// The program's partials.
    private let partials: [TemplatePartial]
    /// Each template's instructions.
    private let ranges: [Range<Int>]
    /// The output so far.
    private let buffer: OutputBuffer
    /// The context stack.
    private var context: ContextStack
    /// The indentation of the partial being rendered.
    private var indentation: [UInt8] = []
    /// Whether the current line still owes its indentation.
    private var owesIndentation = false
    /// How many partials are being rendered inside each other.
    private var partialDepth = 0
    /// Per name of the program, where its key was found last time (see `ContextStack`).
    private var hints: [Int32]

    /// Prepares to render against a root context.
    init(templates: [ParsedTemplate], program: CompiledTemplates, context: JSONValue, capacity: Int) {
        self.templates = templates
        ops = program.ops
        bytes = program.bytes
        names = program.names
        partials = program.partials
        ranges = program.ranges
        hints = [Int32](repeating: 0, count: program.names.count)
        self.context = ContextStack(root: context)
        buffer = OutputBuffer(capacity: capacity)
    }

    /// Renders the template at `index`.
    mutating func render(template index: Int) throws(TemplateError) {
        let template = templates[index]
        if let error = template.error { throw error }
        try render(ranges[index], in: index)
    }

    /// Renders the instructions in `range`, which belong to the template at `templateIndex`.
    private mutating func render(_ range: Range<Int>, in templateIndex: Int) throws(TemplateError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let op = ops[index]
            index += 1
            switch op.kind {
            case .text:
                if op.flag && !indentation.isEmpty { owesIndentation = true }
                writeText(start: Int(op.first), count: Int(op.second))
            case .lineStart:
                if !indentation.isEmpty { owesIndentation = true }
            case .variable:
                try interpolate(name: Int(op.first), in: templateIndex)
            case .section:
                let end = Int(op.second)
                try renderSection(name: Int(op.first), inverted: op.flag, content: index..<end, in: templateIndex)
                index = end
            case .partial:
                try renderPartial(partials[Int(op.first)], in: templateIndex)
            }
        }
    }

    /// Renders a section: per element of a non-empty array, once for any other truthy value
    /// (pushed onto the stack), or once unpushed for a falsey value when inverted.
    private mutating func renderSection(name: Int, inverted: Bool, content: Range<Int>, in templateIndex: Int) throws(TemplateError) {
        let value = context.resolve(names[name], hint: &hints[name])
        if inverted {
            if !(value?.isMustacheTruthy ?? false) { try render(content, in: templateIndex) }
            return
        }
        guard let value, value.isMustacheTruthy else { return }
        if case .array(let items) = value {
            for item in items {
                context.push(item)
                try render(content, in: templateIndex)
                context.pop()
            }
        } else {
            context.push(value)
            try render(content, in: templateIndex)
            context.pop()
        }
    }

    /// Renders a partial with the current context, indented when its tag stood alone.
    private mutating func renderPartial(_ partial: TemplatePartial, in templateIndex: Int) throws(TemplateError) {
        guard partialDepth < Self.maximumPartialDepth else {
            throw TemplateError(
                template: templates[templateIndex].name, line: partial.position.line, column: partial.position.column,
                message: "partials nested deeper than \(Self.maximumPartialDepth) (is '\(partial.name)' recursive without end?)")
        }
        if let error = templates[partial.target].error { throw error }
        flushIndentation()
        let saved = indentation
        // A standalone partial adds its tag's indentation to the current one; an inline
        // partial's text is inserted as is, as in the Mustache spec.
        indentation = partial.isStandalone ? saved + partial.indentation : []
        partialDepth += 1
        try render(ranges[partial.target], in: partial.target)
        partialDepth -= 1
        flushIndentation()
        indentation = saved
    }

    /// Interpolates the variable `names[name]`.
    private mutating func interpolate(name: Int, in templateIndex: Int) throws(TemplateError) {
        let compiled = names[name]
        let value = context.resolve(compiled, hint: &hints[name])
        switch value {
        case nil, .null?: return
        case .string(let text)?: return write(text)
        default: try interpolate(value, name: compiled.name, at: compiled.position, in: templates[templateIndex].name)
        }
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
            buffer.append(indentation)
        }
    }

    /// Writes `count` bytes of the program's text from `start`, first paying owed
    /// indentation unless the line is empty.
    private mutating func writeText(start: Int, count: Int) {
        guard count > 0 else { return }
        bytes.withUnsafeBufferPointer { pool in
            let text = UnsafeBufferPointer(rebasing: pool[start..<(start + count)])
            if owesIndentation {
                owesIndentation = false
                if text[0] != TemplateByte.newline && text[0] != TemplateByte.carriageReturn {
                    buffer.append(indentation)
                }
            }
            buffer.append(text)
        }
    }

    /// Writes a string's UTF-8, first paying owed indentation unless the line is empty.
    private mutating func write(_ text: String) {
        // The first byte matters only when indentation is owed (an empty string appends
        // nothing and leaves the debt for the next byte).
        if owesIndentation {
            guard let first = text.utf8.first else { return }
            owesIndentation = false
            if first != TemplateByte.newline && first != TemplateByte.carriageReturn {
                buffer.append(indentation)
            }
        }
        buffer.append(text)
    }

    /// The output so far.
    var output: [UInt8] { buffer.bytes }
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
