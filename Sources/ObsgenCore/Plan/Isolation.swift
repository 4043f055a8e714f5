/// How a generated class is isolated: what its stored state is protected by and which
/// attributes its callbacks carry.
///
/// A model without an attribute follows the module's default isolation
/// (`moduleDefault`: nothing is written, so it is `@MainActor` in a module built with
/// `-default-isolation MainActor`); `nonisolated model` opts out (`nonisolated`).
enum Isolation: String, Sendable, Hashable {
    /// No attribute: the class carries none either and takes the module's default isolation;
    /// used from one thread or actor at a time.
    case moduleDefault = "default"
    /// `nonisolated model` (and an event bus without `@MainActor`): the class is
    /// `nonisolated`, used from one thread at a time.
    case nonisolated
    /// `@MainActor`: the class and its callbacks are main-actor isolated.
    case mainActor
    /// `@locked`: the class is `Sendable`; a lock guards its state, callbacks are `@Sendable`.
    case locked

    /// The attributes written before a callback type: `""`, `"@MainActor "` or `"@Sendable "`.
    var callbackAttributes: String {
        switch self {
        case .moduleDefault, .nonisolated: ""
        case .mainActor: "@MainActor "
        case .locked: "@Sendable "
        }
    }

    /// The runtime protocol through which a `ChangeHistory` records and restores a model of
    /// this isolation.
    var recordableProtocol: String {
        switch self {
        case .moduleDefault, .nonisolated: "RecordableModel"
        case .mainActor: "MainActorRecordableModel"
        case .locked: "LockedRecordableModel"
        }
    }
}
