// against: behaviour-combine
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// What code built on `@Published` does with `$x` keeps compiling: subscribe, transform,
/// keep as a publisher, feed another model through its setter.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
func useProjections(_ counter: Counter, _ other: Counter, _ job: Job) -> [AnyCancellable] {
    let counts: AnyPublisher<Int, Never> = counter.$count
    return [
        counts.sink { _ in },
        counter.$label.map(\.count).removeDuplicates().sink { _ in },
        counter.$count.assign(to: \.count, on: other),
        job.$settings.sink { _ in },
        job.$preview.compactMap { $0 }.sink { _ in },
        job.$parts.map(\.count).sink { _ in },
        Just(3).assign(to: \.count, on: counter),
    ]
}
