/// One model as the emission needs it, built once from the checked declaration
/// (`ModelPlanner`): its spellings, isolation, the shape its class takes in the run's style,
/// its members and events.
struct ModelPlan {
    /// The model's name.
    let name: String
    /// Its `///` lines.
    let doc: [String]
    /// How its class is isolated.
    let isolation: Isolation
    /// The shape its class takes: the run's style, except that a `@locked` model keeps the
    /// callbacks shape in the combine style (see docs/styles.md).
    let style: OutputStyle
    /// Its members other than events, in declaration order.
    let members: [MemberPlan]
    /// Its events, in declaration order.
    let events: [EventPlan]
    /// How many members it declares, events included (the number of rounds it numbers).
    let memberCount: Int
    /// The access of its memberwise `init` when an `internal init` line narrows it, else `nil`.
    let initAccess: AccessKeyword?
    /// Positions in `members` of its derived values, in evaluation order.
    let derivedOrder: [Int]
    /// The `.obs` file it is in: the lines between the init's parameters are copied from it
    /// as comments (see `SourceDirectives.initParameterList`).
    var source: SourceFile?
    /// Its conformance list: passed through, or implemented by obsgen (coding).
    let conformances: ConformancePlan

    /// The name as written in Swift (backticks for keywords).
    var swiftName: String { SwiftNames.escaped(name) }
    /// The protocol the class conforms to.
    var protocolName: String { name + "Protocol" }
    /// Observed stored members (`var`, `let`, child, children), in order.
    var stored: [MemberPlan] { members.filter { $0.isStored && !$0.isUnobserved } }
    /// `@ignored` and `weak` properties, in order.
    var unobserved: [MemberPlan] { members.filter(\.isUnobserved) }
    /// The memberwise `init`'s parameters, in order: every stored member but `weak` ones.
    var initParameters: [MemberPlan] { members.filter(\.isInitParameter) }
    /// Members with an observation API, in order.
    var observables: [MemberPlan] { members.filter(\.isObservable) }
    /// `child` and `children` members, in order.
    var childMembers: [MemberPlan] { members.filter { $0.child != nil } }
    /// Derived values, in evaluation order.
    var deriveds: [MemberPlan] { derivedOrder.map { members[$0] } }
    /// The stored members a `Codable` model encodes and decodes, in order: every stored
    /// member but `@ignored` and `weak` ones (the same as `stored`).
    var coded: [MemberPlan] { stored }
    /// `@persisted` properties, in order.
    var persisted: [MemberPlan] { members.filter { $0.persistedKey != nil } }
    /// Whether the model has a `@persisted` property (and so a store).
    var hasPersisted: Bool { members.contains { $0.persistedKey != nil } }
    /// Whether a derived value reads through children (`@locked` models only).
    var derivesThroughChildren: Bool { members.contains { $0.derived?.readsChildren == true } }
}

extension ModelPlan {
    /// Plans `model` of the run described by `program`, in `style`.
    init(model: ModelDecl, program: ProgramInfo, style: OutputStyle, source: SourceFile) {
        self = ModelPlanner(model: model, program: program, source: source).plan(style: style)
    }
}
