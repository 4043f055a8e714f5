// Variant "obsgen" (callbacks style) or, with -D OBSGEN_OBSERVATION, "obsgen-observation"
// (with -D OBSGEN_BEFORE, "obsgen-before": another obsgen's callbacks output, for before/after):
// obsgen's output for collections.obs, compiled with this file. The observer of a value
// array is `observeItems`; an observed parent has one `observeChanges` observer.
// With -D OBSGEN_LOCKED: "obsgen-locked" ("obsgen-locked-before" with OBSGEN_BEFORE too), the
// output for collections-locked.obs (a `@locked` Box): the value-array cases only.

@main
enum ObsgenCollections {
    static func main() {
        #if OBSGEN_LOCKED && OBSGEN_BEFORE
        let variant = "obsgen-locked-before"
        #elseif OBSGEN_LOCKED
        let variant = "obsgen-locked"
        #elseif OBSGEN_OBSERVATION
        let variant = "obsgen-observation"
        #elseif OBSGEN_BEFORE
        let variant = "obsgen-before"
        #else
        let variant = "obsgen"
        #endif
        let sink = Sink()
        var tokens: [ObservationToken] = []
        let values = valueCases(observers: [0, 1]) { n, observers in
            let box = opaque(Box(items: Array(0..<n)))
            for _ in 0..<observers { tokens.append(box.observeItems { new, _ in sink.total &+= new.count }) }
            return (box, { apply($0, to: &box.items, 1) })
        }
        #if OBSGEN_LOCKED
        runCollections(variant: variant, cases: values)
        #else
        runCollections(variant: variant, cases:
            values
            + childCases(observed: [false, true]) { n, observed in
                let parent = opaque(Parent(kids: (0..<n).map { _ in Kid() }))
                if observed { tokens.append(parent.observeChanges { _ in sink.total &+= 1 }) }
                return (parent, { apply($0, to: &parent.kids, Kid()) })
            })
        #endif
        blackHole(sink.total)
        blackHole(tokens)
    }
}
