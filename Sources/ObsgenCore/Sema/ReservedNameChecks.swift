/// Names obsgen keeps for itself: runtime types, the nested `Change`/`Event` types, the
/// standard names the generated code uses unqualified, the generated `XProtocol` of each
/// model, and the `_obsgen` prefix of private names.
enum ReservedNameChecks {
    /// Checks every declaration, member, case and parameter name of the run.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for file in run.files {
            for declaration in file.declarations {
                checkTopLevel(declaration, in: file.source, run: run, into: &sink)
                switch declaration {
                case .model(let model):
                    for member in model.members {
                        checkPrefix(member.name, in: file.source, into: &sink)
                        if case .event(let event) = member.kind {
                            event.parameters.forEach { checkPrefix($0.name, in: file.source, into: &sink) }
                        }
                    }
                case .events(let bus):
                    for eventCase in bus.cases {
                        checkPrefix(eventCase.name, in: file.source, into: &sink)
                        eventCase.parameters.forEach { checkPrefix($0.name, in: file.source, into: &sink) }
                    }
                }
            }
        }
    }

    /// The name of a model or events bus; one error at most.
    private static func checkTopLevel(_ declaration: Declaration, in file: SourceFile, run: RunIndex, into sink: inout DiagnosticSink) {
        let name = declaration.name
        let kind = if case .model = declaration { "model" } else { "events bus" }
        if GeneratedNames.runtimeTypes.contains(name.text) {
            sink.error("\(kind) '\(name.text)' clashes with the obsgen runtime type '\(name.text)'", in: file, at: name.range)
        } else if GeneratedNames.nestedTypes.contains(name.text) {
            sink.error(
                "\(kind) '\(name.text)' clashes with the nested type '\(name.text)' that obsgen generates in models",
                in: file, at: name.range)
        } else if GeneratedNames.shadowableNames.contains(name.text) {
            sink.error(
                "\(kind) '\(name.text)' would shadow '\(name.text)', which the generated code uses; choose another name",
                in: file, at: name.range)
        } else if name.text.hasSuffix("Protocol"), let model = run.modelNamed[String(name.text.dropLast("Protocol".count))] {
            let modelName = model.decl.name.text
            sink.error(
                "\(kind) '\(name.text)' clashes with the protocol obsgen generates for model '\(modelName)'", in: file, at: name.range,
                notes: [.at("'\(modelName)' declared here", model.decl.name.range, in: model.file, from: file)])
        } else {
            checkPrefix(name, in: file, into: &sink)
        }
    }

    /// `'_obsgenX' starts with '_obsgen', which is reserved for names obsgen generates`.
    private static func checkPrefix(_ name: Identifier, in file: SourceFile, into sink: inout DiagnosticSink) {
        guard GeneratedNames.isReserved(name.text) else { return }
        sink.error(
            "'\(name.text)' starts with '\(GeneratedNames.reservedPrefix)', which is reserved for names obsgen generates",
            in: file, at: name.range)
    }
}
