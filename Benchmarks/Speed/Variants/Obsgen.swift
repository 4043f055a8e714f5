// Variant "obsgen": the code obsgen generates from bench.obs (callbacks style), compiled
// together with this file; built with `-D OBSGEN_OBSERVATION` against the observation
// style's output it is the "obsgen-observation" variant, with `-D OBSGEN_LOCKED` against
// bench-locked.obs's output the "obsgen-locked" variant (same API, same cases). Observers are
// `observeValue` closures; forwarding is the parent's `observeChanges` seeing
// `.counter(.changed(.value(...)))`.

/// A counter with `observers` callbacks that add the new value to `sink`; the tokens are
/// kept in `bag` so the observers stay registered.
func obsgenCounter(observers: Int, sink: Sink, bag: DisposeBag) -> Counter {
    let m = opaque(Counter())
    for _ in 0..<observers { m.observeValue { new, _ in sink.total &+= new }.store(in: bag) }
    return m
}

#if OBSGEN_LOCKED
let variantName = "obsgen-locked"
#elseif OBSGEN_OBSERVATION
let variantName = "obsgen-observation"
#else
let variantName = "obsgen"
#endif

@main
enum ObsgenBench {
    static func main() {
        let sink = Sink()
        let bag = DisposeBag()
        let m0 = obsgenCounter(observers: 0, sink: sink, bag: bag)
        let m1 = obsgenCounter(observers: 1, sink: sink, bag: bag)
        let m4 = obsgenCounter(observers: 4, sink: sink, bag: bag)
        let parent = opaque(Parent())
        parent.observeChanges { change in
            if case .counter(.changed(.value(let new, _))) = change { sink.total &+= new }
        }.store(in: bag)
        let child = parent.counter
        runBenchmarks(
            variant: variantName,
            speed: [
                SpeedCase(name: "set0") { n in for i in 0..<n { m0.value = i; blackHole(m0) } },
                SpeedCase(name: "set1") { n in for i in 0..<n { m1.value = i; blackHole(m1) } },
                SpeedCase(name: "set4") { n in for i in 0..<n { m4.value = i; blackHole(m4) } },
                SpeedCase(name: "forward") { n in for i in 0..<n { child.value = i; blackHole(child) } },
            ],
            memory: [MemoryCase(name: "ten-int") { Ten() }])
        blackHole(sink.total)
        blackHole(bag)
    }
}
