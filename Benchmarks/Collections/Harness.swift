// Shared harness of the collection benchmarks: one executable per variant.
//
// What is measured: nanoseconds per single-element mutation of an array held by a model —
// append, insert at the front, remove from the front, remove from the back — at a size of
// 2,000 / 16,000 / 100,000 elements, for a value array (`[Int]`, 0 or 1 observer of the
// property) and a children array (`[Kid]`, parent observed or not). A subject is built with
// `n` elements (untimed), then `k = min(1,000, n / 2)` operations are timed in one loop
// (so the size stays within n ± k); each operation ends with `blackHole(subject)`. The
// figure is the median of `repeats` such runs, each on a fresh subject, in one process.
// A run stops early after 0.5 s (at least 16 operations): the per-operation figure of the
// slowest (quadratic) variants is still exact, just over fewer operations.
//
// Usage: <bench> name                      prints the variant's name
//        <bench> run [--quick] [--only c]  prints `coll\t<case>\t<n>\t<variant>\t<ns>` lines
//        <bench> ops <case> <n> <count>    builds a subject of n elements and applies <count>
//                                          operations to it, untimed (for callgrind: the
//                                          instructions of two counts differ by those of the
//                                          operations alone, whatever the machine's load)
//        <bench> cases                     prints the case names
import Glibc

/// One workload of one variant: `make(n)` builds a subject holding `n` elements, with its
/// observers, and returns it with the operation to time (which mutates it once).
struct CollectionCase {
    let name: String
    let make: (_ n: Int) -> (subject: AnyObject, operation: () -> Void)
}

/// The four single-element mutations, named as in the report.
enum Mutation: String, CaseIterable {
    case append, insertFront = "insert-front", removeFirst = "remove-first", removeLast = "remove-last"
}

/// Nanoseconds per operation of one run on a fresh subject of `n` elements.
func measureOnce(_ c: CollectionCase, n: Int) -> Double {
    let (subject, operation) = c.make(n)
    let count = min(1_000, n / 2)
    let start = nowNanoseconds()
    var done = 0
    while done < count {
        operation()
        blackHole(subject)
        done += 1
        if done & 15 == 0 && nowNanoseconds() - start > 500_000_000 { break }
    }
    let elapsed = nowNanoseconds() - start
    withExtendedLifetime(subject) {}
    return Double(elapsed) / Double(done)
}

/// Runs the cases and prints one line per case and size (median of the repeats).
func runCollections(variant: String, cases: [CollectionCase]) {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "name" { print(variant); return }
    if arguments.first == "cases" { for c in cases { print(c.name) }; return }
    if arguments.first == "ops" {
        guard arguments.count == 4, let c = cases.first(where: { $0.name == arguments[1] }),
              let n = Int(arguments[2]), let count = Int(arguments[3]) else {
            print("usage: \(CommandLine.arguments[0]) ops <case> <n> <count>"); exit(2)
        }
        let (subject, operation) = c.make(n)
        for _ in 0..<count {
            operation()
            blackHole(subject)
        }
        withExtendedLifetime(subject) {}
        return
    }
    let quick = arguments.contains("--quick")
    let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
    let sizes = quick ? [2_000, 16_000] : [2_000, 16_000, 100_000]
    let repeats = quick ? 3 : 5
    for c in cases where only == nil || c.name == only {
        for n in sizes {
            let runs = (0..<repeats).map { _ in measureOnce(c, n: n) }.sorted()
            print("coll\t\(c.name)\t\(n)\t\(variant)\t\(runs[repeats / 2])")
        }
    }
}

/// The cases of a value array: `make(n, observers)` builds a subject holding `0..<n` with
/// that many observers and returns it with the function that applies a mutation to it.
func valueCases(
    observers: [Int], make: @escaping (_ n: Int, _ observers: Int) -> (AnyObject, (Mutation) -> Void)
) -> [CollectionCase] {
    observers.flatMap { count in
        Mutation.allCases.map { mutation in
            CollectionCase(name: "values\(count)-\(mutation.rawValue)") { n in
                let (subject, mutate) = make(n, count)
                return (subject, { mutate(mutation) })
            }
        }
    }
}

/// The cases of a children array: `make(n, observed)` builds a parent holding `n` children,
/// observed (one whole-model observer) or not, and returns it with the function that applies
/// a mutation to it.
func childCases(
    observed: [Bool], make: @escaping (_ n: Int, _ observed: Bool) -> (AnyObject, (Mutation) -> Void)
) -> [CollectionCase] {
    observed.flatMap { isObserved in
        Mutation.allCases.map { mutation in
            CollectionCase(name: "kids\(isObserved ? "-observed" : "")-\(mutation.rawValue)") { n in
                let (subject, mutate) = make(n, isObserved)
                return (subject, { mutate(mutation) })
            }
        }
    }
}

/// Applies `mutation` to an array (the same code for every variant, through its property).
@inline(__always)
func apply<Element>(_ mutation: Mutation, to array: inout [Element], _ element: @autoclosure () -> Element) {
    switch mutation {
    case .append: array.append(element())
    case .insertFront: array.insert(element(), at: 0)
    case .removeFirst: array.removeFirst()
    case .removeLast: array.removeLast()
    }
}
