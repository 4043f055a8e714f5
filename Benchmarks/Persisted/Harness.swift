// Nanoseconds (or instructions, under callgrind) per assignment to a `@persisted` property,
// against the plain generated setter: Benchmarks/persisted.sh builds this with the callbacks
// output of persisted.obs, -O -wmo.
//
//   <bench> cases                 the case names
//   <bench> time <case>           ns per assignment (calibrated to ~100 ms, best of 3)
//   <bench> run <case> <n>        n assignments, untimed (for callgrind)
import Foundation

extension MemorySetting {
    static let store = InMemoryPersistenceStore()
    static var persistenceStore: any PersistenceStore { store }
}

extension LockedMemorySetting {
    static let store = InMemoryPersistenceStore()
    static var persistenceStore: any PersistenceStore { store }
}

extension DefaultsSetting {
    static let store = UserDefaultsPersistenceStore(suiteName: "obsgen.benchmarks.persisted")!
    static var persistenceStore: any PersistenceStore { store }
}

/// One case: a setup that returns the loop body.
struct BenchCase {
    let name: String
    let make: () -> (Int) -> Void
}

/// Keeps observers and second instances alive for a case.
nonisolated(unsafe) var keep: [AnyObject] = []
let sink = Sink()

func observed<M: AnyObject>(_ model: M, _ observe: (M) -> ObservationToken) -> M {
    keep.append(observe(model))
    return model
}

/// Set up and run on the main thread only.
nonisolated(unsafe) let cases: [BenchCase] = [
    BenchCase(name: "plain") {
        let model = PlainSetting()
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "plain-observed") {
        let model = observed(PlainSetting()) { $0.observeValue { new, _ in sink.total &+= Int(new) } }
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "memory") {
        let model = MemorySetting()
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "memory-observed") {
        let model = observed(MemorySetting()) { $0.observeValue { new, _ in sink.total &+= Int(new) } }
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "memory-shared") {
        let model = MemorySetting()
        keep.append(observed(MemorySetting()) { $0.observeValue { new, _ in sink.total &+= Int(new) } })
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "userdefaults") {
        let model = DefaultsSetting()
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "userdefaults-shared") {
        let model = DefaultsSetting()
        keep.append(observed(DefaultsSetting()) { $0.observeValue { new, _ in sink.total &+= Int(new) } })
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "locked-plain") {
        let model = LockedPlainSetting()
        return { model.value = Double($0); blackHole(model) }
    },
    BenchCase(name: "locked-memory") {
        let model = LockedMemorySetting()
        return { model.value = Double($0); blackHole(model) }
    },
]

/// Nanoseconds per call of `body` over `n` calls.
func measure(_ body: (Int) -> Void, _ n: Int) -> Double {
    let start = nowNanoseconds()
    for i in 0..<n { body(i) }
    return Double(nowNanoseconds() - start) / Double(n)
}

@main
enum PersistedBench {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else { return print("usage: cases | time <case> | run <case> <n>") }
        switch arguments[1] {
        case "cases":
            for benchCase in cases { print(benchCase.name) }
        case "time":
            guard let benchCase = cases.first(where: { $0.name == arguments[2] }) else { fatalError("no case \(arguments[2])") }
            let body = benchCase.make()
            var n = 1_000
            while measure(body, n) * Double(n) < 20_000_000 && n < 100_000_000 { n *= 4 }
            let best = (0..<3).map { _ in measure(body, n) }.min()!
            print(String(format: "%.1f", best))
        case "run":
            guard let benchCase = cases.first(where: { $0.name == arguments[2] }) else { fatalError("no case \(arguments[2])") }
            let body = benchCase.make()
            for i in 0..<Int(arguments[3])! { body(i) }
        default:
            print("usage: cases | time <case> | run <case> <n>")
        }
        UserDefaults(suiteName: "obsgen.benchmarks.persisted")?.removePersistentDomain(forName: "obsgen.benchmarks.persisted")
    }
}
