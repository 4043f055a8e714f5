// What the timing harnesses share (Benchmarks/Speed/Harness.swift and
// Benchmarks/Collections/Harness.swift): compiled into every variant executable with its
// harness (run.sh, compare-runtime.sh, collections.sh, derived-compare.sh; symlinked into Peers/OpenCombineBench).
import Glibc

/// An opaque sink: the optimiser must assume it reads everything reachable from `x`.
@inline(never) @_optimize(none)
func blackHole<T>(_ x: T) {}

/// Returns `x` through an opaque call, so the optimiser cannot know the value.
@inline(never) @_optimize(none)
func opaque<T>(_ x: T) -> T { x }

/// What observers do with a change: add to or count it here (a class box, as an app's
/// closure would capture).
final class Sink: @unchecked Sendable {
    var total = 0
}

/// Monotonic nanoseconds.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
