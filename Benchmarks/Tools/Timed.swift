// Benchmarks/Tools/Timed.swift — runs one command with its standard output discarded and
// prints "WALL<TAB>CPU" in milliseconds with two decimals: wall time from a monotonic clock
// around spawn and wait, CPU time = user + system time of the command and its children
// (`wait4`'s resource usage). bash's `time` prints milliseconds only, too coarse for runs of
// 2–10 ms. Usage: timed CMD [ARG...]; exits with the command's status.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock in nanoseconds.
func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}

/// Seconds and microseconds as milliseconds.
func milliseconds(_ value: timeval) -> Double {
    Double(value.tv_sec) * 1000 + Double(value.tv_usec) / 1000
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    fputs("usage: timed CMD [ARG...]\n", stderr)
    exit(2)
}
#if canImport(Glibc)
var actions = posix_spawn_file_actions_t()
#else
var actions: posix_spawn_file_actions_t?
#endif
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
var pid: pid_t = 0
let start = now()
let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
guard spawned == 0 else {
    fputs("timed: cannot run \(arguments[0]): \(String(cString: strerror(spawned)))\n", stderr)
    exit(127)
}
var status: Int32 = 0
var usage = rusage()
while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
let wall = Double(now() - start) / 1_000_000
let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
print("\(String(format2(wall)))\t\(String(format2(cpu)))")
exit((status & 0x7f) == 0 ? (status >> 8) & 0xff : 1)

/// A value with two decimals, without Foundation.
func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
