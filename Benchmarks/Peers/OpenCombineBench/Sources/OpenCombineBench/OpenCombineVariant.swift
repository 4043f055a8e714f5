// Variant "opencombine": OpenCombine 0.14.0 `@Published` + `sink` observers, and a parent
// that forwards its child's `objectWillChange` to its own (declared, not synthesised)
// `objectWillChange` — seed 001's pattern without the main-queue hop.
import OpenCombine

final class OCCounter: ObservableObject {
    @Published var value = 0
}

final class OCParent: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    let counter: OCCounter
    private var forwarding: AnyCancellable?
    init(counter: OCCounter) {
        self.counter = counter
        forwarding = counter.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
    }
}

/// Ten `@Published` `Int`s: the memory model.
final class OCTen: ObservableObject {
    @Published var a0 = 0
    @Published var a1 = 0
    @Published var a2 = 0
    @Published var a3 = 0
    @Published var a4 = 0
    @Published var a5 = 0
    @Published var a6 = 0
    @Published var a7 = 0
    @Published var a8 = 0
    @Published var a9 = 0
}

/// A counter with `observers` sinks that add the new value to `sink`.
func ocCounter(observers: Int, sink: Sink, bag: inout [AnyCancellable]) -> OCCounter {
    let m = opaque(OCCounter())
    for _ in 0..<observers { bag.append(m.$value.sink { sink.total &+= $0 }) }
    return m
}

@main
enum OpenCombineBench {
    static func main() {
        let sink = Sink()
        var bag: [AnyCancellable] = []
        let m0 = ocCounter(observers: 0, sink: sink, bag: &bag)
        let m1 = ocCounter(observers: 1, sink: sink, bag: &bag)
        let m4 = ocCounter(observers: 4, sink: sink, bag: &bag)
        let parent = opaque(OCParent(counter: OCCounter()))
        bag.append(parent.objectWillChange.sink { sink.total &+= 1 })
        let child = parent.counter
        runBenchmarks(
            variant: "opencombine",
            speed: [
                SpeedCase(name: "set0") { n in for i in 0..<n { m0.value = i; blackHole(m0) } },
                SpeedCase(name: "set1") { n in for i in 0..<n { m1.value = i; blackHole(m1) } },
                SpeedCase(name: "set4") { n in for i in 0..<n { m4.value = i; blackHole(m4) } },
                SpeedCase(name: "forward") { n in for i in 0..<n { child.value = i; blackHole(child) } },
            ],
            memory: [
                MemoryCase(name: "ten-int") { OCTen() },
                MemoryCase(name: "ten-int-written") { let m = OCTen(); m.a0 = 1; return m },
            ])
        blackHole(sink.total)
        blackHole(bag)
    }
}
