/// Members whose names, or the names generated for them, clash with what obsgen already
/// generates in the same class, and event-bus cases that would generate
/// the same `onX` method.
enum GeneratedNameChecks {
    /// Checks every model and events bus; at most one error per member or case.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models where !cannotClash(model.decl) {
            check(model.decl, in: model.file, into: &sink)
        }
        for bus in run.buses {
            var onNames: [String: String] = [:]
            for eventCase in bus.decl.cases {
                let name = eventCase.name.text
                let generated = GeneratedNames.on(name)
                guard let other = onNames[generated] else {
                    onNames[generated] = name
                    continue
                }
                if other != name {  // the same name twice is a redeclaration, reported elsewhere
                    sink.error(
                        "case '\(name)' would generate '\(generated)', which obsgen also generates for '\(other)'",
                        in: bus.file, at: eventCase.name.range)
                }
            }
        }
    }

    /// True when no name of `model` can clash, judged from the member names' bytes alone
    /// (no strings are built): then `check(_:in:into:)` would report nothing.
    ///
    /// Every generated name is `observe`, `removeAll`, `modify` or `on` followed by the
    /// capitalized member name. When every member name starts with `a`...`z` (so
    /// capitalizing maps distinct names to distinct names), none starts with one of those
    /// prefixes (so no member is named like a generated name), and none is a name obsgen
    /// keeps in every model or whose `observeX` is one (`changes`, `events`), the only
    /// equal names left are redeclarations, which the full check does not report either.
    /// Anything else takes the full check.
    static func cannotClash(_ model: ModelDecl) -> Bool {
        for member in model.members {
            var text = member.name.text
            let safe = text.withUTF8 { name -> Bool in
                guard let first = name.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
                for prefix in clashPrefixes where startsWith(name, prefix) { return false }
                for reserved in clashNames where name.count == reserved.count && startsWith(name, reserved) { return false }
                return true
            }
            if !safe { return false }
        }
        return true
    }

    /// Whether `bytes` begins with `prefix` (a plain loop: the generic `starts(with:)` over
    /// a string's UTF-8 view cost ~100 instructions per call).
    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        for index in prefix.indices where bytes[index] != prefix[index] { return false }
        return true
    }

    /// The prefixes of the names generated for members, as bytes.
    private static let clashPrefixes: [[UInt8]] = ["observe", "removeAll", "modify", "on"].map { Array($0.utf8) }

    /// Lowercase member names that clash with what obsgen keeps in a model
    /// (`GeneratedNames.modelNames`, or whose `observeX` is one of them, with events).
    private static let clashNames: [[UInt8]] = ["binding", "objectWillChange", "post", "didInit", "changes", "events"].map { Array($0.utf8) }

    /// Who owns a name in a model class.
    private enum Owner {
        /// obsgen, whatever the members are (`Change`, `observeChanges`, ...).
        case obsgen
        /// A member of that name.
        case member
        /// obsgen, for the member named here (`observeX` for `x`).
        case generated(for: String)
    }

    /// Checks the members of one model in declaration order; the later of two clashing
    /// names is reported.
    private static func check(_ model: ModelDecl, in file: SourceFile, into sink: inout DiagnosticSink) {
        let hasEvents = model.members.contains { if case .event = $0.kind { true } else { false } }
        var owners: [String: Owner] = [:]
        owners.reserveCapacity(8 + 4 * model.members.count)  // no rehashing while it fills
        for name in GeneratedNames.modelNames(hasEvents: hasEvents) { owners[name] = .obsgen }

        for member in model.members {
            let name = member.name.text
            let isEvent = if case .event = member.kind { true } else { false }
            let generated = GeneratedNames.names(generatedFor: member)
            if !isEvent, let owner = owners[name] {
                switch owner {
                case .obsgen:
                    sink.error("member '\(name)' clashes with '\(name)', which obsgen generates", in: file, at: member.name.range)
                case .generated(let source):
                    sink.error("member '\(name)' clashes with '\(name)', which obsgen generates for '\(source)'", in: file, at: member.name.range)
                case .member:
                    break  // a redeclaration, reported by the duplicate checks
                }
                continue
            }
            if let clash = generated.first(where: { owners[$0] != nil }), let owner = owners[clash] {
                let what: String
                switch owner {
                case .obsgen: what = "which obsgen already generates"
                case .member: what = "which clashes with member '\(clash)'"
                case .generated(let source) where source == name: continue  // a redeclaration
                case .generated(let source): what = "which obsgen also generates for '\(source)'"
                }
                sink.error("member '\(name)' would generate '\(clash)', \(what)", in: file, at: member.name.range)
                continue
            }
            if !isEvent { owners[name] = .member }
            for generatedName in generated { owners[generatedName] = .generated(for: name) }
        }
    }
}
