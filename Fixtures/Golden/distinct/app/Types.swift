// Member types the app declares beside the generated files (Fixtures/Golden/distinct).

/// A struct that is not `Equatable`.
public nonisolated struct Blob: Sendable {
    /// A payload.
    public var bytes: [UInt8] = []
    /// An empty blob.
    public init() {}
}

/// A class that is not `Equatable`: compared by identity.
public nonisolated final class Ref: Sendable {
    /// A new instance.
    public init() {}
}

/// An `Equatable` class: compared by `==`, not by identity.
public nonisolated final class Token: Equatable, Sendable {
    /// What `==` compares.
    public let id: Int
    /// A token with `id`.
    public init(id: Int) { self.id = id }
    /// Equal ids.
    public static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
}

/// A struct that is not `Equatable`, as the type of derived values: every recomputation is
/// a change.
public nonisolated struct Sketch: Sendable {
    /// What it was made from.
    public let count: Int
    /// A sketch of `count` things.
    public init(count: Int) { self.count = count }
}
