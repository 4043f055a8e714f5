// Variant "obsgen" (callbacks style) or, with -D OBSGEN_OBSERVATION, "obsgen-observation"
// (with -D OBSGEN_BEFORE, "obsgen-before": another obsgen's callbacks output, for before/after):
// obsgen's output for collections.obs, compiled with this file. The observer of a value
// array is `observeItems`; an observed parent has one `observeChanges` observer.

@main
enum ObsgenCollections {
    static func main() {
        #if OBSGEN_OBSERVATION
        let variant = "obsgen-observation"
        #elseif OBSGEN_BEFORE
        let variant = "obsgen-before"
        #else
        let variant = "obsgen"
        #endif
        let sink = Sink()
        var tokens: [ObservationToken] = []
        runCollections(variant: variant, cases:
            valueCases(observers: [0, 1]) { n, observers in
                let box = opaque(Box(items: Array(0..<n)))
                for _ in 0..<observers { tokens.append(box.observeItems { new, _ in sink.total &+= new.count }) }
                return (box, { apply($0, to: &box.items, 1) })
            }
            + childCases(observed: [false, true]) { n, observed in
                let parent = opaque(Parent(kids: (0..<n).map { _ in Kid() }))
                if observed { tokens.append(parent.observeChanges { _ in sink.total &+= 1 }) }
                return (parent, { apply($0, to: &parent.kids, Kid()) })
            })
        blackHole(sink.total)
        blackHole(tokens)
    }
}
