// Variant "opencombine" of the collection benchmarks: OpenCombine 0.14.0 `@Published`
// arrays with a `sink` observer of `$items`; an observed parent has one `sink` on its
// `objectWillChange` (OpenCombine forwards nothing from the children themselves).
import OpenCombine

final class OCBox: ObservableObject { @Published var items: [Int] = [] }
final class OCKid: ObservableObject { @Published var value = 0 }
final class OCParent: ObservableObject { @Published var kids: [OCKid] = [] }

@main
enum OpenCombineCollections {
    static func main() {
        let sink = Sink()
        var bag: [AnyCancellable] = []
        runCollections(variant: "opencombine", cases:
            valueCases(observers: [0, 1]) { n, observers in
                let box = opaque(OCBox())
                box.items = Array(0..<n)
                for _ in 0..<observers { bag.append(box.$items.sink { sink.total &+= $0.count }) }
                return (box, { apply($0, to: &box.items, 1) })
            }
            + childCases(observed: [false, true]) { n, observed in
                let parent = opaque(OCParent())
                parent.kids = (0..<n).map { _ in OCKid() }
                if observed { bag.append(parent.objectWillChange.sink { sink.total &+= 1 }) }
                return (parent, { apply($0, to: &parent.kids, OCKid()) })
            })
        blackHole(sink.total)
        blackHole(bag)
    }
}
