// The state benchmarks (Benchmarks/state.sh): what a `ChangeHistory` adds to an assignment,
// and what `values(of:)` costs per value delivered, beside `Observations` on an `@Observable`
// class and a hand-written `AsyncStream` over `withObservationTracking`. Compiled with
// `-O -wmo` with Tools/HarnessBasics.swift and obsgen's output for state.obs.
//
// Usage: state-bench cases                  the case names, one a line
//        state-bench ops <case> <count>      runs `count` operations of one case, untimed (for
//                                            callgrind: instructions per operation are
//                                            (Ir(B) - Ir(A)) / (B - A), whatever the load)
//        state-bench time <case>             ns per operation: best of 3 runs of ~100 ms
//
// An operation is one assignment of `count` (`set-*`), or one value assigned and read from
// the stream (`*-interleaved`: assign, then `await` the next value, as a consumer that keeps
// up does; `*-buffered`: assign all, then read all). Every assignment ends with `blackHole`.
import Glibc
import Observation

/// The `@Observable` peer of `Screen`.
@MainActor @Observable
final class ObservedScreen {
    var count = 0
}

/// A hand-written stream of `ObservedScreen.count` over `withObservationTracking`, as apps
/// wrote them before `Observations`: `onChange` runs before the store, so the new value is read
/// in a task on the main actor afterwards, and the tracking re-armed there.
@MainActor
final class TrackingStream {
    let screen: ObservedScreen
    let continuation: AsyncStream<Int>.Continuation
    let stream: AsyncStream<Int>

    init(_ screen: ObservedScreen) {
        self.screen = screen
        (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        arm()
    }

    /// Reads the value, hands it to the stream, and tracks the next change (the pending
    /// `onChange` keeps this object alive).
    func arm() {
        let value = withObservationTracking { screen.count } onChange: { [self] in
            Task { @MainActor in self.arm() }
        }
        continuation.yield(value)
    }
}

/// Reads the first value of `values`, then, `count` times, has `assign` store the next number
/// and reads the value that follows (in the caller's isolation: no hop between the two).
func interleave<Values: AsyncIteratorProtocol>(
    _ count: Int, _ values: inout Values, readingFirst: Bool = true,
    isolation: isolated (any Actor)? = #isolation, _ assign: (Int) -> Void
) async {
    if readingFirst { _ = try? await values.next(isolation: isolation) }
    for i in 1...max(count, 1) {
        assign(i)
        blackHole(try? await values.next(isolation: isolation))
    }
}

/// The `@Observable` peer of `Doc`, for a task off the main actor (`Observations` reads it from
/// a `@Sendable` closure; the benchmark uses it from one task at a time).
@Observable
final class ObservedDoc: @unchecked Sendable {
    var count = 0
}

/// The stream cases again, off the main actor: one task on the global executor, assigning and
/// reading (a model of the default isolation is used from one task, as here).
nonisolated func offMain(_ name: String, _ count: Int) async {
    switch name {
    case "values":
        let doc = Doc()
        var values = doc.values(of: \.count).makeAsyncIterator()
        await interleave(count, &values) { doc.count = $0; blackHole(doc) }
    case "observations":
        let doc = ObservedDoc()
        var values = Observations { doc.count }.makeAsyncIterator()
        await interleave(count, &values) { doc.count = $0; blackHole(doc) }
    default:
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        var values = stream.makeAsyncIterator()
        await interleave(count, &values, readingFirst: false) { continuation.yield($0) }
    }
}

/// One case: `run(count)` performs `count` operations after its own setup.
struct StateCase {
    let name: String
    let run: @MainActor (Int) async -> Void
}

@MainActor
let cases: [StateCase] = [
    // What a ChangeHistory adds to the generated setter.
    StateCase(name: "set-plain") { count in
        let doc = Doc()
        for i in 0..<count { doc.count = i; blackHole(doc) }
    },
    StateCase(name: "set-observer") { count in
        let doc = Doc(), sink = Sink()
        let token = doc.observeCount { new, _ in sink.total &+= new }
        for i in 0..<count { doc.count = i; blackHole(doc) }
        blackHole(token)
    },
    StateCase(name: "set-history") { count in
        let doc = Doc()
        let history = ChangeHistory(recording: doc)
        for i in 0..<count { doc.count = i; blackHole(doc) }
        blackHole(history)
    },
    StateCase(name: "set-history-limit-100") { count in
        let doc = Doc()
        let history = ChangeHistory(recording: doc, limit: 100)
        for i in 0..<count { doc.count = i; blackHole(doc) }
        blackHole(history)
    },
    StateCase(name: "set-history-grouped") { count in
        let doc = Doc()
        let history = ChangeHistory(recording: doc)
        history.group {
            for i in 0..<count { doc.count = i; blackHole(doc) }
        }
    },
    StateCase(name: "set-values-stream") { count in
        // The producer's side of a stream: each assignment hands its value to the buffer.
        let doc = Doc()
        let stream = doc.values(of: \.count)
        for i in 0..<count { doc.count = i; blackHole(doc) }
        blackHole(stream)
    },
    StateCase(name: "asyncstream-yield") { count in
        // The floor of the producer's side: `yield` into a bare `AsyncStream` nobody reads yet.
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        for i in 0..<count { continuation.yield(i) }
        blackHole(stream)
    },
    StateCase(name: "locked-set-plain") { count in
        let doc = SharedDoc()
        for i in 0..<count { doc.count = i; blackHole(doc) }
    },
    StateCase(name: "locked-set-history") { count in
        let doc = SharedDoc()
        let history = ChangeHistory(recording: doc)
        for i in 0..<count { doc.count = i; blackHole(doc) }
        blackHole(history)
    },
    // Delivering values to a task.
    StateCase(name: "values-interleaved") { count in
        let screen = Screen()
        var values = screen.values(of: \.count).makeAsyncIterator()
        await interleave(count, &values) { screen.count = $0; blackHole(screen) }
    },
    StateCase(name: "values-buffered") { count in
        let screen = Screen()
        var values = screen.values(of: \.count).makeAsyncIterator()
        _ = await values.next(isolation: #isolation)
        for i in 1...max(count, 1) { screen.count = i; blackHole(screen) }
        for _ in 1...max(count, 1) { blackHole(await values.next(isolation: #isolation)) }
    },
    StateCase(name: "changes-buffered") { count in
        let screen = Screen()
        var changes = screen.changes.makeAsyncIterator()
        for i in 1...max(count, 1) { screen.count = i; blackHole(screen) }
        for _ in 1...max(count, 1) { blackHole(await changes.next(isolation: #isolation)) }
    },
    StateCase(name: "observations-interleaved") { count in
        let screen = ObservedScreen()
        var values = Observations { screen.count }.makeAsyncIterator()
        await interleave(count, &values) { screen.count = $0; blackHole(screen) }
    },
    StateCase(name: "tracking-stream-interleaved") { count in
        let screen = ObservedScreen()
        var values = TrackingStream(screen).stream.makeAsyncIterator()
        await interleave(count, &values) { screen.count = $0; blackHole(screen) }
    },
    StateCase(name: "asyncstream-interleaved") { count in
        // The floor of any stream: a yield and an `await next()`, no model.
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        var values = stream.makeAsyncIterator()
        await interleave(count, &values, readingFirst: false) { continuation.yield($0) }
    },
    StateCase(name: "off-main-values-interleaved") { count in await offMain("values", count) },
    StateCase(name: "off-main-observations-interleaved") { count in await offMain("observations", count) },
    StateCase(name: "off-main-asyncstream-interleaved") { count in await offMain("asyncstream", count) },
]

@main
struct StateBench {
    @MainActor
    static func main() async {
        let arguments = CommandLine.arguments
        func find(_ name: String) -> StateCase {
            guard let found = cases.first(where: { $0.name == name }) else {
                print("state-bench: no case \(name)")
                exit(2)
            }
            return found
        }
        switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
        case ("cases", _):
            for c in cases { print(c.name) }
        case ("ops", 4):
            await find(arguments[2]).run(Int(arguments[3]) ?? 0)
        case ("time", 3):
            let c = find(arguments[2])
            var count = 1_000
            while true {
                let start = nowNanoseconds()
                await c.run(count)
                if nowNanoseconds() - start > 10_000_000 || count >= 1 << 24 { break }
                count *= 4
            }
            var best = Double.infinity
            for _ in 0..<3 {
                let start = nowNanoseconds()
                await c.run(count)
                best = min(best, Double(nowNanoseconds() - start) / Double(count))
            }
            print((best * 10).rounded() / 10)
        default:
            print("usage: state-bench cases | ops <case> <count> | time <case>")
            exit(2)
        }
    }
}
