// Variant "plain": a stored property with no observation at all (the floor).

/// One stored `Int`, nothing else.
final class PlainCounter {
    var value = 0
}

/// Ten stored `Int`s: the memory model.
final class PlainTen {
    var a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0
}

@main
enum PlainBench {
    static func main() {
        let m = opaque(PlainCounter())
        runBenchmarks(
            variant: "plain",
            speed: [
                SpeedCase(name: "set0") { n in for i in 0..<n { m.value = i; blackHole(m) } },
            ],
            memory: [MemoryCase(name: "ten-int") { PlainTen() }])
    }
}
