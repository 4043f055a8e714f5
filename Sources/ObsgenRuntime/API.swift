#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// MARK: - Public API

/// A class whose changes can be observed through `observeChanges`.
public nonisolated protocol ObservableModel: AnyObject {
    /// One case per observable member: what changed, with new and old values.
    associatedtype Change
}

/// A registration of a callback. Cancel it with `cancel()`, by letting it go (it cancels
/// itself on deinit), or by storing it in a `DisposeBag` that goes away.
///
/// Cancelling is safe from any thread; cancelling twice, or after the model is gone, does
/// nothing. A token does not keep its model alive.
public nonisolated final class ObservationToken: Hashable, Sendable {
    private let _obsgenTarget: any _ObsgenCancellable

    /// Wraps what a cancel must stop. Generated code makes tokens; you do not need to.
    @_spi(ObsgenRuntime) public init(_obsgenTarget: any _ObsgenCancellable) {
        self._obsgenTarget = _obsgenTarget
    }

    deinit {
        _obsgenTarget._obsgenCancel()
    }

    /// Stops the callback: it is never called again, even during a notification round
    /// that is under way.
    public func cancel() {
        _obsgenTarget._obsgenCancel()
    }

    /// Keeps the token alive as long as the bag.
    public func store(in bag: DisposeBag) {
        bag.insert(self)
    }

    /// Keeps the token alive as long as the set holds it.
    public func store(in set: inout Set<ObservationToken>) {
        set.insert(self)
    }

    /// Identity.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Holds tokens and cancels them all when it goes away (or on `cancelAll()`).
public nonisolated final class DisposeBag: @unchecked Sendable {
    private let _obsgenLock = _ObsgenLock()
    private var _obsgenTokens: [ObservationToken] = []

    /// An empty bag.
    public init() {}

    deinit {
        for token in _obsgenTokens { token.cancel() }
    }

    /// Adds a token; it is cancelled when the bag goes away.
    public func insert(_ token: ObservationToken) {
        _obsgenLock.withLock { _obsgenTokens.append(token) }
    }

    /// Cancels and forgets every token in the bag now.
    public func cancelAll() {
        let tokens = _obsgenLock.withLock { () -> [ObservationToken] in
            defer { _obsgenTokens = [] }
            return _obsgenTokens
        }
        for token in tokens { token.cancel() }
    }
}

/// What happened to a child: it was replaced, or it reported a change of its own.
public nonisolated enum ChildChange<C: ObservableModel> {
    /// Another instance was assigned.
    case replaced(new: C, old: C)
    /// The child changed inside.
    case changed(C.Change)
}

/// What happened to an optional child: it was replaced (or set to / from `nil`), or it
/// reported a change of its own.
public nonisolated enum OptionalChildChange<C: ObservableModel> {
    /// Another instance, or `nil`, was assigned.
    case replaced(new: C?, old: C?)
    /// The child changed inside.
    case changed(C.Change)
}

/// What happened to an array of children: the array was replaced or mutated, or the
/// element at `index` (its position when the change happened) reported a change.
public nonisolated enum ChildrenChange<C: ObservableModel> {
    /// The array was assigned or mutated.
    case replaced(new: [C], old: [C])
    /// One element changed inside.
    case changed(index: Int, C.Change)
}

/// What happened to a dictionary of children (`children tabs: [Key: C]`): the dictionary
/// was replaced or mutated, or the child held under `key` reported a change. A child held
/// under several keys reports each change once, with one of them.
public nonisolated enum KeyedChildrenChange<Key: Hashable, C: ObservableModel> {
    /// The dictionary was assigned or mutated.
    case replaced(new: [Key: C], old: [Key: C])
    /// The child under `key` changed inside.
    case changed(key: Key, C.Change)
}

// A change is `Sendable` when what it carries is: the children of a `@MainActor` or `@locked`
// model are, so such a model's `Change`, and its `changes` stream, can be too.
extension ChildChange: Sendable where C: Sendable, C.Change: Sendable {}
extension OptionalChildChange: Sendable where C: Sendable, C.Change: Sendable {}
extension ChildrenChange: Sendable where C: Sendable, C.Change: Sendable {}
extension KeyedChildrenChange: Sendable where Key: Sendable, C: Sendable, C.Change: Sendable {}

/// Which values a Bool observer wants.
public nonisolated enum BoolFilter: Sendable, Hashable {
    /// Every change.
    case any
    /// Only changes to `true`.
    case onlyTrue
    /// Only changes to `false`.
    case onlyFalse

    /// True when a new value passes the filter.
    public func accepts(_ value: Bool) -> Bool {
        switch self {
        case .any: return true
        case .onlyTrue: return value
        case .onlyFalse: return !value
        }
    }
}

/// A value reached through a getter and a setter, with hooks that run before or after each
/// set (a functional binding). Hooks of each kind run in the order they were chained.
///
/// `model.binding(\.x)` holds the model strongly, as SwiftUI's `Binding` does. It is
/// `Sendable` so that it can back a SwiftUI `Binding`; use it where you use its model.
public nonisolated struct PropertyBinding<Value>: @unchecked Sendable {
    private let _obsgenGet: () -> Value
    private let _obsgenSet: (Value) -> Void
    private var _obsgenWillSet: [(Value, Value) -> Void] = []
    private var _obsgenDidSet: [(Value, Value) -> Void] = []

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        _obsgenGet = get
        _obsgenSet = set
    }

    /// The value: reading calls the getter; writing runs the `willSet` hooks with
    /// `(new, current)`, then the setter, then the `didSet` hooks with `(new, old)`.
    public var value: Value {
        get { _obsgenGet() }
        nonmutating set {
            let current = _obsgenGet()
            for hook in _obsgenWillSet { hook(newValue, current) }
            _obsgenSet(newValue)
            for hook in _obsgenDidSet { hook(newValue, current) }
        }
    }

    /// A binding that also runs `hook(new, current)` before each set, after the `willSet`
    /// hooks already chained.
    public func willSet(_ hook: @escaping (_ new: Value, _ current: Value) -> Void) -> PropertyBinding<Value> {
        var copy = self
        copy._obsgenWillSet.append(hook)
        return copy
    }

    /// A binding that also runs `hook(new, old)` after each set, after the `didSet` hooks
    /// already chained.
    public func didSet(_ hook: @escaping (_ new: Value, _ old: Value) -> Void) -> PropertyBinding<Value> {
        var copy = self
        copy._obsgenDidSet.append(hook)
        return copy
    }
}

extension ObservableModel {
    /// The hook at the end of every generated init, once every member is set: this default
    /// does nothing. A model's own `func didInit()`, written in an extension of the generated
    /// class in the same module as the generated files, is called instead (a method of the
    /// class wins over this one); observing the model or its children from there works.
    /// A `@locked` model calls it after the init's stores, outside its lock.
    public nonisolated func didInit() {}

    /// A binding to a writable property of this model; it holds the model strongly.
    public func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> PropertyBinding<Value> {
        PropertyBinding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}

#if canImport(SwiftUI)
import SwiftUI

extension PropertyBinding {
    /// The same get, set and hooks as a SwiftUI `Binding`, for controls such as `Picker`.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    public var swiftUI: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}
#endif
