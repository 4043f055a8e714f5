/// A declaration together with the input it was declared in.
struct Located<Declaration> {
    /// The declaration.
    let decl: Declaration
    /// The input that declares it.
    let file: SourceFile
}

/// What the checks need to know about a whole run: every model and events bus with its
/// file, in run order (file order, then source order), and which declaration owns a name.
struct RunIndex {
    /// The inputs, in the order given.
    let files: [ObsFile]
    /// Every model of the run, duplicates included, in run order.
    let models: [Located<ModelDecl>]
    /// Every events bus of the run, duplicates included, in run order.
    let buses: [Located<EventsDecl>]
    /// The first model declared with each name (a later duplicate is an error of its own).
    let modelNamed: [String: Located<ModelDecl>]
    /// The first events bus declared with each name.
    let busNamed: [String: Located<EventsDecl>]
    /// Model names without duplicates, in run order (the candidates for suggestions).
    let modelNames: [String]

    /// Indexes the inputs of one run.
    init(_ files: [ObsFile]) {
        self.files = files
        models = files.flatMap { file in file.models.map { Located(decl: $0, file: file.source) } }
        buses = files.flatMap { file in file.eventBuses.map { Located(decl: $0, file: file.source) } }
        var modelNamed: [String: Located<ModelDecl>] = [:]
        var modelNames: [String] = []
        for model in models where modelNamed[model.decl.name.text] == nil {
            modelNamed[model.decl.name.text] = model
            modelNames.append(model.decl.name.text)
        }
        self.modelNamed = modelNamed
        self.modelNames = modelNames
        var busNamed: [String: Located<EventsDecl>] = [:]
        for bus in buses where busNamed[bus.decl.name.text] == nil {
            busNamed[bus.decl.name.text] = bus
        }
        self.busNamed = busNamed
    }

    /// The models that own their name (the first declaration of each), in run order.
    var distinctModels: [Located<ModelDecl>] {
        modelNames.compactMap { modelNamed[$0] }
    }
}

/// Collects the diagnostics of the checks.
struct DiagnosticSink {
    /// What has been reported, in the order reported.
    private(set) var diagnostics: [Diagnostic] = []

    /// Reports an error at a range of a file.
    mutating func error(_ message: String, in file: SourceFile, at range: SourceRange?, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(.error, message, file: file, range: range, notes: notes))
    }
}

extension DiagnosticNote {
    /// A note pointing at `range` of `target`, naming the file only when it differs from
    /// `origin`, the file of the diagnostic that carries the note.
    static func at(_ message: String, _ range: SourceRange, in target: SourceFile, from origin: SourceFile) -> DiagnosticNote {
        DiagnosticNote(message, range: range, file: target === origin ? nil : target)
    }
}
