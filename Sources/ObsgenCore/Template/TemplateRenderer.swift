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
    /// The first key of each name.
    private let keys: [NameKey]
    /// `bytes`' storage while a render runs (see `render(template:)`).
    private var text: UnsafePointer<UInt8>?
    /// The program's partials.
    private let partials: [TemplatePartial]
    /// Each template's instructions.
    private let ranges: [Range<Int>]
    /// Whether each template has a parse error.
    private let failed: [Bool]
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

    /// Prepares to render against a root context.
    init(templates: [ParsedTemplate], program: CompiledTemplates, context: ContextValue, capacity: Int) {
        self.templates = templates
        ops = program.ops
        bytes = program.bytes
        names = program.names
        keys = program.keys
        partials = program.partials
        ranges = program.ranges
        failed = program.failed
        self.context = ContextStack(root: context)
        buffer = OutputBuffer(capacity: capacity)
    }

    /// Renders the template at `index`.
    mutating func render(template index: Int) throws(TemplateError) {
        let template = templates[index]
        if let error = template.error { throw error }
        // The text pool is read through one pointer for the whole render (the array is a
        // constant of `self`, so its storage does not move).
        let pool = bytes
        let result: Result<Void, TemplateError> = pool.withUnsafeBufferPointer { pool in
            text = pool.baseAddress
            defer { text = nil }
            do throws(TemplateError) {
                try render(ranges[index], in: index)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Resolves `names[name]` in the context stack.
    @inline(__always)
    private func resolve(name: Int) -> ContextValue? {
        let key = keys[name]
        guard var value = context.resolve(key, name: names[name].first) else { return nil }
        if key.hasRest {
            for part in names[name].rest {
                guard let next = context.member(of: value, named: part.name, key: part.key) else { return nil }
                value = next
            }
        }
        return value
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
                try renderPartial(at: Int(op.first), in: templateIndex)
            }
        }
    }

    /// Renders a section: per element of a non-empty array, once for any other truthy value
    /// (pushed onto the stack), or once unpushed for a falsey value when inverted.
    private mutating func renderSection(name: Int, inverted: Bool, content: Range<Int>, in templateIndex: Int) throws(TemplateError) {
        let value = resolve(name: name)
        if inverted {
            if !(value?.isMustacheTruthy ?? false) { try render(content, in: templateIndex) }
            return
        }
        guard let value, value.isMustacheTruthy else { return }
        // The stack does not retain a pushed object: `value` (or the list) holds it until
        // the section is done.
        defer { withExtendedLifetime(value) {} }
        if case .list(let items, let flagged) = value {
            for index in items.indices {
                context.push(items[index], at: index, of: items.count, flagged: flagged)
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
    private mutating func renderPartial(at partialIndex: Int, in templateIndex: Int) throws(TemplateError) {
        let target = partials[partialIndex].target
        guard partialDepth < Self.maximumPartialDepth else {
            let partial = partials[partialIndex]
            throw TemplateError(
                template: templates[templateIndex].name, line: partial.position.line, column: partial.position.column,
                message: "partials nested deeper than \(Self.maximumPartialDepth) (is '\(partial.name)' recursive without end?)")
        }
        if failed[target], let error = templates[target].error { throw error }
        flushIndentation()
        let saved = indentation
        // A standalone partial adds its tag's indentation to the current one; an inline
        // partial's text is inserted as is, as in the Mustache spec.
        if !partials[partialIndex].isStandalone {
            indentation = []
        } else if saved.isEmpty {
            indentation = partials[partialIndex].indentation
        } else {
            indentation = saved + partials[partialIndex].indentation
        }
        partialDepth += 1
        try render(ranges[target], in: target)
        partialDepth -= 1
        flushIndentation()
        indentation = saved
    }

    /// Interpolates the variable `names[name]`: nothing for missing or `null`,
    /// `true`/`false`, decimal integers, strings verbatim (no escaping of any kind).
    @inline(__always)
    private mutating func interpolate(name: Int, in templateIndex: Int) throws(TemplateError) {
        guard let value = resolve(name: name) else { return }
        switch value {
        case .null: return
        case .string(let text): write(text)
        case .bool(let flag): write(flag ? "true" : "false")
        case .int(let number): write(String(number))
        case .list, .object:
            let compiled = names[name]
            let kind = if case .list = value { "an array" } else { "an object" }
            throw TemplateError(
                template: templates[templateIndex].name, line: compiled.position.line, column: compiled.position.column,
                message: "cannot interpolate '\(compiled.name.text)': it is \(kind); use a section")
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
    @inline(__always)
    private mutating func writeText(start: Int, count: Int) {
        write(text! + start, count: count)
    }

    /// Writes `count` bytes from `start`, first paying owed indentation unless the line is
    /// empty.
    @inline(__always)
    private mutating func write(_ start: UnsafePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        if owesIndentation {
            owesIndentation = false
            if start[0] != TemplateByte.newline && start[0] != TemplateByte.carriageReturn {
                buffer.append(indentation)
            }
        }
        buffer.append(UnsafeBufferPointer(start: start, count: count))
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
