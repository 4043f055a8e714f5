import Foundation

@inline(never) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func measure(_ label: String, _ n: Int, ops: Int, _ body: (Int) -> Void) {
    var best = UInt64.max
    for _ in 0..<3 {
        let start = now()
        for i in 0..<ops { body(i) }
        best = min(best, now() - start)
    }
    print("\(label)\t\(n)\t\(String(format: "%.0f", Double(best) / Double(ops))) ns/op")
}

@main struct Bench {
    static func main() {
        let pool = (0..<64).map { _ in Part() }
        for n in [1_000, 10_000, 100_000] {
            let ops = n >= 100_000 ? 200 : 2_000
            do {
                var plain = Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, Part()) })
                var kept = plain
                measure("plain [Int: Part]: copy, set one key, release the old", n, ops: ops) { i in kept = plain; plain[(i * 7919) % n] = pool[i % 64] }
                _ = kept
                var array = (0..<n).map { _ in Part() }
                var keptArray = array
                measure("plain [Part]: copy, set one element, release the old", n, ops: ops) { i in keptArray = array; array[(i * 7919) % n] = pool[i % 64] }
                _ = keptArray
            }
            do {
                let desk = Desk(tabs: Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, Part()) }))
                measure("dict tabs[k] = part, unobserved", n, ops: ops) { i in desk.tabs[(i * 7919) % n] = pool[i % 64] }
                measure("dict tabs[k] = nil + re-add, unobserved", n, ops: ops) { i in let k = (i * 7919) % n; desk.tabs[k] = nil; desk.tabs[k] = pool[i % 64] }
                let token = desk.observeChanges { _ in }
                measure("dict tabs[k] = part, observeChanges", n, ops: ops) { i in desk.tabs[(i * 7919) % n] = pool[(i + 1) % 64] }
                measure("dict tabs.removeValue + re-add, observeChanges", n, ops: ops) { i in let k = (i * 7919) % n; desk.tabs.removeValue(forKey: k); desk.tabs[k] = pool[i % 64] }
                measure("dict child change (key lookup), observeChanges", n, ops: ops) { i in desk.tabs[(i * 7919) % n]!.size += 1 }
                let fresh = Dictionary(uniqueKeysWithValues: (0..<n).map { ($0, Part()) })
                measure("dict whole assignment (n new), observeChanges", n, ops: 5) { i in desk.tabs = i % 2 == 0 ? fresh : [:] }
                _ = token
            }
            do {
                let shelf = Shelf(parts: (0..<n).map { _ in Part() })
                measure("array parts[i] = part, unobserved", n, ops: ops) { i in shelf.parts[(i * 7919) % n] = pool[i % 64] }
                let token = shelf.observeChanges { _ in }
                measure("array parts[i] = part, observeChanges", n, ops: ops) { i in shelf.parts[(i * 7919) % n] = pool[(i + 1) % 64] }
                _ = token
            }
        }

    }
}
