// against: behaviour-combine
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// `assign(to:)` writes into a `Published` projection around the model's setter: it must
/// not compile for a stored property, a child or a children array.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
func bypassTheModel(_ counter: Counter, _ job: Job) {
    Just(5).assign(to: &counter.$count)  // error: '$count' is immutable
    Just(Settings()).assign(to: &job.$settings)  // error: '$settings' is immutable
    Just([Part]()).assign(to: &job.$parts)  // error: '$parts' is immutable
}
