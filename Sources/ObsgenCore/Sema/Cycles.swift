/// Finds the elementary cycles of a directed graph, each exactly once.
///
/// Nodes are `0..<count` in a meaningful order (declaration order); each node's edges are
/// tried in the order given. Every cycle is reported starting at its smallest node, and
/// cycles come out ordered by that node, then in depth-first order of their edges, so the
/// result is deterministic.
///
/// The search is bounded and never recurses: the depth-first search keeps its own stack
/// (a chain of 100,000 models must not overflow the call stack), it stops after `limit`
/// cycles or `budget` edge visits, and when the budget runs out before a cycle of some
/// strongly connected component was found, one cycle of that component is still found by a
/// breadth-first search. So a graph with a cycle always yields at least one.
enum Cycles {
    /// One edge of a graph, with what it stands for (a member name, say).
    struct Edge<Label> {
        /// Where the edge starts.
        var from: Int
        /// Where the edge ends.
        var to: Int
        /// What the edge stands for.
        var label: Label
    }

    /// The elementary cycles of the graph, each as its edges in order; the first edge
    /// starts at the cycle's smallest node and the last edge returns to it.
    static func elementary<Label>(
        count: Int, edges: (Int) -> [Edge<Label>], limit: Int = 64, budget initialBudget: Int = 100_000
    ) -> [[Edge<Label>]] {
        let adjacency = (0..<count).map(edges)
        var cycles: [[Edge<Label>]] = []
        var budget = initialBudget
        var onPath = [Bool](repeating: false, count: count)
        for start in 0..<count where cycles.count < limit && budget > 0 {
            var path: [Edge<Label>] = []
            // The depth-first search's own stack: a node and the index of its next edge.
            var frames: [(node: Int, next: Int)] = [(start, 0)]
            onPath[start] = true
            while let top = frames.last {
                let outgoing = adjacency[top.node]
                guard top.next < outgoing.count, cycles.count < limit, budget > 0 else {
                    frames.removeLast()
                    onPath[top.node] = false
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                frames[frames.count - 1].next += 1
                let edge = outgoing[top.next]
                budget -= 1
                if edge.to == start {
                    cycles.append(path + [edge])
                } else if edge.to > start, edge.to < count, !onPath[edge.to] {
                    path.append(edge)
                    onPath[edge.to] = true
                    frames.append((edge.to, 0))
                }
            }
        }
        guard budget <= 0, cycles.count < limit else { return cycles }
        // The budget ran out: make sure every component with a cycle has one reported.
        var covered = [Bool](repeating: false, count: count)
        for cycle in cycles {
            for edge in cycle { covered[edge.from] = true }
        }
        for component in stronglyConnectedComponents(adjacency) where cycles.count < limit {
            guard !component.contains(where: { covered[$0] }), let cycle = someCycle(in: component, adjacency) else { continue }
            cycles.append(cycle)
        }
        return cycles
    }

    /// One cycle through the smallest node of a strongly connected component (the shortest
    /// one, by breadth-first search inside the component), or nil when the component is a
    /// single node without a self-loop.
    private static func someCycle<Label>(in component: [Int], _ adjacency: [[Edge<Label>]]) -> [Edge<Label>]? {
        guard let start = component.min() else { return nil }
        let members = Set(component)
        var reachedBy: [Int: Edge<Label>] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in adjacency[node] where members.contains(edge.to) {
                if edge.to == start {
                    var cycle = [edge]
                    var current = node
                    while current != start, let previous = reachedBy[current] {
                        cycle.append(previous)
                        current = previous.from
                    }
                    return cycle.reversed()
                }
                if reachedBy[edge.to] == nil {
                    reachedBy[edge.to] = edge
                    queue.append(edge.to)
                }
            }
        }
        return nil
    }

    /// The strongly connected components (Tarjan's algorithm with an explicit stack), each
    /// as its nodes; components come out in reverse topological order.
    static func stronglyConnectedComponents<Label>(_ adjacency: [[Edge<Label>]]) -> [[Int]] {
        let count = adjacency.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        for root in 0..<count where index[root] < 0 {
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let top = frames.last {
                let outgoing = adjacency[top.node]
                if top.next < outgoing.count {
                    frames[frames.count - 1].next += 1
                    let target = outgoing[top.next].to
                    guard target >= 0, target < count else { continue }
                    if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        lowLink[top.node] = min(lowLink[top.node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node])
                }
                if lowLink[top.node] == index[top.node] {
                    var component: [Int] = []
                    while let node = stack.popLast() {
                        onStack[node] = false
                        component.append(node)
                        if node == top.node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }

    /// The steps of a cycle for a message, the middle of a long one elided, so that a cycle
    /// through thousands of models gives a readable line: `a, b, ... (N more), z`.
    static func abbreviated(_ steps: [String], keep: Int = 10) -> [String] {
        guard steps.count > keep + 2 else { return steps }
        return Array(steps.prefix(keep)) + ["... (\(steps.count - keep - 1) more)", steps[steps.count - 1]]
    }
}
