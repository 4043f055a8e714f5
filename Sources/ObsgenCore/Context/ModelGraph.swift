/// Graph algorithms over model names.
enum ModelGraph {
    /// Strongly connected components (Tarjan's algorithm, iterative): each node's component
    /// number. `order` fixes the traversal, so numbering is deterministic.
    static func components(order: [String], successors: (String) -> [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var component: [String: Int] = [:]
        var nextIndex = 0
        var nextComponent = 0
        for root in order where index[root] == nil {
            var work: [(node: String, edges: [String], position: Int)] = []
            func open(_ node: String) {
                index[node] = nextIndex
                lowLink[node] = nextIndex
                nextIndex += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, successors(node), 0))
            }
            open(root)
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].position < work[top].edges.count {
                    let next = work[top].edges[work[top].position]
                    work[top].position += 1
                    if index[next] == nil {
                        open(next)
                    } else if onStack.contains(next) {
                        lowLink[node] = min(lowLink[node]!, index[next]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = nextComponent
                        if member == node { break }
                    }
                    nextComponent += 1
                }
            }
        }
        return component
    }
}
