// Variant "seed000": seed 000's hand-written pattern — a `didSet` that loops over an array
// of `(new, old)` closures — and, for forwarding, the parent appends a closure to the
// child's array that calls the parent's own closure array (hand-written closure forwarding).

/// Seed 000: one property, one closure array.
final class SeedCounter {
    var valueCallbacks: [(_ new: Int, _ old: Int) -> Void] = []
    var value = 0 {
        didSet { for callback in valueCallbacks { callback(value, oldValue) } }
    }
}

/// A parent forwarding its child's changes to its own observers.
final class SeedParent {
    var changeCallbacks: [(_ new: Int, _ old: Int) -> Void] = []
    let counter: SeedCounter
    init(counter: SeedCounter) {
        self.counter = counter
        counter.valueCallbacks.append { [weak self] new, old in
            guard let self else { return }
            for callback in self.changeCallbacks { callback(new, old) }
        }
    }
}

/// Ten properties, each with its own closure array (seed 000 applied to every property).
final class SeedTen {
    typealias Callback = (_ new: Int, _ old: Int) -> Void
    var a0Callbacks: [Callback] = [], a1Callbacks: [Callback] = [], a2Callbacks: [Callback] = []
    var a3Callbacks: [Callback] = [], a4Callbacks: [Callback] = [], a5Callbacks: [Callback] = []
    var a6Callbacks: [Callback] = [], a7Callbacks: [Callback] = [], a8Callbacks: [Callback] = []
    var a9Callbacks: [Callback] = []
    var a0 = 0 { didSet { for c in a0Callbacks { c(a0, oldValue) } } }
    var a1 = 0 { didSet { for c in a1Callbacks { c(a1, oldValue) } } }
    var a2 = 0 { didSet { for c in a2Callbacks { c(a2, oldValue) } } }
    var a3 = 0 { didSet { for c in a3Callbacks { c(a3, oldValue) } } }
    var a4 = 0 { didSet { for c in a4Callbacks { c(a4, oldValue) } } }
    var a5 = 0 { didSet { for c in a5Callbacks { c(a5, oldValue) } } }
    var a6 = 0 { didSet { for c in a6Callbacks { c(a6, oldValue) } } }
    var a7 = 0 { didSet { for c in a7Callbacks { c(a7, oldValue) } } }
    var a8 = 0 { didSet { for c in a8Callbacks { c(a8, oldValue) } } }
    var a9 = 0 { didSet { for c in a9Callbacks { c(a9, oldValue) } } }
}

/// A counter with `observers` closures that add the new value to `sink`.
func seedCounter(observers: Int, sink: Sink) -> SeedCounter {
    let m = opaque(SeedCounter())
    for _ in 0..<observers { m.valueCallbacks.append { new, _ in sink.total &+= new } }
    return m
}

@main
enum Seed000Bench {
    static func main() {
        let sink = Sink()
        let m0 = seedCounter(observers: 0, sink: sink)
        let m1 = seedCounter(observers: 1, sink: sink)
        let m4 = seedCounter(observers: 4, sink: sink)
        let parent = opaque(SeedParent(counter: SeedCounter()))
        parent.changeCallbacks.append { new, _ in sink.total &+= new }
        let child = parent.counter
        runBenchmarks(
            variant: "seed000",
            speed: [
                SpeedCase(name: "set0") { n in for i in 0..<n { m0.value = i; blackHole(m0) } },
                SpeedCase(name: "set1") { n in for i in 0..<n { m1.value = i; blackHole(m1) } },
                SpeedCase(name: "set4") { n in for i in 0..<n { m4.value = i; blackHole(m4) } },
                SpeedCase(name: "forward") { n in for i in 0..<n { child.value = i; blackHole(child) } },
            ],
            memory: [MemoryCase(name: "ten-int") { SeedTen() }])
        blackHole(sink.total)
    }
}
