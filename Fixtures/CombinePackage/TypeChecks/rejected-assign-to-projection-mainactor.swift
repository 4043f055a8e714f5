// against: mainactor-combine
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The same for a `@MainActor` model.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
@MainActor
func bypassTheModel(_ screen: Screen) -> AnyCancellable {
    Just("title").assign(to: &screen.$title)  // error: '$title' is immutable
    return screen.$isLoading.sink { _ in }
}
