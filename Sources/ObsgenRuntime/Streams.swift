#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// A model's `changes` and `values(of:)` (docs/state.md, "Async streams"). A stream is fed by
// an observer that no token holds: the model's table keeps it, so when the model goes, the
// observer is released, and with it the `_ObsgenStreamEnd` that finishes the stream; the
// stream's `onTermination` (the consuming task cancelled, or the stream and its iterator
// dropped) cancels the observer. Nothing is coalesced: the buffer is unbounded. A `@locked`
// model's streams are made by the model (its table is its own), with the functions at the end.

/// Finishes a stream when the observer feeding it is released (its model went, or its
/// observers were removed).
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenStreamEnd<Element>: Sendable {
    /// Where the observer yields.
    public let continuation: AsyncStream<Element>.Continuation

    /// The end of the stream `continuation` feeds.
    public init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}

/// A stream that starts with `first` (if any), then gets what the observer `register` adds
/// yields; the observer is cancelled when the stream terminates.
@_spi(ObsgenRuntime) public nonisolated func _obsgenStream<Element>(
    first: Element?, _ register: (_ yield: @escaping @Sendable (Element) -> Void) -> any _ObsgenCancellable
) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
    // The values are the model's, which its observers get without a copy: a stream of values
    // that are not `Sendable` is not `Sendable` either, so it is read in the model's isolation
    // (for a `@locked` model, as its callbacks get them: on the thread that assigned).
    if let first {
        nonisolated(unsafe) let value = first
        continuation.yield(value)
    }
    let end = _ObsgenStreamEnd(continuation)
    let observer = register { element in
        nonisolated(unsafe) let value = element
        end.continuation.yield(value)
    }
    continuation.onTermination = { [weak observer] _ in observer?._obsgenCancel() }
    return stream
}

extension _ObsgenModelTable where ChangeCallback == (Change) -> Void {
    /// The model's `changes`.
    public nonisolated func _obsgenChangeStream() -> AsyncStream<Change> {
        _obsgenStream(first: nil) { yield in _obsgenChanges._obsgenAddOwned(yield) }
    }

    /// The model's `values(of: keyPath)`: `member` is the observable member `keyPath` names;
    /// nil for another key path (through a child, to an unobserved member), whose value is
    /// then read after every change of the model.
    public nonisolated func _obsgenValues<Model: AnyObject, Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>, member: Int?) -> AsyncStream<Value> {
        _obsgenStream(first: model[keyPath: keyPath]) { yield in
            guard let member else {
                return _obsgenChanges._obsgenAddOwned { [weak model] _ in if let model { yield(model[keyPath: keyPath]) } }
            }
            return _obsgenWithList(member) { (list: inout _ObsgenObservers<(Value, Value) -> Void>) in
                list._obsgenAddOwned { new, _ in yield(new) }
            }
        }
    }
}

extension _ObsgenModelTable where ChangeCallback == @MainActor (Change) -> Void {
    /// The model's `changes`.
    @MainActor
    public func _obsgenChangeStream() -> AsyncStream<Change> {
        _obsgenStream(first: nil) { yield in _obsgenChanges._obsgenAddOwned(yield) }
    }

    /// The model's `values(of: keyPath)` (see the other `_obsgenValues`).
    @MainActor
    public func _obsgenValues<Model: AnyObject, Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>, member: Int?) -> AsyncStream<Value> {
        _obsgenStream(first: model[keyPath: keyPath]) { yield in
            guard let member else {
                return _obsgenChanges._obsgenAddOwned { [weak model] _ in if let model { yield(model[keyPath: keyPath]) } }
            }
            return _obsgenWithList(member) { (list: inout _ObsgenObservers<@MainActor (Value, Value) -> Void>) in
                list._obsgenAddOwned { new, _ in yield(new) }
            }
        }
    }
}

// A `@locked` model's streams: its observers run on the threads that assign, outside its lock.

/// A `@locked` model's `values(of:)` for one of its members, made under the model's lock:
/// `first` is the member's value (its cached value, for a derived one) and `observers` its
/// observer list, so that the stream starts with the value the member has when the observer
/// is added, and gets every later assignment and none before. `T` is `Value` (the key path
/// named this member).
@_spi(ObsgenRuntime) public nonisolated func _obsgenLockedValues<Value, T>(
    _: T.Type, first: Value, _ observers: inout _ObsgenObservers<@Sendable (Value, Value) -> Void>
) -> AsyncStream<T> {
    precondition(Value.self == T.self, "obsgen: a key path matched a member of another type")
    return _obsgenStream(first: unsafeBitCast(first, to: T.self)) { yield in
        observers._obsgenAddOwned { new, _ in yield(unsafeBitCast(new, to: T.self)) }
    }
}

/// A `@locked` model's `values(of: keyPath)` for a key path that names no member of it
/// (through a child, to a constant): its value, read now and after every change of the model
/// (on the thread that made it); `register` adds the `observeChanges` observer.
@_spi(ObsgenRuntime) public nonisolated func _obsgenLockedValues<Model: AnyObject & Sendable, Value, Change>(
    _ model: Model, _ keyPath: KeyPath<Model, Value>,
    _ register: (_ observer: @escaping @Sendable (Change) -> Void) -> any _ObsgenCancellable
) -> AsyncStream<Value> {
    // A key path is an immutable value: read from the threads that notify.
    nonisolated(unsafe) let keyPath = keyPath
    return _obsgenStream(first: model[keyPath: keyPath]) { yield in
        register { [weak model] _ in if let model { yield(model[keyPath: keyPath]) } }
    }
}
