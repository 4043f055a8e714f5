// Variant "plain": arrays in plain stored properties, no observation at all (the floor).

final class PlainBox { var items: [Int] = [] }
final class PlainKid { var value = 0 }
final class PlainParent { var kids: [PlainKid] = [] }

@main
enum PlainCollections {
    static func main() {
        runCollections(variant: "plain", cases:
            valueCases(observers: [0]) { n, _ in
                let box = opaque(PlainBox())
                box.items = Array(0..<n)
                return (box, { apply($0, to: &box.items, 1) })
            }
            + childCases(observed: [false]) { n, _ in
                let parent = opaque(PlainParent())
                parent.kids = (0..<n).map { _ in PlainKid() }
                return (parent, { apply($0, to: &parent.kids, PlainKid()) })
            })
    }
}
