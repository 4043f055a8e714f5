/// The syntax tree of one `.obs` file, as the parser produces it: declarations in source
/// order, every name with its source range. Nothing here is checked yet; see `Sema`.

/// A name as written in the source (backticks removed), with its range.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    /// The name without backticks.
    public var text: String
    /// The range of the name in its file (including backticks, if any).
    public var range: SourceRange

    /// Makes an identifier.
    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    /// The name.
    public var description: String { text }
}

/// The `///` lines immediately before a declaration, each without its `///` prefix
/// (so `/// Bytes done.` gives `" Bytes done."`).
public struct DocComment: Hashable, Sendable {
    /// One entry per `///` line, text after the three slashes, trailing whitespace removed.
    public var lines: [String]

    /// Makes a doc comment.
    public init(lines: [String]) {
        self.lines = lines
    }
}

/// Swift type text taken verbatim (e.g. `[String: Int]`, `(Int, Int)`), trimmed.
public struct TypeText: Hashable, Sendable {
    /// The type as written, trimmed of surrounding whitespace.
    public var text: String
    /// Where it is.
    public var range: SourceRange

    /// Makes type text.
    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// An identifier that occurs in an expression, outside string literals.
public struct ExpressionReference: Hashable, Sendable {
    /// The identifier (backticks removed).
    public var name: Identifier
    /// True when the identifier directly follows a `.` (a member access like `a.count`)
    /// and that `.` does not follow `self` (so `self.x` has `afterDot == false`).
    public var afterDot: Bool

    /// Makes a reference.
    public init(name: Identifier, afterDot: Bool) {
        self.name = name
        self.afterDot = afterDot
    }
}

/// Swift expression text taken verbatim (a default value or a derived expression),
/// with the identifiers it mentions.
public struct ExpressionText: Hashable, Sendable {
    /// The expression as written, trimmed; may span lines.
    public var text: String
    /// Where it is.
    public var range: SourceRange
    /// Identifiers in the expression, in order, outside string literals and comments.
    public var references: [ExpressionReference]

    /// Makes expression text.
    public init(_ text: String, range: SourceRange, references: [ExpressionReference]) {
        self.text = text
        self.range = range
        self.references = references
    }
}

/// `import Foundation` — copied into the generated file.
public struct ImportDecl: Hashable, Sendable {
    /// The module path as written after `import` (e.g. `Foundation`, `struct Foo.Bar`).
    public var module: String
    /// The whole declaration.
    public var range: SourceRange

    /// Makes an import.
    public init(module: String, range: SourceRange) {
        self.module = module
        self.range = range
    }
}

/// `name: Type` in an event's parameter list.
public struct Parameter: Hashable, Sendable {
    /// The parameter label and name.
    public var name: Identifier
    /// Its type.
    public var type: TypeText

    /// Makes a parameter.
    public init(name: Identifier, type: TypeText) {
        self.name = name
        self.type = type
    }
}

/// `@distinct? let? name: Type (= default)?`
public struct PropertyDecl: Hashable, Sendable {
    /// Attributes written on the member (only `@distinct` is legal).
    public var attributes: [Attribute]
    /// True for `let`: a constant with no observation API.
    public var isConstant: Bool
    /// The declared type.
    public var type: TypeText
    /// The default value, if any.
    public var defaultValue: ExpressionText?

    /// Makes a property.
    public init(attributes: [Attribute], isConstant: Bool, type: TypeText, defaultValue: ExpressionText?) {
        self.attributes = attributes
        self.isConstant = isConstant
        self.type = type
        self.defaultValue = defaultValue
    }

    /// True when `@distinct` is written on the member.
    public var isDistinct: Bool { attributes.contains { $0.kind == .distinct } }

    /// The `@persisted("key")` attribute written on the member, if any.
    public var persisted: Attribute? { attributes.first { $0.kind == .persisted } }
}

/// `child name: Model?` (= default)?
public struct ChildDecl: Hashable, Sendable {
    /// The child's model name.
    public var model: Identifier
    /// True for `Model?`.
    public var isOptional: Bool
    /// The default value, if any.
    public var defaultValue: ExpressionText?

    /// Makes a child.
    public init(model: Identifier, isOptional: Bool, defaultValue: ExpressionText?) {
        self.model = model
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }
}

/// `children name: [Model]` or `children name: [Key: Model]` (= default)?
public struct ChildrenDecl: Hashable, Sendable {
    /// The element model name.
    public var model: Identifier
    /// The default value, if any (obsgen uses `[]` when absent).
    public var defaultValue: ExpressionText?
    /// The key type of dictionary children (`UUID` in `[UUID: Tab]`); nil for an array.
    public var key: TypeText?

    /// Makes a children member.
    public init(model: Identifier, defaultValue: ExpressionText?, key: TypeText? = nil) {
        self.model = model
        self.defaultValue = defaultValue
        self.key = key
    }

    /// True for dictionary children (`[Key: Model]`).
    public var isDictionary: Bool { key != nil }
}

/// `derived name: Type = expression`
public struct DerivedDecl: Hashable, Sendable {
    /// The declared type: any type (the runtime's `_obsgenShouldNotify` overloads decide
    /// whether a recomputed value is a change).
    public var type: TypeText
    /// The expression that computes it.
    public var expression: ExpressionText

    /// Makes a derived member.
    public init(type: TypeText, expression: ExpressionText) {
        self.type = type
        self.expression = expression
    }
}

/// `event name(label: Type, ...)`
public struct EventDecl: Hashable, Sendable {
    /// The event's parameters (possibly none).
    public var parameters: [Parameter]

    /// Makes an event member.
    public init(parameters: [Parameter]) {
        self.parameters = parameters
    }
}

/// What a model member is.
public enum MemberKind: Hashable, Sendable {
    /// A stored property (`var` or `let`).
    case property(PropertyDecl)
    /// A nested observable child.
    case child(ChildDecl)
    /// An array of observable children.
    case children(ChildrenDecl)
    /// A computed, observable value.
    case derived(DerivedDecl)
    /// A model event.
    case event(EventDecl)
}

/// One member of a model.
public struct MemberDecl: Hashable, Sendable {
    /// Its `///` documentation.
    public var doc: DocComment?
    /// Its name.
    public var name: Identifier
    /// What it is.
    public var kind: MemberKind
    /// The whole member, from its first keyword or attribute to the end of its text.
    public var range: SourceRange
    /// Attributes written before the member, whatever its kind, in source order (for a
    /// property the same list as `PropertyDecl.attributes`). Where each one is legal is
    /// the Checker's business.
    public var attributes: [Attribute]
    /// Modifiers written before the member (`private(set)`, `var`, `@ignored`, `weak`).
    public var modifiers: MemberModifiers

    /// Makes a member.
    public init(
        doc: DocComment?, name: Identifier, kind: MemberKind, range: SourceRange, attributes: [Attribute] = [],
        modifiers: MemberModifiers = MemberModifiers()
    ) {
        self.doc = doc
        self.name = name
        self.kind = kind
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
    }
}

/// `nonisolated? model Name (: Conformance, ...)? { members }`
public struct ModelDecl: Hashable, Sendable {
    /// Its `///` documentation.
    public var doc: DocComment?
    /// Attributes in source order (`@MainActor`, `@locked`, `@distinct`).
    public var attributes: [Attribute]
    /// Its name.
    public var name: Identifier
    /// Members in source order.
    public var members: [MemberDecl]
    /// From the first attribute (or `model`) to the closing brace.
    public var range: SourceRange
    /// The conformance list after the name, in source order (empty when none).
    public var conformances: [Conformance]
    /// The range of `nonisolated` before `model`, if written.
    public var nonisolatedRange: SourceRange?
    /// The `internal init` lines (one is legal), in source order.
    public var initAccess: [InitAccessDecl]

    /// Makes a model.
    public init(
        doc: DocComment?, attributes: [Attribute], name: Identifier, members: [MemberDecl], range: SourceRange,
        conformances: [Conformance] = [], nonisolatedRange: SourceRange? = nil, initAccess: [InitAccessDecl] = []
    ) {
        self.doc = doc
        self.attributes = attributes
        self.name = name
        self.members = members
        self.range = range
        self.conformances = conformances
        self.nonisolatedRange = nonisolatedRange
        self.initAccess = initAccess
    }

    /// True for `nonisolated model`: it opts out of the module's default isolation.
    public var isNonisolated: Bool { nonisolatedRange != nil }

    /// True when the attribute is written on the model.
    public func has(_ kind: AttributeKind) -> Bool { attributes.contains { $0.kind == kind } }
}

/// One case of an `events` bus.
public struct EventCaseDecl: Hashable, Sendable {
    /// Its `///` documentation.
    public var doc: DocComment?
    /// Its name.
    public var name: Identifier
    /// Its parameters (possibly none).
    public var parameters: [Parameter]
    /// The whole case.
    public var range: SourceRange

    /// Makes an event case.
    public init(doc: DocComment?, name: Identifier, parameters: [Parameter], range: SourceRange) {
        self.doc = doc
        self.name = name
        self.parameters = parameters
        self.range = range
    }
}

/// `events Name { cases }` — a typed event bus.
public struct EventsDecl: Hashable, Sendable {
    /// Its `///` documentation.
    public var doc: DocComment?
    /// Attributes (only `@MainActor` is legal).
    public var attributes: [Attribute]
    /// Its name.
    public var name: Identifier
    /// Cases in source order.
    public var cases: [EventCaseDecl]
    /// From the first attribute (or `events`) to the closing brace.
    public var range: SourceRange

    /// Makes an events bus.
    public init(doc: DocComment?, attributes: [Attribute], name: Identifier, cases: [EventCaseDecl], range: SourceRange) {
        self.doc = doc
        self.attributes = attributes
        self.name = name
        self.cases = cases
        self.range = range
    }

    /// True when `@MainActor` is written on the bus.
    public var isMainActor: Bool { attributes.contains { $0.kind == .mainActor } }
}

/// A top-level declaration.
public enum Declaration: Hashable, Sendable {
    /// `model`
    case model(ModelDecl)
    /// `events`
    case events(EventsDecl)

    /// The declared name.
    public var name: Identifier {
        switch self {
        case .model(let m): return m.name
        case .events(let e): return e.name
        }
    }
}

/// A parsed `.obs` file.
public struct ObsFile: Sendable {
    /// The source it came from.
    public var source: SourceFile
    /// `import` lines in source order.
    public var imports: [ImportDecl]
    /// Models and event buses in source order.
    public var declarations: [Declaration]

    /// Makes a file.
    public init(source: SourceFile, imports: [ImportDecl], declarations: [Declaration]) {
        self.source = source
        self.imports = imports
        self.declarations = declarations
    }

    /// The models, in source order.
    public var models: [ModelDecl] {
        declarations.compactMap { if case .model(let m) = $0 { return m } else { return nil } }
    }

    /// The event buses, in source order.
    public var eventBuses: [EventsDecl] {
        declarations.compactMap { if case .events(let e) = $0 { return e } else { return nil } }
    }
}
