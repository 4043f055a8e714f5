/// What the template `model-snapshot` needs of a coded member of a `Codable` model: its field in
/// the model's `Snapshot`, how `snapshot()` reads it, how `init(snapshot:)` passes it to the
/// memberwise init, and how `apply(_:)` assigns it (docs/state.md, "Snapshots").
struct SnapshotMemberView {
    /// The field's type: the member's own, or its children's `Snapshot` in the same container.
    let type: String
    /// The field's access: the member's getter's, `fileprivate` for a `private` one (the field
    /// is read by the model's extension, outside the struct).
    let access: String
    /// What `snapshot()` writes after the member's value to make the field (`.snapshot()` for
    /// a child; nothing for a property).
    let read: String
    /// The init argument made from the field of `snapshot` (`Person(snapshot: snapshot.owner)`).
    let initArgument: String
    /// How `apply` assigns it: a value (`var`), a child in place, an optional child, children.
    let applies: Apply

    /// How `apply` assigns a member.
    enum Apply {
        /// A `let`: never assigned (it was set by the init).
        case none
        /// A stored `var`: assigned when the values differ.
        case value
        /// `child c: C`: applied in place.
        case child
        /// `child c: C?`: applied in place, or made, or set to `nil`.
        case optionalChild
        /// `children`: matched by position or key, applied in place; extra ones removed, missing ones made.
        case children
    }

    /// The view of `member`, whose getter has access `getter`.
    init(_ member: MemberPlan, access getter: AccessKeyword) {
        access = MemberView.spelling(getter == .private ? .fileprivate : getter)
        let name = member.swiftName
        let field = "snapshot." + name
        guard let child = member.child else {
            type = member.type
            read = ""
            initArgument = field
            applies = member.kind.isConstant ? .none : .value
            return
        }
        let model = SwiftNames.escaped(child.model)
        let make = "{ \(model)(snapshot: $0) }"
        switch child.container {
        case .single:
            type = model + ".Snapshot"
            read = ".snapshot()"
            initArgument = "\(model)(snapshot: \(field))"
            applies = .child
        case .optional:
            type = model + ".Snapshot?"
            read = "?.snapshot()"
            initArgument = field + ".map " + make
            applies = .optionalChild
        case .array:
            type = "[\(model).Snapshot]"
            read = ".map { $0.snapshot() }"
            initArgument = field + ".map " + make
            applies = .children
        case .dictionary(let key):
            type = "[\(key): \(model).Snapshot]"
            read = ".mapValues { $0.snapshot() }"
            initArgument = field + ".mapValues " + make
            applies = .children
        }
    }

    /// The value of one of the member keys it answers.
    func value(for key: ContextKey) -> ContextValue? {
        switch key {
        case .snapshotType: .string(type)
        case .snapshotAccess: .string(access)
        case .snapshotRead: .string(read)
        case .snapshotInit: .string(initArgument)
        case .appliesValue: .bool(applies == .value)
        case .appliesChild: .bool(applies == .child)
        case .appliesOptionalChild: .bool(applies == .optionalChild)
        case .appliesChildren: .bool(applies == .children)
        default: nil
        }
    }
}
