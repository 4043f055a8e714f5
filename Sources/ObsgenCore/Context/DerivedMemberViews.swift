// The template contexts of a derived member's lists: its parameters and the members it reads.

/// The template context of an element of a derived member's `deriveParameters`.
final class DeriveParameterView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [(.swiftName, .value), (.type, .value), (.argument, .value)]
    /// The keys (`ContextSchema`'s `deriveParameter` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The parameter.
    let parameter: DeriveParameterPlan

    /// The view of `parameter`.
    init(_ parameter: DeriveParameterPlan) { self.parameter = parameter }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .swiftName: .string(parameter.swiftName)
        case .type: .string(parameter.type)
        case .argument: .string(parameter.argument)
        default: nil
        }
    }
}

/// The template context of an element of a derived member's `trackedMembers`: a member
/// the value reads.
final class TrackedMemberView: ContextObject {
    /// The keys, in `--dump-context` order.
    static let fields: [(ContextKey, ContextShape)] = [(.swiftName, .value), (.storage, .value)]
    /// The keys (`ContextSchema`'s `trackedMember` kind).
    static let keys = ContextFields.keys(fields, adding: ContextSchema.listFlags)
    /// The keys `json` prints, in order.
    static let order = fields.map(\.0)

    /// The tracked member.
    let member: MemberPlan

    /// The view of `member`.
    init(_ member: MemberPlan) { self.member = member }

    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .swiftName: .string(member.swiftName)
        case .storage: .string(member.storage)
        default: nil
        }
    }
}
