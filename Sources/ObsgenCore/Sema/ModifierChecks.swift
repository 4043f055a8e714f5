/// Member modifiers: where `var`, access levels, setter access, `weak` and
/// `@ignored` may be written, that none is repeated or contradicted, that no member is
/// wider than the generated code (`--access`), and the `internal init` line.
enum ModifierChecks {
    /// Checks the modifiers of every member and the init lines of every model.
    static func check(_ run: RunIndex, access: AccessKeyword, into sink: inout DiagnosticSink) {
        for model in run.models {
            for member in model.decl.members {
                checkRepeats(member.modifiers, in: model.file, into: &sink)
                checkPlacement(member, in: model.file, into: &sink)
                checkAccess(member, modelAccess: access, in: model.file, into: &sink)
                checkWeak(member, in: model.file, into: &sink)
            }
            checkInitLines(model.decl, modelAccess: access, in: model.file, into: &sink)
        }
    }

    /// What a member is, for messages: `constant 'x'`, `child 'x'`, ...
    static func describe(_ member: MemberDecl) -> String {
        let name = "'\(member.name.text)'"
        switch member.kind {
        case .property(let property): return (property.isConstant ? "constant " : "property ") + name
        case .child: return "child " + name
        case .children: return "children " + name
        case .derived: return "derived value " + name
        case .event: return "event " + name
        }
    }

    /// `duplicate modifier 'weak'`; two different access levels conflict.
    private static func checkRepeats(_ modifiers: MemberModifiers, in file: SourceFile, into sink: inout DiagnosticSink) {
        var firstAccess: Modifier?
        var firstSetter: Modifier?
        var firstOther: [ModifierKind: Modifier] = [:]
        for modifier in modifiers.list {
            let previous: Modifier?
            switch modifier.kind {
            case .access:
                previous = firstAccess
                if firstAccess == nil { firstAccess = modifier }
            case .setterAccess:
                previous = firstSetter
                if firstSetter == nil { firstSetter = modifier }
            default:
                previous = firstOther[modifier.kind]
                if previous == nil { firstOther[modifier.kind] = modifier }
            }
            guard let previous else { continue }
            let note = DiagnosticNote.at("'\(previous.kind.spelling)' written here", previous.range, in: file, from: file)
            if previous.kind == modifier.kind {
                sink.error("duplicate modifier '\(modifier.kind.spelling)'", in: file, at: modifier.range, notes: [note])
            } else {
                sink.error(
                    "conflicting access modifiers '\(previous.kind.spelling)' and '\(modifier.kind.spelling)'", in: file,
                    at: modifier.range, notes: [note])
            }
        }
    }

    /// `var` only on stored properties, `(set)` only on what has a setter, `@ignored` only on
    /// stored `var` properties (and never with `@distinct`).
    private static func checkPlacement(_ member: MemberDecl, in file: SourceFile, into sink: inout DiagnosticSink) {
        let what = describe(member)
        var isStoredVar = false
        var isConstant = false
        if case .property(let property) = member.kind {
            isConstant = property.isConstant
            isStoredVar = !property.isConstant
        }
        if let modifier = member.modifiers.first(.var) {
            if isConstant {
                sink.error("'var' and 'let' cannot be combined on \(what)", in: file, at: modifier.range)
            } else if !isStoredVar {
                sink.error(
                    "'var' applies to stored properties, not to \(what)", in: file, at: modifier.range,
                    notes: [DiagnosticNote("remove 'var': '\(keyword(of: member))' declares the member")])
            }
        }
        if let setter = member.modifiers.setterAccess {
            let spelling = setter.kind.spelling
            switch member.kind {
            case .property(let property) where property.isConstant:
                sink.error("\(what) has no setter; remove '\(spelling)'", in: file, at: setter.range)
            case .derived:
                sink.error("\(what) has no setter (it is computed); remove '\(spelling)'", in: file, at: setter.range)
            case .event:
                sink.error("'\(spelling)' cannot be applied to \(what)", in: file, at: setter.range)
            default:
                break
            }
        }
        guard let ignored = member.modifiers.first(.ignored) else { return }
        switch member.kind {
        case .property(let property) where property.isConstant:
            sink.error("\(what) is never observed; remove '@ignored'", in: file, at: ignored.range)
        case .property(let property):
            if member.modifiers.isWeak {
                sink.error("'@ignored' is redundant on weak \(what): a weak member is never observed", in: file, at: ignored.range)
            }
            if let distinct = property.attributes.first(where: { $0.kind == .distinct }) {
                sink.error("'@distinct' has no effect on '@ignored' \(what), which is not observed", in: file, at: distinct.range)
            }
        case .child, .children:
            let type = ChildChecks.childModel(of: member)?.text ?? "Type"
            let note = "to hold a model without forwarding its changes, declare a plain property '\(member.name.text): \(type)'"
            sink.error(
                "\(what) cannot be '@ignored': forwarding its changes is what '\(keyword(of: member))' means", in: file,
                at: ignored.range, notes: [DiagnosticNote(note)])
        case .derived:
            sink.error(
                "\(what) cannot be '@ignored'", in: file, at: ignored.range,
                notes: [DiagnosticNote("an unobserved computed value is a computed property in an extension of the generated class")])
        case .event:
            sink.error("'@ignored' cannot be applied to \(what)", in: file, at: ignored.range)
        }
    }

    /// No access (getter or setter) wider than the generated code; a setter narrower than
    /// its getter.
    private static func checkAccess(_ member: MemberDecl, modelAccess: AccessKeyword, in file: SourceFile, into sink: inout DiagnosticSink) {
        let what = describe(member)
        for modifier in [member.modifiers.access, member.modifiers.setterAccess].compactMap({ $0 }) {
            guard let level = level(of: modifier), level > modelAccess else { continue }
            sink.error(
                "\(what) cannot be '\(modifier.kind.spelling)': the generated code is '\(modelAccess.rawValue)' ('--access')",
                in: file, at: modifier.range,
                notes: [DiagnosticNote("run obsgen with '--access \(level.rawValue)', or remove '\(modifier.kind.spelling)'")])
        }
        guard let setter = member.modifiers.setterAccess, let setterLevel = level(of: setter), setterLevel <= modelAccess else { return }
        let getter = member.modifiers.accessLevel ?? modelAccess
        guard getter <= modelAccess else { return }
        if setterLevel == getter {
            sink.error(
                "'\(setter.kind.spelling)' does not narrow the setter of \(what), which is '\(getter.rawValue)' already",
                in: file, at: setter.range)
        } else if setterLevel > getter {
            sink.error(
                "the setter of \(what) cannot be wider than its getter: '\(setter.kind.spelling)' on a '\(getter.rawValue)' member",
                in: file, at: setter.range)
        }
    }

    /// `weak x: T?`: a stored `var` property of optional type, starting `nil`, not observed.
    private static func checkWeak(_ member: MemberDecl, in file: SourceFile, into sink: inout DiagnosticSink) {
        guard let weak = member.modifiers.first(.weak) else { return }
        let what = describe(member)
        switch member.kind {
        case .property(let property) where property.isConstant:
            sink.error(
                "\(what) cannot be 'weak': a weak member is not an init parameter, so a constant would always be nil",
                in: file, at: weak.range)
        case .property(let property):
            let type = property.type.text
            if !(type.hasSuffix("?") || type.hasPrefix("Optional<")) {
                sink.error(
                    "weak \(what) must have an optional type", in: file, at: property.type.range,
                    notes: [DiagnosticNote("a weak reference becomes nil when its object goes away: write 'weak \(member.name.text): \(type)?'")])
            }
            if let value = property.defaultValue, value.text != "nil" {
                sink.error(
                    "weak \(what) starts nil and is not an init parameter; remove the default", in: file, at: value.range,
                    notes: [DiagnosticNote("assign it after the init (for example in 'func didInit()' in an extension)")])
            }
            if let distinct = property.attributes.first(where: { $0.kind == .distinct }) {
                sink.error("'@distinct' has no effect on weak \(what), which is not observed", in: file, at: distinct.range)
            }
        case .child, .children:
            let note = "a model owns its children; for a back-reference to an owner, declare 'weak owner: Owner?' (not observed)"
            sink.error("\(what) cannot be 'weak'", in: file, at: weak.range, notes: [DiagnosticNote(note)])
        case .derived, .event:
            sink.error("'weak' applies to stored properties, not to \(what)", in: file, at: weak.range)
        }
    }

    /// At most one `internal init` line per model, narrower than the model, with no other
    /// modifier.
    private static func checkInitLines(_ model: ModelDecl, modelAccess: AccessKeyword, in file: SourceFile, into sink: inout DiagnosticSink) {
        guard let first = model.initAccess.first else { return }
        for line in model.initAccess.dropFirst() {
            sink.error(
                "duplicate 'init' line in model '\(model.name.text)'", in: file, at: line.range,
                notes: [.at("first written here", first.range, in: file, from: file)])
        }
        for line in model.initAccess {
            for modifier in line.otherModifiers {
                sink.error("'\(modifier.kind.spelling)' cannot be applied to 'init'", in: file, at: modifier.range)
            }
            let spelling = "\(line.access.rawValue) init"
            if line.access > modelAccess {
                sink.error(
                    "'\(spelling)' cannot be wider than model '\(model.name.text)', which is '\(modelAccess.rawValue)' ('--access')",
                    in: file, at: line.range)
            } else if line.access == modelAccess {
                sink.error(
                    "'\(spelling)' does not narrow the memberwise init of '\(model.name.text)', which is '\(modelAccess.rawValue)' already",
                    in: file, at: line.range,
                    notes: [DiagnosticNote("remove the line, or write a narrower level (the app builds the model through its own convenience inits)")])
            }
        }
    }

    /// The level of an access or setter access modifier.
    private static func level(of modifier: Modifier) -> AccessKeyword? {
        switch modifier.kind {
        case .access(let level), .setterAccess(let level): return level
        default: return nil
        }
    }

    /// The keyword that declares the member (`child`, `derived`, ...).
    private static func keyword(of member: MemberDecl) -> String {
        switch member.kind {
        case .property(let property): return property.isConstant ? "let" : "var"
        case .child: return "child"
        case .children: return "children"
        case .derived: return "derived"
        case .event: return "event"
        }
    }
}
