/// Every message the front end emits, in one place (Swift compiler style: lowercase, no
/// trailing period, tokens in single quotes).
enum SyntaxMessages {
    // MARK: Encoding and limits
    static func invalidUTF8(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    }
    static let nulByte = "NUL byte in source"
    static func fileTooLarge(_ size: Int) -> String { "file too large: \(size) bytes (limit 16 MiB)" }
    static let nestingTooDeep = "nesting too deep (over \(Limits.maxNestingDepth) levels)"
    static let identifierTooLong = "identifier too long (over \(Limits.maxIdentifierLength) bytes)"
    static let tooManyErrors = "too many errors (over \(Limits.maxDiagnosticsPerFile)), stopping here"

    // MARK: Lexical
    static let unterminatedString = "unterminated string literal"
    static let unterminatedComment = "unterminated '/*' comment"
    static let badBacktickIdentifier = "expected an identifier between backticks"
    static func neverClosed(_ opener: String) -> String { "'\(opener)' is never closed" }
    static func mismatched(_ closer: UInt8, expected: UInt8) -> String {
        "mismatched '\(char(closer))': expected '\(char(expected))' to match '\(char(ASCII.opener(of: expected)))'"
    }
    static func openedHere(_ opener: String) -> String { "'\(opener)' opened here" }
    static func unbalancedInExpression(_ closer: UInt8) -> String { "unexpected '\(char(closer))' in expression" }
    static func unbalancedInType(_ closer: UInt8) -> String { "unexpected '\(char(closer))' in type" }

    // MARK: Declarations
    static let expectedDeclaration = "expected a declaration: 'model', 'events' or 'import'"
    static let extraneousBrace = "extraneous '}' at top level"
    static let expectedModuleName = "expected a module name after 'import'"
    static let expectedModelName = "expected a model name after 'model'"
    static let expectedEventsName = "expected a name after 'events'"
    static let expectedModelBrace = "expected '{' after model name"
    static let expectedEventsBrace = "expected '{' after events name"
    static let expectedDeclarationAfterAttributes = "expected 'model' or 'events' after attributes"
    static func missingCloseBrace(model name: String) -> String { "'}' expected at end of model '\(name)'" }
    static func missingCloseBrace(events name: String) -> String { "'}' expected at end of events '\(name)'" }
    static func modelStartsHere(_ name: String) -> String { "model '\(name)' starts here" }
    static func eventsStartsHere(_ name: String) -> String { "events '\(name)' starts here" }

    // MARK: Attributes
    static let expectedAttributeName = "expected an attribute name after '@'"
    static func unknownAttribute(_ name: String) -> String { "unknown attribute '@\(name)'" }
    static let knownAttributes = "known attributes are '@MainActor', '@locked' and '@distinct'"
    static let attributesOnEventCase = "attributes cannot be applied to an event case"

    // MARK: Members
    static let expectedMember = "expected a member: a property, 'child', 'children', 'derived' or 'event'"
    static let expectedPropertyNameAfterLet = "expected a property name after 'let'"
    static func expectedColon(afterProperty name: String) -> String { "expected ':' after property name '\(name)'" }
    static func expectedType(after name: String) -> String { "expected a type after '\(name):'" }
    static let expectedExpression = "expected an expression after '='"
    static let expectedChildName = "expected a name after 'child'"
    static func expectedColon(afterChild name: String) -> String { "expected ':' after child name '\(name)'" }
    static func expectedChildModel(_ name: String) -> String { "expected a model name after 'child \(name):'" }
    static let childTypeShape = "'child' type must be a model name, like 'Settings' or 'Settings?'"
    static let useChildrenForArrays = "use 'children' for an array of models"
    static let expectedChildrenName = "expected a name after 'children'"
    static func expectedColon(afterChildren name: String) -> String { "expected ':' after children name '\(name)'" }
    static let childrenTypeShape = "'children' type must be an array or a dictionary of a model, like '[Part]' or '[UUID: Part]'"
    static let expectedDerivedName = "expected a name after 'derived'"
    static func expectedColon(afterDerived name: String) -> String { "expected ':' after derived name '\(name)'" }
    static func derivedNeedsExpression(_ name: String) -> String {
        "expected '=' and an expression for derived property '\(name)'"
    }
    static let expectedEventName = "expected an event name after 'event'"
    static let consecutiveMembers = "consecutive members on a line must be separated by ';'"

    // MARK: What Swift developers write first
    static func missingType(_ what: String, _ name: String) -> String { "\(what) '\(name)' has no type" }
    static func writeTheType(_ name: String, derived: Bool, value: String?) -> String {
        var example = (derived ? "derived " : "") + name + ": <Type>"
        if let value { example += " = " + (!value.isEmpty && value.count <= 30 && !value.contains("\n") ? value : "…") }
        return "obsgen does not infer types: write the type after the name, as in '\(example)'"
    }
    static func observerBlock(_ word: String) -> String { "a '\(word)' block cannot follow a member of a model" }
    static func observeInstead(_ name: String) -> String {
        let method = "observe" + name.prefix(1).uppercased() + name.dropFirst()
        return "obsgen generates the observation: subscribe with '\(method) { new, old in … }' on the model, "
            + "or install it once for every instance in 'func didInit()' in an extension of the generated class"
    }
    static let computedBody = "a computed property cannot be declared in a model"
    static func computedInstead(_ name: String, model: String) -> String {
        "declare it in an extension of the generated class ('extension \(model) { var \(name): … { … } }'), "
            + "or write 'derived \(name): Type = expression' for an observed value computed from members"
    }
    static let derivedBody = "a derived value is written after '=', not in a body"
    static func derivedInstead(_ name: String) -> String { "write 'derived \(name): Type = expression'" }
    static func extensionOnly(_ what: String) -> String { "\(what) cannot be declared in a model" }
    static func inAnExtension(_ model: String) -> String {
        "declare it in an extension of the generated class: 'extension \(model) { … }'"
    }
    static func initInAnExtension(_ model: String) -> String {
        "add a convenience initializer in an extension of the generated class: "
            + "'extension \(model) { convenience init(…) { self.init(…) } }'"
    }
    static func lazyInstead(_ model: String) -> String {
        "an extension cannot add stored properties: make it a member with a default ('name: Type = …', "
            + "built by the init) or a computed property in an extension of the generated class '\(model)'"
    }
    static func genericModel(_ name: String) -> String { "model '\(name)' cannot have generic parameters: generic models are not supported" }
    static let concreteModels = "declare a model for each concrete type, as in 'model IntBox { value: Int }'"
    static let swiftTypeAtTopLevel = "obsgen declares an observable class with 'model Name { … }'; other Swift declarations belong in a '.swift' file"

    // MARK: Modifiers, init line, conformances (see Parser+Modifiers)
    static let openMember = "'open' cannot be applied to a member of a model: models are final classes"
    static let openInstead = "write 'public' for a member that other modules may read"
    static let initNeedsAccess = "'init' in a model needs an access level, as in 'internal init'"
    static let initAccessExample =
        "'internal init' narrows the generated memberwise init; other initializers go in an extension of the generated class"
    static func attributeOnInit(_ spelling: String) -> String { "'\(spelling)' cannot be applied to 'init'" }
    static func expectedConformance(_ model: String) -> String { "expected a protocol name in the conformance list of model '\(model)'" }
    static let expectedCommaInConformances = "expected ',' or '{' after a conformance"
    static let genericConformance = "a conformance cannot have generic arguments"
    static let expectedConformanceAfterDot = "expected a name after '.'"
    static let nonisolatedOnEvents = "'nonisolated' applies to models, not events buses"
    static let nonisolatedEventsInstead = "an events bus without '@MainActor' is already nonisolated"
    static let ignoredOnDeclaration = "'@ignored' applies to stored properties, not to models or events buses"

    // MARK: Parameters and event cases
    static func expectedParameterName(_ owner: String) -> String { "expected a parameter name in \(owner)" }
    static func expectedColon(afterParameter name: String) -> String { "expected ':' after parameter name '\(name)'" }
    static let parameterNeedsLabel = "event parameter needs a label, like 'value: String'"
    static func wordAfterType(_ word: String, type: String) -> String {
        "unexpected '\(word)' after the type '\(type)' (a missing ',' between parameters, or ';' between members?)"
    }
    static func expectedCommaOrParen(_ owner: String) -> String { "expected ',' or ')' in the parameter list of \(owner)" }
    static func expectedCaseName(_ bus: String) -> String { "expected an event case name in events '\(bus)'" }
    static let consecutiveCases = "consecutive cases on a line must be separated by ';'"

    /// One ASCII byte as a string.
    static func char(_ byte: UInt8) -> String { String(UnicodeScalar(byte)) }
}
