// Variant "obsgen-combine" (with OBSGEN_BEFORE, "obsgen-combine-before": another obsgen's
// output, for before/after): obsgen's combine-style output for collections.obs on OpenCombine
// 0.14.0 (Generated/ is that output, written by Benchmarks/collections.sh). The observer of a
// value array is `observeItems`; an observed parent has one `observeChanges` observer; a
// subscribed one (`-subscribed` cases) one `sink` on its `objectWillChange`, which its
// children's changes reach.
import OpenCombine

@main
enum ObsgenCombineCollections {
    static func main() {
        #if OBSGEN_BEFORE
        let variant = "obsgen-combine-before"
        #else
        let variant = "obsgen-combine"
        #endif
        let sink = Sink()
        var tokens: [ObservationToken] = []
        var bag: [AnyCancellable] = []
        let values = valueCases(observers: [0, 1]) { n, observers in
            let box = opaque(Box(items: Array(0..<n)))
            for _ in 0..<observers { tokens.append(box.observeItems { new, _ in sink.total &+= new.count }) }
            return (box, { apply($0, to: &box.items, 1) })
        }
        let kids = childCases(observed: [false, true]) { n, observed in
            let parent = opaque(Parent(kids: (0..<n).map { _ in Kid() }))
            if observed { tokens.append(parent.observeChanges { _ in sink.total &+= 1 }) }
            return (parent, { apply($0, to: &parent.kids, Kid()) })
        }
        let subscribed = Mutation.allCases.map { mutation in
            CollectionCase(name: "kids-subscribed-\(mutation.rawValue)") { n in
                let parent = opaque(Parent(kids: (0..<n).map { _ in Kid() }))
                bag.append(parent.objectWillChange.sink { sink.total &+= 1 })
                return (parent, { apply(mutation, to: &parent.kids, Kid()) })
            }
        }
        runCollections(variant: variant, cases: values + kids + subscribed)
        blackHole(sink.total)
        blackHole(tokens)
        blackHole(bag)
    }
}
