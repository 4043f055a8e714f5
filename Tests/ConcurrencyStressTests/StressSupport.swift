import Foundation

/// How hard the stress tests push: iterations per thread, scaled by `OBSGEN_STRESS_SCALE`
/// (default 1; e.g. 10 for a long local run). Bounded, so a run takes seconds, also under
/// ThreadSanitizer on two cores.
enum Stress {
    /// The number of threads every test uses (SPEC: at least 8).
    static let threads = 8

    /// `base` iterations, scaled.
    static func iterations(_ base: Int) -> Int {
        let scale = ProcessInfo.processInfo.environment["OBSGEN_STRESS_SCALE"].flatMap(Double.init) ?? 1
        return max(1, Int(Double(base) * scale))
    }

    /// Runs `body(index)` on `count` dedicated threads (not a pool: every body really runs
    /// at the same time as the others), released together; returns when all are done.
    static func run(threads count: Int = threads, _ body: @escaping @Sendable (_ index: Int) -> Void) {
        let ready = DispatchGroup()
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for index in 0..<count {
            ready.enter()
            done.enter()
            let thread = Thread {
                ready.leave()
                start.wait()
                body(index)
                done.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        ready.wait()
        for _ in 0..<count { start.signal() }
        done.wait()
    }
}
