#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// Whether a new value differs from the old one, decided at compile time by overload
// resolution, as the `@Observable` macro's `shouldNotifyObservers` does: at a call site whose
// type is concrete, the most specific overload wins, so obsgen never guesses from a type's
// name. Generated code calls these for the members of a `@distinct` model, for every
// recomputed derived value, and in the observation style before telling the registrar of an
// assignment to a tuple (or, in a `@locked` model, of any assignment).
//
// The ranking, most specific first:
// - an `Equatable` class, or an optional, array or dictionary of one: `==`, as the macro
//   chooses for an `Equatable` class (`[Token]` compares its elements with `==`);
// - a tuple of two to six `Equatable` elements: Swift's tuple `==`;
// - an optional, array or dictionary of a class that is not `Equatable`: by identity, element
//   by element (`===`; a dictionary by key, then identity of the value);
// - any other class: `===`;
// - any other `Equatable` type (`Int`, `[Int]`, `String?`): `==`;
// - every other type (a struct without `==`, an optional of a tuple, an array of optionals of
//   a class, a function): always a change.

/// Any other type: every new value is a change.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value>(_ oldValue: Value, _ newValue: Value) -> Bool {
    true
}

/// An `Equatable` type: a change unless the new value `==` the old one.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value: Equatable>(_ oldValue: Value, _ newValue: Value) -> Bool {
    oldValue != newValue
}

/// A class that is not `Equatable`: a change unless the new value is the same instance.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value: AnyObject>(_ oldValue: Value, _ newValue: Value) -> Bool {
    oldValue !== newValue
}

/// An `Equatable` class: `==`, as the macro chooses (this overload is more specific than
/// both of the above, so the call is not ambiguous).
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value: Equatable & AnyObject>(_ oldValue: Value, _ newValue: Value) -> Bool {
    oldValue != newValue
}

// MARK: Tuples of `Equatable` elements (Swift's tuple `==` goes up to six)

/// A pair of `Equatable` values: a change unless the new one `==` the old one.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<A: Equatable, B: Equatable>(_ oldValue: (A, B), _ newValue: (A, B)) -> Bool {
    oldValue != newValue
}

/// Three `Equatable` values: a change unless the new ones `==` the old ones.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<A: Equatable, B: Equatable, C: Equatable>(
    _ oldValue: (A, B, C), _ newValue: (A, B, C)
) -> Bool {
    oldValue != newValue
}

/// Four `Equatable` values: a change unless the new ones `==` the old ones.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    _ oldValue: (A, B, C, D), _ newValue: (A, B, C, D)
) -> Bool {
    oldValue != newValue
}

/// Five `Equatable` values: a change unless the new ones `==` the old ones.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    _ oldValue: (A, B, C, D, E), _ newValue: (A, B, C, D, E)
) -> Bool {
    oldValue != newValue
}

/// Six `Equatable` values: a change unless the new ones `==` the old ones.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    _ oldValue: (A, B, C, D, E, F), _ newValue: (A, B, C, D, E, F)
) -> Bool {
    oldValue != newValue
}

// MARK: Optionals, arrays and dictionaries of classes (a derived list of children)

/// An optional class that is not `Equatable`: a change unless both are nil or the same instance.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value: AnyObject>(_ oldValue: Value?, _ newValue: Value?) -> Bool {
    oldValue !== newValue
}

/// An optional `Equatable` class: `==`, as for the class itself.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Value: Equatable & AnyObject>(_ oldValue: Value?, _ newValue: Value?) -> Bool {
    oldValue != newValue
}

/// An array of a class that is not `Equatable`: a change unless it holds the same instances
/// in the same order (which children a filtered, sorted list holds, and where).
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Element: AnyObject>(_ oldValue: [Element], _ newValue: [Element]) -> Bool {
    !oldValue.elementsEqual(newValue, by: ===)
}

/// An array of an `Equatable` class: `==` element by element, as for the class itself.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Element: Equatable & AnyObject>(_ oldValue: [Element], _ newValue: [Element]) -> Bool {
    oldValue != newValue
}

/// A dictionary whose values are a class that is not `Equatable`: a change unless it holds
/// the same keys, each with the same instance.
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Key, Value: AnyObject>(_ oldValue: [Key: Value], _ newValue: [Key: Value]) -> Bool {
    guard oldValue.count == newValue.count else { return true }
    for (key, value) in oldValue {
        guard let other = newValue[key], other === value else { return true }
    }
    return false
}

/// A dictionary whose values are an `Equatable` class: `==` key by key, as for the class itself.
@inline(__always)
@_spi(ObsgenRuntime) public nonisolated func _obsgenShouldNotify<Key, Value: Equatable & AnyObject>(_ oldValue: [Key: Value], _ newValue: [Key: Value]) -> Bool {
    oldValue != newValue
}
