/// One instruction of a compiled template set. Trivial (no references), so walking the
/// program retains and releases nothing; what an instruction needs is found by index in the
/// program's tables.
struct TemplateOp: Sendable {
    /// What the instruction does.
    enum Kind: UInt8, Sendable {
        /// Writes `bytes[first ..< first + second]`; `flag`: the run begins a template line.
        case text
        /// A template line begins with the tag that follows (indentation is owed).
        case lineStart
        /// Interpolates the value of `names[first]`.
        case variable
        /// A section over `names[first]` whose content is the instructions up to `second`
        /// (exclusive); `flag`: inverted.
        case section
        /// Renders `partials[first]`.
        case partial
    }

    /// What the instruction does.
    var kind: Kind
    /// See `Kind`.
    var flag: Bool
    /// See `Kind`.
    var first: Int32
    /// See `Kind`.
    var second: Int32
}

/// A tag's name, split once at compile time and resolved against `ContextKey`; with the
/// tag's position for errors. The renderer looks names up by their trivial `NameKey` and
/// reads this only for the parts after the first (`a.b`), for names that are no
/// `ContextKey` (only a JSON context can have them) and for error messages.
final class CompiledName: Sendable {
    /// The name as parsed (for error messages).
    let name: TemplateName
    /// `.`: the top of the context stack.
    let isImplicit: Bool
    /// The first part of a path (empty for `.`).
    let first: String
    /// The parts that descend from the first one's value, with their keys.
    let rest: [(name: String, key: ContextKey?)]
    /// `.a.b`: `a` is looked up in the top context only.
    let isAnchored: Bool
    /// Where the tag is.
    let position: TemplatePosition

    /// Splits a parsed name.
    init(name: TemplateName, position: TemplatePosition) {
        self.name = name
        self.position = position
        switch name {
        case .implicit:
            (isImplicit, first, rest, isAnchored) = (true, "", [], false)
        case .path(let first, let rest, let anchored):
            (isImplicit, self.first, isAnchored) = (false, first, anchored)
            self.rest = rest.map { ($0, ContextKey(rawValue: $0)) }
        }
    }
}

/// Every template of a set compiled into one flat program: the instructions of template
/// `i` are `ops[ranges[i]]`, sections nest as contiguous sub-ranges, text is a range of one
/// shared byte pool. Compiled once per set; rendering only walks it.
struct CompiledTemplates: Sendable {
    /// The instructions of all templates.
    private(set) var ops: [TemplateOp] = []
    /// The literal text of all templates.
    private(set) var bytes: [UInt8] = []
    /// Names of variables and sections, by instruction operand.
    private(set) var names: [CompiledName] = []
    /// The first key of each name, by instruction operand.
    private(set) var keys: [NameKey] = []
    /// Partials, by instruction operand.
    private(set) var partials: [TemplatePartial] = []
    /// Each template's instructions, by template index.
    private(set) var ranges: [Range<Int>] = []
    /// Whether each template has a parse error, by template index.
    private(set) var failed: [Bool] = []

    /// Compiles parsed templates (a template with a parse error compiles to nothing; the
    /// renderer throws its error instead).
    init(_ templates: [ParsedTemplate]) {
        for template in templates {
            let start = ops.count
            append(template.nodes)
            ranges.append(start..<ops.count)
            failed.append(template.error != nil)
        }
    }

    /// Appends the instructions of `nodes`.
    private mutating func append(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                ops.append(TemplateOp(kind: .text, flag: text.startsLine, first: Int32(bytes.count), second: Int32(text.bytes.count)))
                bytes.append(contentsOf: text.bytes)
            case .lineStart:
                ops.append(TemplateOp(kind: .lineStart, flag: false, first: 0, second: 0))
            case .variable(let name, let position):
                appendName(CompiledName(name: name, position: position))
                ops.append(TemplateOp(kind: .variable, flag: false, first: Int32(names.count - 1), second: 0))
            case .section(let section):
                appendName(CompiledName(name: section.name, position: section.position))
                let index = ops.count
                ops.append(TemplateOp(kind: .section, flag: section.isInverted, first: Int32(names.count - 1), second: 0))
                append(section.children)
                ops[index].second = Int32(ops.count)
            case .partial(let partial):
                partials.append(partial)
                ops.append(TemplateOp(kind: .partial, flag: partial.isStandalone, first: Int32(partials.count - 1), second: 0))
            }
        }
    }

    /// Adds a name and its first part's key.
    private mutating func appendName(_ name: CompiledName) {
        keys.append(NameKey(
            key: ContextKey(rawValue: name.first), isImplicit: name.isImplicit, isAnchored: name.isAnchored,
            hasRest: !name.rest.isEmpty))
        names.append(name)
    }
}

/// The first part of a compiled name, resolved to the key the context's views answer:
/// trivial, so reading it costs no reference counting.
struct NameKey: Sendable {
    /// The first part's key; `nil` when it is no `ContextKey` (no view has it: only an
    /// object of a JSON context can, looked up by name).
    var key: ContextKey?
    /// `.`: the top of the context stack.
    var isImplicit: Bool
    /// `.a`: looked up in the top context only.
    var isAnchored: Bool
    /// The name has parts after the first (`a.b`).
    var hasRest: Bool
}
