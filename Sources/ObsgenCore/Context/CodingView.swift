/// The template context of a model's coding conformance (`Codable`, implemented by
/// obsgen): the `coding` object of a model that declares `Codable`, `Encodable` or
/// `Decodable` (absent otherwise). Template `model-coding`.
final class CodingView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [
        (.codingConformances, .value), (.isEncodable, .value), (.isDecodable, .value),
        (.hasCodedMembers, .value), (.codedMembers, .list(.member)),
    ]
    /// The keys (`ContextSchema`'s `coding` kind).
    static let keys = ContextFields.keys(fields)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The conformance list.
    let plan: ConformancePlan
    /// The protocols as the extension writes them (`@MainActor Codable` for a `@MainActor` model).
    private let spelling: String
    /// The coded members' views (the model's `stored` list: the same member objects).
    private let codedMembers: ContextValue
    /// Whether there are any.
    private let hasCodedMembers: Bool

    /// The view of `plan` for a model of `isolation` whose coded members are `members`.
    init(_ plan: ConformancePlan, isolation: Isolation, members: ContextValue, count: Int) {
        self.plan = plan
        spelling = plan.codingSpelling(isolation)
        codedMembers = members
        hasCodedMembers = count > 0
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .codingConformances: .string(spelling)
        case .isEncodable: .bool(plan.encodes)
        case .isDecodable: .bool(plan.decodes)
        case .hasCodedMembers: .bool(hasCodedMembers)
        case .codedMembers: codedMembers
        default: nil
        }
    }
}
