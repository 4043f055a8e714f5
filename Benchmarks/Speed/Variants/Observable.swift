// Variant "observable": the `@Observable` macro (Observation module). "set0" has no
// observer; the observer cases re-arm `withObservationTracking` after every change (the
// way to observe continuously with Observation), so each figure is assignment + onChange
// + re-arming. Forwarding tracks `parent.counter.value` through the parent.
import Observation

@Observable
final class ObsCounter {
    var value = 0
}

@Observable
final class ObsParent {
    var counter = ObsCounter()
}

@Observable
final class ObsTen {
    var a0 = 0
    var a1 = 0
    var a2 = 0
    var a3 = 0
    var a4 = 0
    var a5 = 0
    var a6 = 0
    var a7 = 0
    var a8 = 0
    var a9 = 0
}

/// Arms one tracking of `m.value` that adds 1 to `sink` when it changes.
@inline(__always)
func arm(_ m: ObsCounter, _ sink: Sink) {
    withObservationTracking { _ = m.value } onChange: { sink.total &+= 1 }
}

@main
enum ObservableBench {
    static func main() {
        let sink = Sink()
        let m0 = opaque(ObsCounter())
        let m1 = opaque(ObsCounter())
        let m4 = opaque(ObsCounter())
        let parent = opaque(ObsParent())
        runBenchmarks(
            variant: "observable",
            speed: [
                SpeedCase(name: "set0") { n in for i in 0..<n { m0.value = i; blackHole(m0) } },
                SpeedCase(name: "set1") { n in
                    arm(m1, sink)
                    for i in 0..<n { m1.value = i; arm(m1, sink); blackHole(m1) }
                },
                SpeedCase(name: "set4") { n in
                    for _ in 0..<4 { arm(m4, sink) }
                    for i in 0..<n {
                        m4.value = i
                        for _ in 0..<4 { arm(m4, sink) }
                        blackHole(m4)
                    }
                },
                SpeedCase(name: "forward") { n in
                    let child = parent.counter
                    withObservationTracking { _ = parent.counter.value } onChange: { sink.total &+= 1 }
                    for i in 0..<n {
                        child.value = i
                        withObservationTracking { _ = parent.counter.value } onChange: { sink.total &+= 1 }
                        blackHole(child)
                    }
                },
            ],
            memory: [MemoryCase(name: "ten-int") { ObsTen() }])
        blackHole(sink.total)
    }
}
