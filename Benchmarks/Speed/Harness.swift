// Shared timing harness for the generated-code benchmarks (one executable per variant).
//
// What is measured: nanoseconds per assignment of an `Int` property, in a loop compiled
// with `-O -wmo`. Every iteration ends with `blackHole(model)`, an opaque call the
// optimiser cannot see through, so each store must really happen (without it a loop of
// stores to a plain property folds into one store). That call (~1 ns) is part of every
// variant's figure, the floor included.
//
// Usage: <bench> speed [--quick]       prints `speed\t<case>\t<variant>\t<ns>` lines
//        <bench> memory <case>          prints `memory\t<case>\t<variant>\t<bytes>`
//        <bench> name                   prints the variant's name
//        <bench> run <case> <n>         runs one case n times, untimed (for callgrind / perf:
//                                       instructions per assignment do not depend on machine load)
import Glibc

/// One benchmark case: `run(n)` performs `n` assignments.
struct SpeedCase {
    let name: String
    let run: (Int) -> Void
}

/// One memory case: `make()` builds one instance (and performs any write the case needs).
struct MemoryCase {
    let name: String
    let make: () -> AnyObject
}

/// Runs one case: warms up, picks an iteration count that fills `budget` nanoseconds,
/// and returns the best of three timed runs in ns per assignment (the run-level median
/// across processes is taken by run.sh).
func measure(_ c: SpeedCase, budget: UInt64) -> Double {
    var n = 1_000
    while true {
        let start = nowNanoseconds()
        c.run(n)
        let elapsed = nowNanoseconds() - start
        if elapsed > budget / 10 || n >= 1 << 30 { break }
        n *= 4
    }
    // Scale to the budget from the last calibration run.
    let start = nowNanoseconds()
    c.run(n)
    let perOp = Double(nowNanoseconds() - start) / Double(n)
    let count = max(1_000, Int(Double(budget) / max(perOp, 0.1)))
    var best = Double.infinity
    for _ in 0..<3 {
        let t0 = nowNanoseconds()
        c.run(count)
        best = min(best, Double(nowNanoseconds() - t0) / Double(count))
    }
    return best
}

/// Resident set size in bytes, from /proc/self/statm.
func residentBytes() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { s in
        withUnsafeMutablePointer(to: &resident) { r in
            _ = withVaList([s, r]) { vfscanf(f, "%ld %ld", $0) }
        }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@_silgen_name("malloc_usable_size")
func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int

/// Builds 1,000,000 instances and reports the RSS growth per instance; also prints the
/// malloc block size of one instance object (its own allocation, without side tables).
func measureMemory(_ c: MemoryCase, variant: String) {
    let count = 1_000_000
    var keep: [AnyObject] = []
    keep.reserveCapacity(count)          // the array's own 8 MB are allocated before the baseline
    let filler = c.make()
    for _ in 0..<count { keep.append(filler) }     // touch the array pages with one shared object
    keep.removeAll(keepingCapacity: true)
    let before = residentBytes()
    for _ in 0..<count { keep.append(c.make()) }
    let after = residentBytes()
    let block = mallocUsableSize(Unmanaged.passUnretained(keep[0]).toOpaque())
    blackHole(keep)
    let perInstance = Double(after - before) / Double(count)
    print("memory\t\(c.name)\t\(variant)\t\(rounded(perInstance, 1))\t\(block)")
}

/// The entry point each variant calls from its `@main`.
func runBenchmarks(variant: String, speed: [SpeedCase], memory: [MemoryCase]) {
    let args = CommandLine.arguments
    let mode = args.count > 1 ? args[1] : "speed"
    switch mode {
    case "speed":
        let budget: UInt64 = args.contains("--quick") ? 10_000_000 : 100_000_000
        for c in speed {
            let ns = measure(c, budget: budget)
            print("speed\t\(c.name)\t\(variant)\t\(rounded(ns, 2))")
        }
    case "memory":
        let wanted = args.count > 2 ? args[2] : ""
        for c in memory where wanted.isEmpty || c.name == wanted { measureMemory(c, variant: variant) }
    case "run":
        guard args.count > 3, let n = Int(args[3]), let c = speed.first(where: { $0.name == args[2] }) else {
            print("usage: \(args[0]) run <case> <n>"); exit(2)
        }
        c.run(n)
    case "name":
        print(variant)
    case "list-memory":
        for c in memory { print(c.name) }
    default:
        print("usage: \(args[0]) speed [--quick] | memory [case] | list-memory")
        exit(2)
    }
}

/// `x` rounded to `digits` decimals, for printing without Foundation.
func rounded(_ x: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (x * scale).rounded() / scale
}
