// Variant "didset": the hand-written equivalent of an observed member — a `didSet` that hands
// `(new, old)` to one closure — for a value array (`values1`) and a children array
// (`kids-observed`; no forwarding from the children, which a hand-written class would add).
// The floor an observed obsgen member is held to: an observed value array keeps the old value
// the same way; an observed children array lends its table's copy of the last value instead.

final class DidSetBox {
    var onItems: ((_ new: [Int], _ old: [Int]) -> Void)?
    var items: [Int] = [] {
        didSet { onItems?(items, oldValue) }
    }
}

final class DidSetKid { var value = 0 }

final class DidSetParent {
    var onKids: ((_ new: [DidSetKid], _ old: [DidSetKid]) -> Void)?
    var kids: [DidSetKid] = [] {
        didSet { onKids?(kids, oldValue) }
    }
}

@main
enum DidSetCollections {
    static func main() {
        let sink = Sink()
        runCollections(variant: "didset", cases:
            valueCases(observers: [1]) { n, _ in
                let box = opaque(DidSetBox())
                box.items = Array(0..<n)
                box.onItems = { new, _ in sink.total &+= new.count }
                return (box, { apply($0, to: &box.items, 1) })
            }
            + childCases(observed: [true]) { n, _ in
                let parent = opaque(DidSetParent())
                parent.kids = (0..<n).map { _ in DidSetKid() }
                parent.onKids = { new, _ in sink.total &+= new.count }
                return (parent, { apply($0, to: &parent.kids, DidSetKid()) })
            })
        blackHole(sink.total)
    }
}
