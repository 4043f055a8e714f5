/// The prefixes and suffixes of declarations in the syntax tree: member modifiers (access,
/// setter access, `var`, `@ignored`, `weak`), a model's conformance list, its `nonisolated` keyword and
/// the `internal init` line. The parser records them as written; what is legal is the
/// Checker's business (`ModifierChecks`, `ConformanceChecks`).

/// A Swift access level as written before a member or `init`, ordered narrowest first.
public enum AccessKeyword: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `private`
    case `private`
    /// `fileprivate`
    case `fileprivate`
    /// `internal`
    case `internal`
    /// `package`
    case `package`
    /// `public`
    case `public`

    /// Narrowest first, as Swift orders them.
    private var rank: Int {
        switch self {
        case .private: return 0
        case .fileprivate: return 1
        case .internal: return 2
        case .package: return 3
        case .public: return 4
        }
    }

    /// True when `lhs` is narrower than `rhs`.
    public static func < (lhs: AccessKeyword, rhs: AccessKeyword) -> Bool { lhs.rank < rhs.rank }

    /// The member access that `--access` gives everything generated.
    public init(_ level: AccessLevel) {
        switch level {
        case .internal: self = .internal
        case .package: self = .package
        case .public: self = .public
        }
    }
}

/// One modifier before a member, as written.
public enum ModifierKind: Hashable, Sendable {
    /// `private`, `public`, ...: the member's access.
    case access(AccessKeyword)
    /// `private(set)`, `internal(set)`, ...: the setter's access.
    case setterAccess(AccessKeyword)
    /// `var` (accepted, no meaning).
    case `var`
    /// `@ignored`: stored but not observed.
    case ignored
    /// `weak`: a weak stored reference.
    case weak

    /// The modifier as written: `private(set)`, `@ignored`, ...
    public var spelling: String {
        switch self {
        case .access(let level): return level.rawValue
        case .setterAccess(let level): return level.rawValue + "(set)"
        case .var: return "var"
        case .ignored: return "@ignored"
        case .weak: return "weak"
        }
    }
}

/// A modifier and where it is.
public struct Modifier: Hashable, Sendable {
    /// Which modifier.
    public var kind: ModifierKind
    /// Its range (`private(set)` whole).
    public var range: SourceRange

    /// Makes a modifier.
    public init(kind: ModifierKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The modifiers written before a member, in source order (attributes such as `@distinct`
/// stay in `MemberDecl.attributes`).
public struct MemberModifiers: Hashable, Sendable {
    /// Every modifier in source order, repetitions included (the Checker reports them).
    public var list: [Modifier]

    /// Makes a modifier list.
    public init(_ list: [Modifier] = []) {
        self.list = list
    }

    /// The first access modifier (`public`, `private`, ...), if any.
    public var access: Modifier? {
        list.first { if case .access = $0.kind { return true } else { return false } }
    }

    /// The first setter access modifier (`private(set)`, ...), if any.
    public var setterAccess: Modifier? {
        list.first { if case .setterAccess = $0.kind { return true } else { return false } }
    }

    /// The access level written, if any.
    public var accessLevel: AccessKeyword? {
        if case .access(let level)? = access?.kind { return level }
        return nil
    }

    /// The setter access level written, if any.
    public var setterAccessLevel: AccessKeyword? {
        if case .setterAccess(let level)? = setterAccess?.kind { return level }
        return nil
    }

    /// True when `@ignored` is written.
    public var isIgnored: Bool { list.contains { $0.kind == .ignored } }
    /// True when `weak` is written.
    public var isWeak: Bool { list.contains { $0.kind == .weak } }
    /// True when `var` is written.
    public var hasVar: Bool { list.contains { $0.kind == .var } }

    /// The first modifier of a kind, if written.
    public func first(_ kind: ModifierKind) -> Modifier? { list.first { $0.kind == kind } }
}

/// One entry of a model's conformance list (`Identifiable`, `Swift.Codable`).
public struct Conformance: Hashable, Sendable {
    /// The name as written (a dotted path, no spaces).
    public var name: String
    /// Where it is.
    public var range: SourceRange

    /// Makes a conformance.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// The last component (`Codable` for `Swift.Codable`).
    public var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }
}

/// `internal init` in a model: the access of its memberwise init.
public struct InitAccessDecl: Hashable, Sendable {
    /// The access level written before `init`.
    public var access: AccessKeyword
    /// The whole line (`internal init`).
    public var range: SourceRange
    /// Modifiers other than the access level written before `init` (all errors).
    public var otherModifiers: [Modifier]

    /// Makes an init line.
    public init(access: AccessKeyword, range: SourceRange, otherModifiers: [Modifier] = []) {
        self.access = access
        self.range = range
        self.otherModifiers = otherModifiers
    }
}
