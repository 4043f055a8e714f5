/// The names obsgen writes into the generated code (docs/generated-api.md), in one place so
/// the checker and the generator agree on them.
public enum GeneratedNames {
    /// The types of `ObsgenRuntime.swift`; no model or events bus may take these names.
    public static let runtimeTypes = [
        "ObservationToken", "DisposeBag", "ObservableModel", "PropertyBinding", "BoolFilter",
        "ChildChange", "OptionalChildChange", "ChildrenChange", "KeyedChildrenChange",
        "PersistenceStore", "Persistence", "PersistenceFailure", "InMemoryPersistenceStore", "UserDefaultsPersistenceStore",
        "ChangeHistory", "RecordableModel", "MainActorRecordableModel", "LockedRecordableModel",
    ]

    /// The names of standard-library types, modules and attributes that the generated code
    /// (templates and the strings the generator builds) writes unqualified. A top-level
    /// model or events bus of such a name would shadow it (`model Atomic` breaks the
    /// runtime's `Atomic<Int>`), so no model or bus may take one. `GeneratedNameListTests`
    /// fails when a template starts using a capitalized name that is in neither this list
    /// nor the names obsgen declares itself.
    public static let shadowableNames: Set<String> = [
        // Standard library types and protocols.
        "AnyObject", "Bool", "Equatable", "Hashable", "Hasher", "Int", "Never", "ObjectIdentifier", "Optional",
        "KeyPath", "PartialKeyPath", "ReferenceWritableKeyPath", "Sendable", "Set", "UInt", "UInt64", "Unmanaged", "UnsafeMutablePointer", "Void",
        "Any", "String", "Double", "Float", "UInt8", "Codable", "Encodable", "Decodable", "CustomStringConvertible",
        "UnsafeMutableRawPointer",
        // Concurrency, Synchronization, Observation, Combine and SwiftUI names.
        "Atomic", "AsyncStream", "MainActor", "Observable", "ObservationRegistrar", "ObservableObject", "ObservableObjectPublisher",
        "Published", "AnyCancellable", "AnyPublisher", "CurrentValueSubject", "Binding",
        // Foundation's undo manager, where there is one (a `ChangeHistory` registers with it).
        "UndoManager",
        // Modules the generated code imports or qualifies names with.
        "Swift", "Synchronization", "Observation", "Combine", "OpenCombine", "SwiftUI", "Darwin", "Glibc", "Musl", "Android",
        // The runtime's main-thread check and its Foundation part (whose Foundation types are
        // written `Foundation.Data` and so on, so that a model may be named `Data` or `URL`).
        "Dispatch", "DispatchQueue", "DispatchSpecificKey", "Foundation", "ObjectiveC",
    ]

    /// Types obsgen nests in every model class (`Change`), in every class with events
    /// (`Event`) or in every `Codable` model (`Snapshot`); a top-level model or bus with such a
    /// name would be shadowed by them.
    public static let nestedTypes = ["Change", "Event", "Snapshot"]

    /// The prefix of the generated code's private names; no name in an `.obs` file may
    /// start with it (compared case-insensitively).
    public static let reservedPrefix = "_obsgen"

    /// True when `name` starts with `_obsgen`, in any case.
    public static func isReserved(_ name: String) -> Bool {
        name.lowercased().hasPrefix(reservedPrefix)
    }

    /// The name with its first character uppercased: `isDone` -> `IsDone`.
    public static func capitalized(_ name: String) -> String {
        // Fast path (most names): an ASCII first character not followed by a combining
        // mark (the next byte is ASCII too, or there is none) is exactly one byte, and only
        // `a`...`z` change. Anything else goes through Unicode case mapping.
        let utf8 = name.utf8
        if let first = utf8.first, first < 0x80 {
            let second = utf8.dropFirst().first
            if second == nil || second! < 0x80 {
                guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
                return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                    var count = 0
                    for byte in utf8 {
                        buffer[count] = byte
                        count += 1
                    }
                    buffer[0] = first - 32
                    return count
                }
            }
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `observeX` for a member `x`.
    public static func observe(_ member: String) -> String { "observe" + capitalized(member) }

    /// `removeAllXObservers` for a member `x`.
    public static func removeAllObservers(_ member: String) -> String { "removeAll" + capitalized(member) + "Observers" }

    /// `modifyX` for a stored member `x` (emitted for `@locked` models; reserved in all).
    public static func modify(_ member: String) -> String { "modify" + capitalized(member) }

    /// `onE` for an event `e`.
    public static func on(_ event: String) -> String { "on" + capitalized(event) }

    /// `MProtocol`, the protocol generated for model `M`.
    public static func protocolName(ofModel model: String) -> String { model + "Protocol" }

    /// The names obsgen keeps in a model class whatever its members are: the nested `Change`
    /// and `Event` types, `observeChanges`, `binding`, the Combine style's `objectWillChange`,
    /// `post` (reserved in every model) and `didInit`, the hook every init
    /// calls; with `observeEvents` when the
    /// model has events, so that a model without events may have a member named `events`
    /// (`observeEvents` is then its own observer method); with `Snapshot`, `snapshot` and
    /// `apply` when the model is `Codable` (its snapshots).
    public static func modelNames(hasEvents: Bool, hasSnapshots: Bool = false) -> [String] {
        ["Change", "Event", "observeChanges", "binding", "objectWillChange", "post", "didInit"] + (hasEvents ? ["observeEvents"] : [])
            + (hasSnapshots ? snapshotNames : [])
    }

    /// What a `Codable` model has for its snapshots: the nested type and the two methods.
    public static let snapshotNames = ["Snapshot", "snapshot", "apply"]

    /// The names obsgen generates in a model class for one member (its own name aside):
    /// `observeX` and `removeAllXObservers` for an observable member (stored `var`,
    /// child, children, derived), `modifyX` too for a stored one, `onE` for an event;
    /// nothing for a `let` constant or an `@ignored` or `weak` property (never observed).
    public static func names(generatedFor member: MemberDecl) -> [String] {
        let name = member.name.text
        switch member.kind {
        case .property(let property) where property.isConstant || member.modifiers.isIgnored || member.modifiers.isWeak:
            return []
        case .property, .child, .children:
            return [observe(name), removeAllObservers(name), modify(name)]
        case .derived:
            return [observe(name), removeAllObservers(name)]
        case .event:
            return [on(name)]
        }
    }
}
