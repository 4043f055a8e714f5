/// Names declared twice: models and events buses across all inputs of the run, members of
/// a model, cases of an events bus, parameters of one event.
enum DuplicateChecks {
    /// Reports every later declaration of a name, with a note at the first.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        var firstDeclarations = FirstDeclarations()
        for file in run.files {
            for declaration in file.declarations {
                firstDeclarations.declare(declaration.name, in: file.source, into: &sink)
            }
        }
        for model in run.models {
            var members = FirstDeclarations()
            for member in model.decl.members {
                members.declare(member.name, in: model.file, into: &sink)
                if case .event(let event) = member.kind {
                    checkParameters(event.parameters, in: model.file, into: &sink)
                }
            }
        }
        for bus in run.buses {
            var cases = FirstDeclarations()
            for eventCase in bus.decl.cases {
                cases.declare(eventCase.name, in: bus.file, into: &sink)
                checkParameters(eventCase.parameters, in: bus.file, into: &sink)
            }
        }
    }

    /// Reports a parameter label used twice in one event.
    private static func checkParameters(_ parameters: [Parameter], in file: SourceFile, into sink: inout DiagnosticSink) {
        var labels = FirstDeclarations()
        for parameter in parameters {
            labels.declare(parameter.name, in: file, into: &sink)
        }
    }
}

/// The first declaration of each name in one scope.
private struct FirstDeclarations {
    /// The first declarations in order; searched linearly while the scope is small (a
    /// model's members, an event's parameters), which is cheaper than hashing every name.
    private var declared: [Identifier] = []
    /// The file of each of `declared`.
    private var files: [SourceFile] = []
    /// From `Self.indexedFrom` declarations on: each name's position in `declared`.
    private var index: [String: Int] = [:]
    /// How many declarations a scope has before names are looked up by hashing.
    private static let indexedFrom = 16

    /// Records `name`, or reports it as a redeclaration when the scope already has it.
    mutating func declare(_ name: Identifier, in file: SourceFile, into sink: inout DiagnosticSink) {
        guard let position = position(of: name.text) else {
            if declared.count >= Self.indexedFrom {
                if index.isEmpty {
                    for (position, earlier) in declared.enumerated() where index[earlier.text] == nil { index[earlier.text] = position }
                }
                index[name.text] = declared.count
            }
            declared.append(name)
            files.append(file)
            return
        }
        let previous = declared[position]
        sink.error(
            "invalid redeclaration of '\(name.text)'", in: file, at: name.range,
            notes: [.at("'\(name.text)' previously declared here", previous.range, in: files[position], from: file)])
    }

    /// Where `name` was first declared, if it was.
    private func position(of name: String) -> Int? {
        if declared.count > Self.indexedFrom { return index[name] }
        return declared.firstIndex { $0.text == name }
    }
}
