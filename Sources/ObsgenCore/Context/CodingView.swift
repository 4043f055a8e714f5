/// The template context of a model's coding conformance (`Codable`, implemented by
/// obsgen): the `coding` object of a model that declares `Codable`, `Encodable` or
/// `Decodable` (absent otherwise). Template `model-coding`.
final class CodingView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [
        (.codingConformances, .value), (.isEncodable, .value), (.isDecodable, .value),
        (.hasCodedMembers, .value), (.codedMembers, .list(.member)), (.copiesUnderLock, .value),
        (.hasSnapshots, .value), (.snapshotConformances, .value), (.hasAppliedMembers, .value),
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
    /// Whether there are any, and any that `apply(_:)` assigns (not a `let`).
    private let hasCodedMembers: Bool, hasAppliedMembers: Bool
    /// Whether `encode(to:)` first copies the coded values in one hold of the model's lock
    /// (a `@locked` model with coded members), then encodes the copies with the lock released.
    private let copiesUnderLock: Bool

    /// The view of `plan` for a model of `isolation` whose coded members are `members`.
    init(_ plan: ConformancePlan, isolation: Isolation, members: ContextValue, count: Int, applied: Int) {
        self.plan = plan
        spelling = plan.codingSpelling(isolation)
        codedMembers = members
        hasCodedMembers = count > 0
        hasAppliedMembers = applied > 0
        copiesUnderLock = isolation == .locked && count > 0
    }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .codingConformances: .string(spelling)
        case .isEncodable: .bool(plan.encodes)
        case .isDecodable: .bool(plan.decodes)
        case .hasCodedMembers: .bool(hasCodedMembers)
        case .copiesUnderLock: .bool(copiesUnderLock)
        case .codedMembers: codedMembers
        case .hasSnapshots: .bool(plan.hasSnapshots)
        case .hasAppliedMembers: .bool(hasAppliedMembers)
        case .snapshotConformances: .string(plan.snapshotIsEquatable ? "Sendable, Codable, Equatable" : "Sendable, Codable")
        default: nil
        }
    }
}
