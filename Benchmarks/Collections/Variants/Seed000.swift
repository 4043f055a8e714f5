// Variant "seed000": seed 000's hand-written pattern — a `didSet` that loops over an array of
// `(new, old)` closures — applied to arrays; a parent forwards its children's changes with a
// closure appended to each child's array, re-made for every child on every change of the
// array (what a hand-written `didSet` does: it knows no more than old and new).

final class SeedBox {
    var itemsCallbacks: [(_ new: [Int], _ old: [Int]) -> Void] = []
    var items: [Int] = [] {
        didSet { for callback in itemsCallbacks { callback(items, oldValue) } }
    }
}

final class SeedKid {
    var valueCallbacks: [(_ new: Int, _ old: Int) -> Void] = []
    var value = 0 {
        didSet { for callback in valueCallbacks { callback(value, oldValue) } }
    }
}

final class SeedParent {
    var changeCallbacks: [() -> Void] = []
    var kids: [SeedKid] = [] {
        didSet {
            for kid in oldValue { kid.valueCallbacks.removeAll() }
            link()
            for callback in changeCallbacks { callback() }
        }
    }

    func link() {
        for kid in kids {
            kid.valueCallbacks.append { [weak self] _, _ in
                guard let self else { return }
                for callback in self.changeCallbacks { callback() }
            }
        }
    }
}

@main
enum Seed000Collections {
    static func main() {
        let sink = Sink()
        runCollections(variant: "seed000", cases:
            valueCases(observers: [0, 1]) { n, observers in
                let box = opaque(SeedBox())
                box.items = Array(0..<n)
                for _ in 0..<observers { box.itemsCallbacks.append { new, _ in sink.total &+= new.count } }
                return (box, { apply($0, to: &box.items, 1) })
            }
            + childCases(observed: [false, true]) { n, observed in
                let parent = opaque(SeedParent())
                parent.kids = (0..<n).map { _ in SeedKid() }
                if observed { parent.changeCallbacks.append { sink.total &+= 1 } }
                return (parent, { apply($0, to: &parent.kids, SeedKid()) })
            })
        blackHole(sink.total)
    }
}
