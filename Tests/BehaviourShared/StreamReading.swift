import Foundation

// Reading a model's async streams in a test, and telling whether a stream still observes.
// Model-independent (it imports no model module): also linked into the @MainActor and @locked
// state tests of every style (Tests/IsolationShared).

/// Reads async streams the way an app's task does, with a time limit instead of a hang.
enum StreamReading {
    /// Lets a stream of values that are not `Sendable` go to the reading task: the test hands
    /// it over completely (the task only reads the values, as `transform` says).
    private struct HandedOver<Value>: @unchecked Sendable {
        let value: Value
    }

    /// Reads `stream` in a task until it ends by itself or `count` values came, keeping what
    /// `transform` makes of each. A stream that does neither within 10 seconds is cancelled,
    /// and `ended` is false.
    static func read<T, R: Sendable>(_ stream: AsyncStream<T>, count: Int = .max,
                                     _ transform: @escaping @Sendable (T) -> R) async -> (values: [R], ended: Bool) {
        let handedOver = HandedOver(value: stream)
        let reader = Task { () -> ([R], Bool) in
            var values: [R] = []
            for await value in handedOver.value {
                values.append(transform(value))
                if values.count == count { return (values, false) }
            }
            return (values, !Task.isCancelled)
        }
        return await withTimeLimit(reader)
    }

    /// `read` for values that are `Sendable`.
    static func read<T: Sendable>(_ stream: AsyncStream<T>, count: Int = .max) async -> (values: [T], ended: Bool) {
        await read(stream, count: count) { $0 }
    }

    /// Reads `stream` in a main-actor task, as a SwiftUI view's `.task` does: the values need not
    /// be `Sendable`, and `transform` runs on the main actor (checked for each value).
    @MainActor
    static func readOnMainActor<T, R: Sendable>(_ stream: AsyncStream<T>, count: Int = .max,
                                                _ transform: @escaping @MainActor (T) -> R) async -> (values: [R], ended: Bool) {
        let reader = Task { @MainActor () -> ([R], Bool) in
            var values: [R] = []
            for await value in stream {
                MainActor.assertIsolated("a main-actor task reads the stream on the main actor")
                values.append(transform(value))
                if values.count == count { return (values, false) }
            }
            return (values, !Task.isCancelled)
        }
        return await withTimeLimit(reader)
    }

    /// Starts a task that reads `stream` until it is cancelled, and returns it once the task
    /// has the first value (its loop is running).
    static func startReading<T: Sendable>(_ stream: AsyncStream<T>) async -> Task<Void, Never> {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            for await _ in stream { startedContinuation.yield() }
        }
        _ = await read(started, count: 1)
        return reader
    }

    /// `startReading` in a main-actor task.
    @MainActor
    static func startReadingOnMainActor<T: Sendable>(_ stream: AsyncStream<T>) async -> Task<Void, Never> {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let reader = Task { @MainActor in
            for await _ in stream { startedContinuation.yield() }
        }
        _ = await read(started, count: 1)
        return reader
    }

    /// What `reader` returns, or what it has when it is cancelled after 10 seconds.
    private static func withTimeLimit<R: Sendable>(_ reader: Task<([R], Bool), Never>) async -> (values: [R], ended: Bool) {
        let watchdog = Task {
            try await Task.sleep(nanoseconds: 10_000_000_000)
            reader.cancel()
        }
        let (values, ended) = await reader.value
        watchdog.cancel()
        return (values, ended)
    }
}

/// Where the elements of `array` are: the same before and after a mutation that was in place.
/// A member's mutation is in place while nothing needs its old value, and copies while
/// something does (a stream's observer does): so it shows whether a stream still observes.
func bufferAddress<Element>(_ array: [Element]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}
