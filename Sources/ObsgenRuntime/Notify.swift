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
