/// Facts about all the models of one run that the context of any one file needs: which
/// model names exist, which models can be built with no arguments, which `Change` cases
/// close a recursion (and so must be `indirect`).
struct ProgramInfo {
    /// Every model of the run by name.
    let models: [String: ModelDecl]
    /// Models reachable from each model through child / optional child / children members.
    private let reachable: [String: Set<String>]
    /// Models whose memberwise `init` has a default for every parameter.
    private let buildable: Set<String>

    /// Gathers the facts from every parsed file of the run.
    init(files: [ObsFile]) {
        var models: [String: ModelDecl] = [:]
        for file in files {
            for model in file.models where models[model.name.text] == nil { models[model.name.text] = model }
        }
        self.models = models
        self.reachable = Self.reachability(models)
        self.buildable = Self.buildableModels(models)
    }

    /// True when the `Change` case for a member of `model` holding `child` must be `indirect`:
    /// the child's `Change` can contain `model`'s `Change` again.
    func isRecursive(from model: String, to child: String) -> Bool {
        child == model || reachable[child, default: []].contains(model)
    }

    /// True when `Model()` compiles: every stored member has a default.
    func isBuildableWithoutArguments(_ model: String) -> Bool {
        buildable.contains(model)
    }

    /// The model a child or children member refers to, if it is a member of that kind.
    static func childModel(of member: MemberDecl) -> String? {
        switch member.kind {
        case .child(let child): return child.model.text
        case .children(let children): return children.model.text
        default: return nil
        }
    }

    private static func reachability(_ models: [String: ModelDecl]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in models.keys {
            var seen = Set<String>()
            var stack = [name]
            while let next = stack.popLast() {
                for member in models[next]?.members ?? [] {
                    if let child = childModel(of: member), models[child] != nil, seen.insert(child).inserted {
                        stack.append(child)
                    }
                }
            }
            result[name] = seen
        }
        return result
    }

    private static func buildableModels(_ models: [String: ModelDecl]) -> Set<String> {
        var buildable = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (name, model) in models where !buildable.contains(name) {
                let allDefaulted = model.members.allSatisfy { member in
                    switch member.kind {
                    case .property(let property):
                        return property.defaultValue != nil || TypeFacts.isOptional(property.type.text)
                    case .child(let child):
                        return child.defaultValue != nil || child.isOptional || buildable.contains(child.model.text)
                    case .children, .derived, .event:
                        return true
                    }
                }
                if allDefaulted {
                    buildable.insert(name)
                    changed = true
                }
            }
        }
        return buildable
    }
}

/// What obsgen can tell about a type from its text alone.
enum TypeFacts {
    /// `T?` or `Optional<T>`: a missing default means `nil`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// `Bool`: the property also gets a `BoolFilter` observer.
    static func isBool(_ type: String) -> Bool {
        type == "Bool" || type == "Swift.Bool"
    }
}
