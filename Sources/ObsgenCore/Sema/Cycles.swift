/// Finds the elementary cycles of a small directed graph, each exactly once.
///
/// Nodes are `0..<count` in a meaningful order (declaration order); each node's edges are
/// tried in the order given. Every cycle is reported starting at its smallest node, and
/// cycles come out ordered by that node, then in depth-first order of their edges, so the
/// result is deterministic. The search is bounded (`limit` cycles): the graphs of `.obs`
/// files are tiny, and a pathological input must not make the checker hang.
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
    static func elementary<Label>(count: Int, edges: (Int) -> [Edge<Label>], limit: Int = 64) -> [[Edge<Label>]] {
        let adjacency = (0..<count).map(edges)
        var cycles: [[Edge<Label>]] = []
        var budget = 100_000
        for start in 0..<count {
            var path: [Edge<Label>] = []
            var onPath = Set([start])
            func visit(_ node: Int) {
                for edge in adjacency[node] where cycles.count < limit && budget > 0 {
                    budget -= 1
                    if edge.to == start {
                        cycles.append(path + [edge])
                    } else if edge.to > start, !onPath.contains(edge.to) {
                        path.append(edge)
                        onPath.insert(edge.to)
                        visit(edge.to)
                        onPath.remove(edge.to)
                        path.removeLast()
                    }
                }
            }
            visit(start)
        }
        return cycles
    }
}
