#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// Whether an assignment replaced its value by a different one, decided at compile time by
// overload resolution, as the `@Observable` macro's `shouldNotifyObservers` does: at a call
// site whose type is concrete, the most specific overload wins. `==` for an `Equatable` type
// (also an `Equatable` class), `===` for any other class, and "always" for every other type,
// so obsgen never guesses from a type's name. Generated code calls these for the members of
// a `@distinct` model and before telling an `ObservationRegistrar` of an assignment.

/// Any other type: every assignment is a change.
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
