// Variant "observable": the `@Observable` macro (Observation module). The observer re-arms
// `withObservationTracking` after every change (the way to observe continuously with
// Observation); "observed" children track `parent.kids` (Observation forwards nothing from
// the children themselves).
import Observation

@Observable final class ObsBox { var items: [Int] = [] }
@Observable final class ObsKid { var value = 0 }
@Observable final class ObsParent { var kids: [ObsKid] = [] }

/// Tracks `read` once; on a change, counts it and tracks again.
func track(_ read: @escaping () -> Void, _ sink: Sink) {
    withObservationTracking { read() } onChange: { sink.total &+= 1 }
}

@main
enum ObservableCollections {
    static func main() {
        let sink = Sink()
        runCollections(variant: "observable", cases:
            valueCases(observers: [0, 1]) { n, observers in
                let box = opaque(ObsBox())
                box.items = Array(0..<n)
                if observers == 0 { return (box, { apply($0, to: &box.items, 1) }) }
                track({ _ = box.items }, sink)
                return (box, { apply($0, to: &box.items, 1); track({ _ = box.items }, sink) })
            }
            + childCases(observed: [false, true]) { n, observed in
                let parent = opaque(ObsParent())
                parent.kids = (0..<n).map { _ in ObsKid() }
                if !observed { return (parent, { apply($0, to: &parent.kids, ObsKid()) }) }
                track({ _ = parent.kids }, sink)
                return (parent, { apply($0, to: &parent.kids, ObsKid()); track({ _ = parent.kids }, sink) })
            })
        blackHole(sink.total)
    }
}
