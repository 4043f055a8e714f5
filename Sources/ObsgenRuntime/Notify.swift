#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// The typed entry points generated code calls: generic here, so they are type-checked once
// per build instead of once per member, and the generated bodies are plain calls with no
// closure literal to infer. One overload per isolation of the callbacks (`callbackAttributes`).
// Generated code calls `table.member._obsgenRound.notify(...)`: see `_ObsgenRound`.

/// After a generated setter's store: calls `body` (the member's `_obsgenDidSet…`) with the
/// model's table borrowed, not retained; nothing to do until the table exists. A model keeps
/// its table from its creation to its deinit (it is never replaced) and a setter runs on a
/// live model, so the table need not be retained across the callbacks; `body` is a
/// non-escaping closure, so it captures the model without retaining it either. `table` is an
/// autoclosure (the model's `_obsgenTable`) so that, inlined, the table is read right where it
/// is turned into an unretained reference: a plain argument would be retained by the caller
/// until the callbacks end (a retain and a release on every assignment). One generic here
/// instead of one copy per model; see "The runtime's unsafe code" in docs/generated-api.md.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenAfterSet<_ObsgenTableType: AnyObject, Value>(_ table: @autoclosure () -> _ObsgenTableType?, _ newValue: Value, _ oldValue: Value, _ body: (_ObsgenTableType, Value, Value) -> Void) {
    guard let table = table().map(Unmanaged.passUnretained) else { return }
    table._withUnsafeGuaranteedRef { body($0, newValue, oldValue) }
}

extension _ObsgenRound {
    /// Calls each active `(new, old)` callback in order while `pass` is current; true when the
    /// caller should `compact()`.
    @inline(__always)
    public nonisolated func notify<Value>(_ new: Value, _ old: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == (Value, Value) -> Void {
        _obsgenRun(pass) { $0(new, old) }
    }

    /// Calls each active `(new, old)` callback in order while `pass` is current; true when the
    /// caller should `compact()`.
    @inline(__always) @MainActor
    public func notify<Value>(_ new: Value, _ old: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == @MainActor (Value, Value) -> Void {
        _obsgenRun(pass) { $0(new, old) }
    }

    /// Calls each active `(new, old)` callback in order while `pass` is current; true when the
    /// caller should `compact()`.
    @inline(__always)
    public nonisolated func notify<Value>(_ new: Value, _ old: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == @Sendable (Value, Value) -> Void {
        _obsgenRun(pass) { $0(new, old) }
    }

    /// Calls each active one-value callback (a `Change`, an `Event`) in order while `pass` (if
    /// any) is current; true when the caller should `compact()`.
    @inline(__always)
    public nonisolated func notify<Value>(_ value: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == (Value) -> Void {
        _obsgenRun(pass) { $0(value) }
    }

    /// Calls each active one-value callback (a `Change`, an `Event`) in order while `pass` (if
    /// any) is current; true when the caller should `compact()`.
    @inline(__always) @MainActor
    public func notify<Value>(_ value: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == @MainActor (Value) -> Void {
        _obsgenRun(pass) { $0(value) }
    }

    /// Calls each active one-value callback (a `Change`, an `Event`) in order while `pass` (if
    /// any) is current; true when the caller should `compact()`.
    @inline(__always)
    public nonisolated func notify<Value>(_ value: Value, _ pass: _ObsgenPass? = nil) -> Bool where Callback == @Sendable (Value) -> Void {
        _obsgenRun(pass) { $0(value) }
    }
}

extension _ObsgenObservers {
    /// Adds a Bool observer that gets the new value of the changes `filter` accepts.
    public nonisolated mutating func add(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken where Callback == (Bool, Bool) -> Void {
        add { new, _ in if filter.accepts(new) { callback(new) } }
    }

    /// Adds a Bool observer that gets the new value of the changes `filter` accepts.
    @MainActor
    public mutating func add(_ filter: BoolFilter, _ callback: @escaping @MainActor (Bool) -> Void) -> ObservationToken where Callback == @MainActor (Bool, Bool) -> Void {
        add { new, _ in if filter.accepts(new) { callback(new) } }
    }

    /// Adds a Bool observer that gets the new value of the changes `filter` accepts.
    public nonisolated mutating func add(_ filter: BoolFilter, _ callback: @escaping @Sendable (Bool) -> Void) -> ObservationToken where Callback == @Sendable (Bool, Bool) -> Void {
        add { new, _ in if filter.accepts(new) { callback(new) } }
    }
}
