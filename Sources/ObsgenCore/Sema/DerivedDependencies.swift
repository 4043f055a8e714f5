/// Which members of its model a `derived` expression reads.
///
/// The dependencies are the identifiers of the expression, outside string
/// literals, that name a member of the model and are not preceded by `.` (except
/// `self.`). Only observable members count: stored `var` properties, children and other
/// derived values (a `let` never changes; an event is not a value).
public enum DerivedDependencies {
    /// The names of the observable members of `model` that `expression` reads, in order of
    /// first mention, without duplicates. `excluding` is the derived member's own name.
    public static func direct(of expression: ExpressionText, in model: ModelDecl, excluding ownName: String) -> [String] {
        reads(of: expression, among: observableNames(of: model).subtracting([ownName]))
    }

    /// The derived members of `model` in an order where each comes after the derived values
    /// it depends on; ties keep declaration order. Only meaningful when the derived values
    /// have no dependency cycle (the checker reports one); members caught in a cycle come
    /// last, in declaration order.
    public static func evaluationOrder(of model: ModelDecl) -> [String] {
        let derived = derivedMembers(of: model)
        let index = Dictionary(derived.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let observable = observableNames(of: model)
        // What each derived value waits for (the other derived values it reads), and who
        // waits for each. Kahn's algorithm, always taking the earliest declared ready value:
        // linear up to the heap, where picking the first ready one by scanning was quadratic.
        var waiting = [Int](repeating: 0, count: derived.count)
        var dependents = [[Int]](repeating: [], count: derived.count)
        for (position, member) in derived.enumerated() {
            let reads = Set(reads(of: member.expression, among: observable).compactMap { $0 == member.name ? nil : index[$0] }).subtracting([position])
            waiting[position] = reads.count
            for read in reads { dependents[read].append(position) }
        }
        var ready = MinHeap(derived.indices.filter { waiting[$0] == 0 })
        var done = [Bool](repeating: false, count: derived.count)
        var order: [String] = []
        while let next = ready.popMin() {
            done[next] = true
            order.append(derived[next].name)
            for dependent in dependents[next] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { ready.insert(dependent) }
            }
        }
        order += derived.indices.filter { !done[$0] }.map { derived[$0].name }
        return order
    }

    /// The names of the members whose changes can reach a derived value: stored `var`
    /// properties (not `@ignored` or `weak` ones), children and derived values.
    static func observableNames(of model: ModelDecl) -> Set<String> {
        var names = Set<String>()
        for member in model.members {
            switch member.kind {
            case .property(let property) where !property.isConstant:
                if !member.modifiers.isIgnored && !member.modifiers.isWeak { names.insert(member.name.text) }
            case .child, .children, .derived: names.insert(member.name.text)
            default: break
            }
        }
        return names
    }

    /// The derived members of a model, in declaration order.
    static func derivedMembers(of model: ModelDecl) -> [(name: String, member: MemberDecl, expression: ExpressionText)] {
        model.members.compactMap { member in
            if case .derived(let derived) = member.kind { return (member.name.text, member, derived.expression) }
            return nil
        }
    }

    /// The names among `names` that `expression` reads, in order of first mention.
    static func reads(of expression: ExpressionText, among names: Set<String>) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for reference in expression.references where !reference.afterDot {
            let name = reference.name.text
            if names.contains(name), seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}

/// A binary min-heap of integers (the evaluation order's ready set).
struct MinHeap {
    private var items: [Int] = []

    /// A heap holding `values`.
    init(_ values: [Int]) {
        for value in values { insert(value) }
    }

    /// Adds a value.
    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest value.
    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
