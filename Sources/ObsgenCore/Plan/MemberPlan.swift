/// One member of a model with observation or storage in the class (not an event: see
/// `EventPlan`), as the emission needs it.
///
/// What is coming fits here as fields or cases, not flags: dictionary children as a `ChildPlan.Container` case, an in-place `_modify` accessor as a
/// field of `StoredPlan`, and `#sourceLocation` spans as ranges kept beside the user text.
struct MemberPlan {
    /// What kind of member it is, with what that kind needs.
    enum Kind {
        /// A `var` property: observable, assignable.
        case stored(StoredPlan)
        /// A `let` property: set by `init` only, no observation API.
        case constant
        /// A `child` or `children` member (see `ChildPlan.container`).
        case child(ChildPlan)
        /// A `derived` value.
        case derived(DerivedPlan)
        /// An `@ignored` or `weak` property: stored and assignable, never observed.
        case ignored(IgnoredPlan)
    }

    /// The member's name as declared.
    let name: String
    /// Its position among the model's members, events included (identifies parent links
    /// and rounds).
    let index: Int
    /// Its `///` lines.
    let doc: [String]
    /// Its Swift type in the class (`C`, `C?`, `[E]` or `[K: E]` for children).
    let type: String
    /// Its kind.
    let kind: Kind
    /// The `init` parameter's default (`" = <default>"` spelled by the view), or `nil`
    /// when the parameter is required or the member is not stored.
    let initDefault: String?
    /// The derived values to recompute when this member changes, in evaluation order
    /// (names; empty for derived values themselves).
    let dependents: [String]
    /// Whether the `Change` case needs `indirect` (the child's model leads back here).
    let isIndirect: Bool
    /// The access written before the member (`private`, `public`, ...), or `nil` for the
    /// model's own (`--access`). It applies to the property and its observation API.
    let access: AccessKeyword?
    /// The setter access written (`private(set)`, ...), or `nil` when the setter has the
    /// member's access.
    let setterAccess: AccessKeyword?
    /// Where its type and default (or expression) are in the `.obs` file.
    var lines = SourceLines()

    /// The name as written in Swift (backticks for keywords).
    var swiftName: String { SwiftNames.escaped(name) }
    /// `Name` for `name`, as in `observeName`.
    var capitalized: String { SwiftNames.capitalized(name) }
    /// The private backing field, also the name of the member's observer list.
    var storage: String { "_obsgen_\(name)" }
    /// The table field caching a derived value.
    var cacheName: String { "_obsgenLast_\(name)" }

    /// Whether the member is stored in the class (`var`, `let`, child, children).
    var isStored: Bool {
        if case .derived = kind { return false }
        return true
    }

    /// Whether the member has an observation API (`var`, child, children, derived).
    var isObservable: Bool {
        switch kind {
        case .constant, .ignored: false
        case .stored, .child, .derived: true
        }
    }

    /// Whether the member is an `@ignored` or `weak` property (stored, not observed).
    var isUnobserved: Bool {
        if case .ignored = kind { return true }
        return false
    }

    /// Whether the member is a `weak` reference (starts `nil`, not an `init` parameter).
    var isWeak: Bool {
        if case .ignored(let ignored) = kind { return ignored.isWeak }
        return false
    }

    /// Whether the memberwise `init` takes the member (every stored member but `weak` ones).
    var isInitParameter: Bool { isStored && !isWeak }

    /// The child plan of a `child` or `children` member.
    var child: ChildPlan? {
        if case .child(let child) = kind { return child }
        return nil
    }

    /// The derived plan of a `derived` member.
    var derived: DerivedPlan? {
        if case .derived(let derived) = kind { return derived }
        return nil
    }

    /// Whether an assignment of an equal value is skipped (`@distinct`).
    var isDistinct: Bool { distinct != nil }

    /// Whether a store of the member, in a model that is not `@locked`, goes through the
    /// model's `_obsgenDidSet…` method for it: a child or children (linked and unlinked), or a
    /// `var` that is `@distinct` (compared) or has dependents (recomputed). A plain `var`'s
    /// store is told by the runtime's `_obsgenAfterSet` alone.
    var storesThroughDidSet: Bool {
        switch kind {
        case .child: true
        case .stored(let stored): stored.isDistinct || !dependents.isEmpty
        case .constant, .derived, .ignored: false
        }
    }

    /// Whether a change of the member needs its old value whenever the model has a table: a
    /// child is unlinked from it, derived values that read the member are recomputed against
    /// it. Otherwise only the member's own, `observeChanges` or parent observers need it.
    var needsOldWithTable: Bool { child != nil || !dependents.isEmpty }

    /// Which `@distinct` applies to a stored property, if any.
    var distinct: StoredPlan.Distinct? {
        if case .stored(let stored) = kind { return stored.distinct }
        return nil
    }

    /// The key a `@persisted` property is stored under, if it is one.
    var persistedKey: String? {
        if case .stored(let stored) = kind { return stored.persistedKey }
        return nil
    }

    /// Whether the value may be `nil` (an optional property or child).
    var isOptional: Bool {
        switch kind {
        case .stored, .constant, .ignored: TypeFacts.isOptional(type)
        case .child(let child): child.container == .optional
        case .derived: false
        }
    }
}

/// A `var` property.
struct StoredPlan {
    /// Which `@distinct` applies, if any: equal assignments do not notify.
    enum Distinct {
        /// `@distinct` on the property: `==`, so Swift requires the type to be `Equatable`.
        case property
        /// `@distinct` on the model only: the runtime's `_obsgenShouldNotify` overloads
        /// decide at compile time (`==` for `Equatable`, `===` for a class, tuples of `Equatable`
        /// elements, optionals, arrays and dictionaries of a class by identity, else always).
        case model
    }

    /// `@distinct` on the property or its model, or `nil`.
    let distinct: Distinct?
    /// The key of `@persisted("key")`, or `nil`: the init loads the value stored under it, and
    /// every change saves it (see docs/state.md).
    var persistedKey: String? = nil

    /// `@distinct` on the property or its model.
    var isDistinct: Bool { distinct != nil }
}

/// An `@ignored` or `weak` property: a plain stored `var` of the class, not observed
/// anywhere (no `observeX`, no `Change` case, no registrar or `objectWillChange` call).
struct IgnoredPlan {
    /// `weak`: a weak reference that starts `nil` and is no `init` parameter.
    let isWeak: Bool
}

/// A `child` or `children` member: another model held by this one.
struct ChildPlan {
    /// How the child models are held.
    enum Container: Equatable {
        /// `child c: C`.
        case single
        /// `child c: C?`.
        case optional
        /// `children cs: [C]`.
        case array
        /// `children cs: [K: C]`, keyed by the Swift type `key` (any `Hashable` the user names).
        case dictionary(key: String)

        /// Whether it is an array or a dictionary (`children`), not a single child.
        var isCollection: Bool { self != .single && self != .optional }
        /// Whether it is a dictionary (`children cs: [K: C]`).
        var isKeyed: Bool {
            if case .dictionary = self { return true }
            return false
        }
    }

    /// The child's model name.
    let model: String
    /// How it is held.
    let container: Container
    /// Whether the child's model is `@locked` (in the combine style it then has no
    /// `objectWillChange` to follow).
    let modelIsLocked: Bool
}

/// A `derived` value: an expression of other members, cached and observable.
struct DerivedPlan {
    /// The expression as written.
    let expression: String
    /// For `@locked` models, the expression with `self.` removed before the names that are
    /// parameters of its static function.
    let staticExpression: String
    /// For `@locked` models, the parameters of the static function that computes it.
    let parameters: [DeriveParameterPlan]
    /// The stored `var` members and children it reads, directly or through other derived
    /// values, in declaration order (names).
    let tracked: [String]
    /// For `@locked` models, whether it reads through a child or children member, so that
    /// it is evaluated with no lock held.
    let readsChildren: Bool
    /// For `@locked` models, its static function applied to locals `<storage>Now`.
    let evaluation: String
}

/// One parameter of a `@locked` model's static derive function.
struct DeriveParameterPlan {
    /// The member's name as written in Swift.
    let swiftName: String
    /// The member's type.
    let type: String
    /// The argument passed for it (the storage, `self.x` for a constant, or the compute
    /// function of another derived value).
    let argument: String
}
