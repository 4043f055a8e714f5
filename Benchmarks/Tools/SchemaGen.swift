// Writes the synthetic schemas the benchmarks run on.
//
//   schemagen throughput N DIR   N models, one per file, as DIR/obs/*.obs and DIR/proto/*.proto:
//                                 8 scalar properties with defaults and 2 optional children each,
//                                 every child pointing at a later model (acyclic, a binary tree);
//                                 the last half point at one shared `Leaf` model (N + 1 models).
//   schemagen compile N DIR       N models x 10 properties, no children, in one file each as
//                                 DIR/obs/models.obs, DIR/macro/Models.swift (@Observable) and
//                                 DIR/didset/Models.swift (hand-written seed-000 didSet classes),
//                                 DIR/seed000/Models.swift (the same with obsgen's callbacks
//                                 surface: observeX with (new, old) and a token, removeAll, a protocol).
import Glibc

/// Writes `text` to `path` (creating nothing but the file).
func write(_ text: String, to path: String) {
    guard let f = fopen(path, "w") else { fatalError("cannot write \(path)") }
    fputs(text, f)
    fclose(f)
}

/// `mkdir -p path`.
func makeDirectory(_ path: String) {
    var prefix = ""
    for part in path.split(separator: "/") {
        prefix += (prefix.isEmpty && !path.hasPrefix("/") ? "" : "/") + part
        mkdir(prefix, 0o755)
    }
}

/// `m00042`: zero-padded so file order equals model order.
func modelName(_ i: Int) -> String {
    var digits = String(i)
    while digits.count < 5 { digits = "0" + digits }
    return "M" + digits
}

/// The 8 scalar properties: (obs name, obs type, obs default, proto type).
let scalars: [(String, String, String, String)] = [
    ("count", "Int", "0", "int64"), ("title", "String", "\"\"", "string"),
    ("enabled", "Bool", "false", "bool"), ("ratio", "Double", "0.5", "double"),
    ("total", "Int", "100", "int64"), ("label", "String", "\"x\"", "string"),
    ("visible", "Bool", "true", "bool"), ("scale", "Double", "1.0", "double"),
]

/// The two child targets of model `i` among `n`: models 2i+1 and 2i+2 (a binary tree, so
/// acyclic with import chains of depth log2 N — protoc overflows its stack on a chain of
/// 10,000 imports), else the shared leaf.
func childTargets(_ i: Int, _ n: Int) -> [String] {
    [2 * i + 1, 2 * i + 2].map { $0 < n ? modelName($0) : "Leaf" }
}

func writeThroughput(n: Int, dir: String) {
    makeDirectory(dir + "/obs")
    makeDirectory(dir + "/proto")
    func obsModel(_ name: String, children: [String]) -> String {
        var s = "model \(name) {\n"
        for (p, t, d, _) in scalars { s += "    \(p): \(t) = \(d)\n" }
        for (k, c) in children.enumerated() { s += "    child child\(k): \(c)?\n" }
        return s + "}\n"
    }
    func protoMessage(_ name: String, children: [String]) -> String {
        var s = "syntax = \"proto3\";\npackage bench;\n"
        for c in Set(children).sorted() { s += "import \"\(c).proto\";\n" }
        s += "message \(name) {\n"
        var field = 1
        for (p, _, _, t) in scalars { s += "  \(t) \(p) = \(field);\n"; field += 1 }
        for (k, c) in children.enumerated() { s += "  \(c) child\(k) = \(field);\n"; field += 1 }
        return s + "}\n"
    }
    write(obsModel("Leaf", children: []), to: "\(dir)/obs/Leaf.obs")
    write(protoMessage("Leaf", children: []), to: "\(dir)/proto/Leaf.proto")
    for i in 0..<n {
        let name = modelName(i), children = childTargets(i, n)
        write(obsModel(name, children: children), to: "\(dir)/obs/\(name).obs")
        write(protoMessage(name, children: children), to: "\(dir)/proto/\(name).proto")
    }
}

/// 10 properties of the compile-time models: (name, type, default).
let tenProperties: [(String, String, String)] = (0..<10).map { k in
    [("Int", "0"), ("String", "\"\""), ("Double", "0"), ("Bool", "false"), ("[Int]", "[]")]
        .map { ("p\(k)", $0.0, $0.1) }[k % 5]
}

/// Seed 000's hand-written pattern with the surface obsgen's callbacks output has: per
/// property a `didSet` over a callback list, `observeX` with `(new, old)` that returns a
/// cancelling token, `removeAllXObservers()`; a memberwise init with defaults; a protocol
/// with the getters and the `observeX` methods. One token class for all models.
func seed000Model(_ name: String) -> String {
    var proto = "protocol \(name)Protocol: AnyObject {\n", model = "final class \(name): \(name)Protocol {\n"
    let parameters = tenProperties.map { "\($0.0): \($0.1) = \($0.2)" }.joined(separator: ", ")
    model += "    private var nextObserver = 0\n\n    init(\(parameters)) {\n"
    for (p, _, _) in tenProperties { model += "        self.\(p) = \(p)\n" }
    model += "    }\n"
    for (p, t, _) in tenProperties {
        let cap = p.prefix(1).uppercased() + p.dropFirst()
        proto += "    var \(p): \(t) { get }\n"
        proto += "    func observe\(cap)(_ callback: @escaping (_ new: \(t), _ old: \(t)) -> Void) -> ObserverToken\n"
        model += """

            private var \(p)Observers: [(id: Int, callback: (_ new: \(t), _ old: \(t)) -> Void)] = []
            var \(p): \(t) {
                didSet { for observer in \(p)Observers { observer.callback(\(p), oldValue) } }
            }

            func observe\(cap)(_ callback: @escaping (_ new: \(t), _ old: \(t)) -> Void) -> ObserverToken {
                nextObserver += 1
                let id = nextObserver
                \(p)Observers.append((id, callback))
                return ObserverToken { [weak self] in self?.\(p)Observers.removeAll { $0.id == id } }
            }

            func removeAll\(cap)Observers() {
                \(p)Observers = []
            }

        """
    }
    return proto + "}\n\n" + model + "}\n\n"
}

/// The token of the seed-000 variant: cancels on `cancel()` or deinit.
let seed000Token = """
final class ObserverToken {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit { cancel() }

    func cancel() {
        onCancel?()
        onCancel = nil
    }
}


"""

func writeCompile(n: Int, dir: String) {
    for sub in ["obs", "macro", "didset", "seed000"] { makeDirectory("\(dir)/\(sub)") }
    var seed000 = seed000Token
    var obs = "", macro = "import Observation\n\n", didset = ""
    for i in 0..<n {
        let name = modelName(i)
        obs += "model \(name) {\n"
        macro += "@Observable\nfinal class \(name) {\n"
        didset += "final class \(name) {\n"
        for (p, t, d) in tenProperties {
            obs += "    \(p): \(t) = \(d)\n"
            macro += "    var \(p): \(t) = \(d)\n"
            didset += "    var \(p)Callbacks: [(_ new: \(t), _ old: \(t)) -> Void] = []\n"
            didset += "    var \(p): \(t) = \(d) {\n        didSet { for c in \(p)Callbacks { c(\(p), oldValue) } }\n    }\n"
        }
        obs += "}\n\n"
        macro += "}\n\n"
        didset += "}\n\n"
        seed000 += seed000Model(name)
    }
    write(obs, to: "\(dir)/obs/models.obs")
    write(macro, to: "\(dir)/macro/Models.swift")
    write(didset, to: "\(dir)/didset/Models.swift")
    write(seed000, to: "\(dir)/seed000/Models.swift")
}

let args = CommandLine.arguments
guard args.count == 4, let n = Int(args[2]) else {
    print("usage: schemagen throughput|compile N DIR")
    exit(2)
}
switch args[1] {
case "throughput": writeThroughput(n: n, dir: args[3])
case "compile": writeCompile(n: n, dir: args[3])
default: print("unknown mode \(args[1])"); exit(2)
}
