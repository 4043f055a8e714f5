// The derived-value benchmark (Benchmarks/derived-compare.sh): `<exe> run <case> <n>` makes n
// assignments that recompute a derived value with one observer of it; run under callgrind at
// two n, the difference per assignment is its cost in instructions. Compiled with
// Tools/HarnessBasics.swift (blackHole, opaque, Sink).
import Glibc

@main
enum DerivedBench {
    static func main() {
        let args = CommandLine.arguments
        guard args.count == 4, args[1] == "run", let n = Int(args[3]) else {
            print("usage: \(args[0]) run gauge|locked|pair|shelf N")
            exit(2)
        }
        let sink = Sink()
        let bag = DisposeBag()
        switch args[2] {
        case "gauge":
            let m = opaque(Gauge())
            m.observeDoubled { new, _ in sink.total &+= new }.store(in: bag)
            for i in 0..<n { m.value = i; blackHole(m) }
        case "locked":
            let m = opaque(LockedGauge())
            m.observeDoubled { new, _ in sink.total &+= new }.store(in: bag)
            for i in 0..<n { m.value = i; blackHole(m) }
        case "pair":
            let m = opaque(Pair())
            m.observeHalves { new, _ in sink.total &+= new.0 }.store(in: bag)
            for i in 0..<n { m.value = i; blackHole(m) }
        #if !NO_LIST
        case "shelf":
            let bins = (0..<8).map { Bin(size: $0 * 3) }
            let m = opaque(Shelf(bins: bins))
            m.observeLarge { new, _ in sink.total &+= new.count }.store(in: bag)
            for i in 0..<n { bins[i & 7].size = i & 31; blackHole(m) }
        #endif
        default:
            print("unknown case \(args[2])")
            exit(2)
        }
        blackHole(sink.total)
        blackHole(bag)
    }
}
