/// Checks every name a template set uses against `ContextSchema`: strict templates.
///
/// The walk follows the renderer. It starts at each root template (`file`, `runtime`) with
/// a stack holding the root's kind; a section on a list or object key pushes its element
/// kind, a section on a value (a flag, a string) pushes a frame with no keys, an inverted
/// section pushes nothing; a partial is checked with the stack it is included with (once
/// per distinct stack). A name resolves as Mustache does: its first part in the topmost
/// frame that has it (the top frame only for `.a`), the rest inside that key's kind;
/// `{{.}}` always resolves. A name found in no frame is an error at its tag. A template
/// that no root reaches is never rendered and is not checked.
struct TemplateKeyChecker {
    /// One frame of the stack: an object's kind, or `nil` for a pushed value.
    typealias Stack = [ContextKind?]

    /// What a name resolves to.
    private enum Resolution {
        /// A key of this shape.
        case shape(ContextShape)
        /// `.`: whatever is on top.
        case top(ContextKind?)
    }

    /// The set's parsed templates.
    private let templates: [ParsedTemplate]
    /// The templates walked at least once, by index.
    private(set) var reached: Set<Int> = []
    /// (template, stack) pairs already walked.
    private var visited: Set<Visit> = []
    /// The errors found, one per tag.
    private var errors: [TemplateError] = []
    /// Tags already reported (template, line, column).
    private var reported: Set<[Int]> = []

    /// A template walked with a stack.
    private struct Visit: Hashable {
        var template: Int
        var stack: Stack
    }

    /// The errors of every template reachable from the schema's roots, in template name
    /// order, then by position. Templates that do not parse are skipped (their parse error
    /// is reported on its own).
    static func errors(in templates: [ParsedTemplate], index: [String: Int]) -> [TemplateError] {
        checked(templates, index: index).errors.sorted {
            ($0.template, $0.line, $0.column) < ($1.template, $1.line, $1.column)
        }
    }

    /// A checker that has walked every template reachable from the roots.
    static func checked(_ templates: [ParsedTemplate], index: [String: Int]) -> TemplateKeyChecker {
        var checker = TemplateKeyChecker(templates: templates)
        for (name, kind) in ContextSchema.roots.sorted(by: { $0.key < $1.key }) {
            if let root = index[name] { checker.walk(template: root, stack: [kind]) }
        }
        return checker
    }

    private init(templates: [ParsedTemplate]) {
        self.templates = templates
    }

    /// Walks a template with a stack, unless it was walked with an equivalent one.
    private mutating func walk(template: Int, stack: Stack) {
        let stack = Self.normalized(stack)
        guard templates[template].error == nil,
              visited.insert(Visit(template: template, stack: stack)).inserted else { return }
        reached.insert(template)
        walk(templates[template].nodes, in: template, stack: stack)
    }

    /// Walks nodes of a template.
    private mutating func walk(_ nodes: [TemplateNode], in template: Int, stack: Stack) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let name, let position):
                guard let resolution = resolve(name, stack: stack, in: template, at: position) else { continue }
                if case .shape(let shape) = resolution, let kind = shape.elementKind {
                    let what = if case .list = shape { "a list of \(kind.rawValue)" } else { "\(Self.article(kind)) \(kind.rawValue)" }
                    report("cannot interpolate '\(name.text)': it is \(what); use a section", in: template, at: position)
                }
            case .section(let section):
                let resolution = resolve(section.name, stack: stack, in: template, at: section.position)
                guard !section.isInverted else {
                    walk(section.children, in: template, stack: stack)
                    continue
                }
                var inner = stack
                switch resolution {
                case .shape(let shape)?: inner.append(shape.elementKind)
                case .top(let kind)?: inner.append(kind)
                case nil: inner.append(nil)
                }
                walk(section.children, in: template, stack: inner)
            case .partial(let partial):
                walk(template: partial.target, stack: stack)
            }
        }
    }

    /// Resolves a name in the stack, reporting it when it does not resolve.
    private mutating func resolve(_ name: TemplateName, stack: Stack, in template: Int, at position: TemplatePosition) -> Resolution? {
        guard case .path(let first, let rest, let anchored) = name else {
            return .top(stack.last ?? nil)
        }
        let frames = anchored ? Array(stack.suffix(1)) : stack
        guard var shape = frames.reversed().lazy.compactMap({ $0.flatMap { ContextSchema.keys(of: $0)[first] } }).first else {
            let candidates = frames.reversed().compactMap { $0 }.flatMap { ContextSchema.keys(of: $0).keys.sorted() }
            let place = anchored ? "the top context" : "the context here"
            report("no key '\(first)' in \(place) (\(Self.describe(frames)))" + Self.suggestion(first, candidates),
                   in: template, at: position)
            return nil
        }
        var owner = first
        for part in rest {
            guard case .object(let kind) = shape else {
                let what = if case .list = shape { "a list" } else { "a value" }
                report("'\(owner)' is \(what), it has no key '\(part)'", in: template, at: position)
                return nil
            }
            guard let next = ContextSchema.keys(of: kind)[part] else {
                let candidates = ContextSchema.keys(of: kind).keys.sorted()
                report("no key '\(part)' in '\(owner)' (\(Self.article(kind)) \(kind.rawValue))" + Self.suggestion(part, candidates),
                       in: template, at: position)
                return nil
            }
            shape = next
            owner = part
        }
        return .shape(shape)
    }

    /// Records an error, once per tag.
    private mutating func report(_ message: String, in template: Int, at position: TemplatePosition) {
        guard reported.insert([template, position.line, position.column]).inserted else { return }
        errors.append(TemplateError(template: templates[template].name, line: position.line, column: position.column, message: message))
    }

    /// The stack with each frame kept only where it is topmost: a lower copy of a kind is
    /// shadowed by the upper one for every key, so both stacks resolve every name alike
    /// (and a recursive partial's stacks stay finite).
    static func normalized(_ stack: Stack) -> Stack {
        var seen: Set<ContextKind?> = []
        var kept: Stack = []
        for frame in stack.reversed() where seen.insert(frame).inserted {
            kept.append(frame)
        }
        return kept.reversed()
    }

    /// `member in model in declaration in file`, top first (values left out).
    private static func describe(_ frames: Stack) -> String {
        let kinds = normalized(frames).reversed().compactMap { $0?.rawValue }
        return kinds.isEmpty ? "no keys" : kinds.joined(separator: " in ")
    }

    /// `; did you mean 'x'?` or nothing.
    private static func suggestion(_ name: String, _ candidates: [String]) -> String {
        guard let closest = Suggestions.closest(to: name, among: candidates) else { return "" }
        return "; did you mean '\(closest)'?"
    }

    /// `a` or `an`.
    private static func article(_ kind: ContextKind) -> String {
        "aeiou".contains(kind.rawValue.first ?? "x") ? "an" : "a"
    }
}

extension TemplateSet {
    /// Every error of the set found without rendering: each template's parse error, then
    /// every name a template reachable from `file` or `runtime` uses that the context will
    /// not have (see `ContextSchema`), sorted by template name and position.
    public var strictErrors: [TemplateError] {
        errors + TemplateKeyChecker.errors(in: templates, index: index)
    }
}
