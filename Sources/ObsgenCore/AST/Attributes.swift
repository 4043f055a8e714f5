/// The attributes of the `.obs` language as the parser reads them (part of the syntax tree,
/// see `AST.swift`).

/// An attribute known to obsgen.
public enum AttributeKind: String, Hashable, Sendable, CaseIterable {
    /// `@MainActor`: the class and its callbacks are main-actor isolated.
    case mainActor = "MainActor"
    /// `@locked`: every access takes one lock; the class is `@unchecked Sendable`.
    case locked
    /// `@distinct`: no notification when the new value `==` the old one.
    case distinct
    /// `@persisted("key")`: the property is loaded from and saved to a store under `key`.
    case persisted
}

/// An attribute as written (`@MainActor`, `@locked`, `@distinct`, `@persisted("key")`).
public struct Attribute: Hashable, Sendable {
    /// Which attribute.
    public var kind: AttributeKind
    /// The range of `@name`, its argument included.
    public var range: SourceRange
    /// The string literal in parentheses after the name (`@persisted("fontSize")`), if any.
    public var argument: AttributeArgument?

    /// Makes an attribute.
    public init(kind: AttributeKind, range: SourceRange, argument: AttributeArgument? = nil) {
        self.kind = kind
        self.range = range
        self.argument = argument
    }
}

/// The string literal argument of an attribute: `"fontSize"` in `@persisted("fontSize")`.
public struct AttributeArgument: Hashable, Sendable {
    /// The literal's contents (between the quotes; a plain literal has no escapes).
    public var text: String
    /// The literal, quotes included.
    public var range: SourceRange

    /// Makes an argument.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
