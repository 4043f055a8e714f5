/// How a generated class is isolated: what its stored state is protected by and which
/// attributes its callbacks carry.
///
/// SPEC §6's `nonisolated model` and a module's default isolation resolve to one of these
/// cases before planning (a further case, not a flag, if they ever need their own shape).
enum Isolation: String, Sendable, Hashable {
    /// No attribute: the class is `nonisolated`, used from one thread at a time.
    case nonisolated
    /// `@MainActor`: the class and its callbacks are main-actor isolated.
    case mainActor
    /// `@locked`: the class is `Sendable`; a lock guards its state, callbacks are `@Sendable`.
    case locked

    /// The attributes written before a callback type: `""`, `"@MainActor "` or `"@Sendable "`.
    var callbackAttributes: String {
        switch self {
        case .nonisolated: ""
        case .mainActor: "@MainActor "
        case .locked: "@Sendable "
        }
    }
}
