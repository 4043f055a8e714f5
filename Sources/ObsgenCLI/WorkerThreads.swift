#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A few POSIX threads for one call, without Foundation or libdispatch: the static
/// executable links nothing more, so `obsgen --version` starts as fast as before.
enum WorkerThreads {
    /// The number of processors online (at least 1): the default of `--jobs`.
    static var onlineProcessors: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Runs `body(0) ... body(count - 1)` at the same time, `body(0)` on the calling thread
    /// and each other on a thread of its own, and returns their results in worker order once
    /// all have finished. A thread that cannot be created (too many threads) runs its worker
    /// on the calling thread afterwards: with a `WorkQueue` it finds the work done by the
    /// others, same results. (`pthread_join` fails only for a thread that was not created
    /// here or is already joined, which cannot happen.)
    ///
    /// Each result travels back through `pthread_join` (which orders everything the worker
    /// did before everything the caller does after), boxed in an immutable `Sendable` class,
    /// so no state is shared between the threads except what `body` captures, which the
    /// compiler checks to be `Sendable`.
    static func run<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        var threads: [(worker: Int, thread: Thread?)] = []
        for worker in 1..<max(1, count) {
            let start = Unmanaged.passRetained(ThreadStart { Unmanaged.passRetained(ResultBox(body(worker))).toOpaque() })
            let thread = spawn(start.toOpaque())
            if thread == nil { start.release() }
            threads.append((worker, thread))
        }
        var results = [body(0)]
        for (worker, thread) in threads {
            guard let thread, let value = join(thread) else {
                results.append(body(worker))
                continue
            }
            results.append(Unmanaged<ResultBox<Result>>.fromOpaque(value).takeRetainedValue().value)
        }
        return results
    }

    /// `body(0) ..< body(count - 1)` in index order, computed on up to `workers` threads that
    /// take the next index from a shared queue (one thread: in order, on the calling thread).
    static func map<Result: Sendable>(_ count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard workers > 1, count > 1 else { return (0..<count).map(body) }
        let queue = WorkQueue(count: count)
        let parts = run(workers) { _ in
            var done: [(index: Int, result: Result)] = []
            while let index = queue.take() { done.append((index, body(index))) }
            return done
        }
        var results = [Result?](repeating: nil, count: count)
        for part in parts {
            for (index, result) in part { results[index] = result }
        }
        return results.map { $0! }
    }

    /// A running thread.
    typealias Thread = pthread_t

    /// Starts a thread running the `ThreadStart` at `start` (retained); `nil` on failure.
    private static func spawn(_ start: UnsafeMutableRawPointer) -> Thread? {
        #if canImport(Darwin)
        var thread: pthread_t?  // optional on Darwin, a plain value on Linux
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, { ThreadStart.main($0) }, start) == 0 else { return nil }
        return thread
    }

    /// Waits for a thread; its result (a retained `ResultBox`), or `nil` if it cannot be joined.
    private static func join(_ thread: Thread) -> UnsafeMutableRawPointer? {
        var value: UnsafeMutableRawPointer?
        guard pthread_join(thread, &value) == 0 else { return nil }
        return value
    }
}

/// What a new thread runs: the worker, returning its result as a retained `ResultBox`.
private final class ThreadStart: Sendable {
    /// The worker.
    let body: @Sendable () -> UnsafeMutableRawPointer

    /// Wraps a worker.
    init(_ body: @escaping @Sendable () -> UnsafeMutableRawPointer) {
        self.body = body
    }

    /// The thread's entry point: takes ownership of the `ThreadStart` passed retained.
    static func main(_ start: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let start else { return nil }
        return Unmanaged<ThreadStart>.fromOpaque(start).takeRetainedValue().body()
    }
}

/// One worker's result on its way from its thread to the caller.
private final class ResultBox<Value: Sendable>: Sendable {
    /// The result.
    let value: Value

    /// Boxes a result.
    init(_ value: Value) {
        self.value = value
    }
}

/// The indices `0 ..< count` handed out in increasing order to whichever worker asks next,
/// so that a worker slowed down (by other work on a shared machine) takes fewer files.
/// `stop()` hands out no more.
///
/// `@unchecked Sendable`: the only mutable state, `next` and `stopped`, is read and written
/// only while holding `mutex` (a `pthread_mutex_t` at a fixed address, allocated here and
/// freed in `deinit`); `count` is immutable.
final class WorkQueue: @unchecked Sendable {
    /// How many indices there are.
    let count: Int
    /// The lock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The next index to hand out (under `mutex`).
    private var next = 0
    /// Whether `stop` was called (under `mutex`).
    private var stopped = false

    /// A queue of the indices `0 ..< count`.
    init(count: Int) {
        self.count = count
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next index, or `nil` when all are taken or the queue was stopped. Every index
    /// below one handed out has been handed out before it.
    func take() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Hands out no more indices.
    func stop() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_mutex_unlock(mutex)
    }
}
