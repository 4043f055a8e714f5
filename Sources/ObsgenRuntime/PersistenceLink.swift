#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

#if !canImport(Darwin) && canImport(Dispatch)
import Dispatch
#endif

// How a change of a persisted key reaches the members that persist it: each model with
// `@persisted` members holds one `_ObsgenPersistence` (its store and the keys it loaded); the
// hub knows, per store and key, the models to tell. A model's setter stores, saves, calls its
// callbacks, then posts; obsgen's stores post what is written through them directly; the
// `UserDefaults` store also posts what the platform reports. Each model takes the change on
// its own isolation, through its setter, without saving it again.

/// A model's persistence: its store, the keys its members loaded, and how it takes a change
/// made elsewhere.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenPersistence: @unchecked Sendable {
    /// How the model takes a change made elsewhere.
    enum Delivery {
        /// A `@locked` model: on the thread that made the change.
        case anyThread
        /// A `@MainActor` model: at once on the main thread, else queued on the main actor.
        case mainActor
        /// A model that is not `Sendable`, made on the main thread: at once when the change is
        /// made on the main thread, never from another one.
        case mainThread
    }

    /// The model's store (`Self.persistenceStore`, read once).
    public let store: any PersistenceStore
    /// Where changes of the store's keys are announced.
    let channel: ObjectIdentifier
    /// The keys the members loaded (written by the init only, before the hub knows the model).
    private(set) var keys: [String] = []
    /// How changes reach the model (written by `start`, before the hub knows the model).
    private(set) var delivery = Delivery.anyThread
    /// The model's receiver of a changed key (written by `start`, before the hub knows the model).
    private var receiver: ((String) -> Void)?
    /// The key whose stored value the model is assigning (on the model's isolation), if any.
    private var receivingKey: String?

    /// The persistence of a model that stores in `store`.
    public init(_ store: any PersistenceStore) {
        self.store = store
        channel = (store as? any _ObsgenChangeReportingStore)?._obsgenChannel ?? ObjectIdentifier(store)
    }

    deinit {
        _ObsgenPersistenceHub.shared.remove(self)
    }

    /// The value stored under `key`, if any (an init's first read: the key is remembered).
    public func load<Value: Codable>(_ key: String) -> Value? {
        keys.append(key)
        return store.value(forKey: key)
    }

    /// The value stored under `key` now, if any (the read of a change made elsewhere).
    public func reload<Value: Codable>(_ key: String) -> Value? {
        store.value(forKey: key)
    }

    /// Saves `value`, the new value of the property persisted under `key`, unless it came from
    /// the store (`receive`); true when it was saved (and is to be announced by `post`).
    @inline(__always)
    public func save<Value: Codable>(_ value: Value, _ key: String) -> Bool {
        if let receiving = receivingKey, receiving == key {
            receivingKey = nil
            return false
        }
        write(value, key)
        return true
    }

    /// Stores `value` under `key` without announcing it (an obsgen store's `set` would): the
    /// model announces its own change with `post`, after its callbacks.
    public func write<Value: Codable>(_ value: Value, _ key: String) {
        if let store = store as? any _ObsgenChangeReportingStore {
            store._obsgenWrite(value, forKey: key)
        } else {
            store.set(value, forKey: key)
        }
    }

    /// Runs `assign`, the assignment of a value read from the store under `key` through the
    /// property's setter, whose `save` then skips it (the first save of `key` it reaches: the
    /// setter's own, before any callback runs). An assignment of the same property made before
    /// that save, by code that runs before the value is stored (an `objectWillChange` or `$x`
    /// subscriber, an observation `onChange`), reaches it first: its value, which the outer
    /// store then replaces, is not saved, and the outer one is saved again, so that the store
    /// ends holding what the model holds.
    public func receive(_ key: String, _ assign: () -> Void) {
        receivingKey = key
        defer { receivingKey = nil }
        assign()
    }

    /// Tells the other models that persist `key` in this store that it changed.
    @inline(__always)
    public func post(_ key: String) {
        _ObsgenPersistenceHub.shared.post(channel: channel, key: key, from: self)
    }

    /// Starts taking changes of the loaded keys made elsewhere, on `isolation` (the init's
    /// `#isolation`): a `@MainActor` model on the main actor; a model that is not isolated
    /// only when it is made on the main thread, and then on the main thread only.
    public func start(_ isolation: (any _Concurrency.Actor)?, _ receive: @escaping (String) -> Void) {
        if let isolation {
            guard ObjectIdentifier(isolation) == ObjectIdentifier(MainActor.shared) else { return }
            delivery = .mainActor
        } else {
            guard _obsgenIsMainThread() else { return }
            delivery = .mainThread
        }
        receiver = receive
        _ObsgenPersistenceHub.shared.add(self)
    }

    /// Starts taking changes of the loaded keys made elsewhere, on the thread that makes them
    /// (a `@locked` model).
    public func startOnAnyThread(_ receive: @escaping @Sendable (String) -> Void) {
        delivery = .anyThread
        receiver = receive
        _ObsgenPersistenceHub.shared.add(self)
    }

    /// Hands a change of `key` to the model, on its isolation.
    func deliver(_ key: String) {
        switch delivery {
        case .anyThread:
            receiver?(key)
        case .mainThread:
            if _obsgenIsMainThread() { receiver?(key) }
        case .mainActor:
            if _obsgenIsMainThread() {
                MainActor.assumeIsolated { receiver?(key) }
            } else {
                _Concurrency.Task { @MainActor in self.receiver?(key) }
            }
        }
    }
}

/// The models to tell of a change, by store and key.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenPersistenceHub: @unchecked Sendable {
    /// A key of a store (of its channel).
    struct Address: Hashable {
        let channel: ObjectIdentifier
        let key: String
    }

    /// A model's persistence, held weakly (it leaves the hub in its deinit).
    struct Listener {
        let id: ObjectIdentifier
        weak var persistence: _ObsgenPersistence?
    }

    /// The one hub of the process (of this runtime).
    public static let shared = _ObsgenPersistenceHub()

    private let _obsgenLock = _ObsgenLock()
    private var _obsgenListeners: [Address: [Listener]] = [:]

    /// Adds `persistence` under each of its keys; asks the store to watch the keys no model
    /// listened to before.
    func add(_ persistence: _ObsgenPersistence) {
        let listener = Listener(id: ObjectIdentifier(persistence), persistence: persistence)
        let fresh = _obsgenLock.withLock { () -> [String] in
            var fresh: [String] = []
            for key in persistence.keys {
                let address = Address(channel: persistence.channel, key: key)
                if _obsgenListeners[address] == nil { fresh.append(key) }
                _obsgenListeners[address, default: []].append(listener)
            }
            return fresh
        }
        guard let store = persistence.store as? any _ObsgenChangeReportingStore else { return }
        for key in fresh { store._obsgenWatch(key) }
    }

    /// Removes `persistence` (its model is going away).
    func remove(_ persistence: _ObsgenPersistence) {
        let id = ObjectIdentifier(persistence)
        _obsgenLock.withLock {
            for key in persistence.keys {
                let address = Address(channel: persistence.channel, key: key)
                guard var listeners = _obsgenListeners[address] else { continue }
                listeners.removeAll { $0.id == id }
                // The entry stays, empty, so that the store is not asked to watch the key again.
                _obsgenListeners[address] = listeners
            }
        }
    }

    /// Tells every model listening to `key` of `channel`, but `origin`, that it changed.
    public func post(channel: ObjectIdentifier, key: String, from origin: _ObsgenPersistence?) {
        let originID = origin.map(ObjectIdentifier.init)
        let targets = _obsgenLock.withLock { () -> [_ObsgenPersistence] in
            guard let listeners = _obsgenListeners[Address(channel: channel, key: key)] else { return [] }
            return listeners.compactMap { $0.id == originID ? nil : $0.persistence }
        }
        for target in targets { target.deliver(key) }
    }
}

/// True on the process's main thread.
@_spi(ObsgenRuntime) public nonisolated func _obsgenIsMainThread() -> Bool {
    #if canImport(Darwin)
    return pthread_main_np() != 0
    #elseif canImport(Dispatch)
    return DispatchQueue.getSpecific(key: _ObsgenMainQueueMark.key) != nil
    #else
    return true
    #endif
}

#if !canImport(Darwin) && canImport(Dispatch)
/// A mark on the main queue: what is found there runs on the main thread.
@_spi(ObsgenRuntime) public nonisolated enum _ObsgenMainQueueMark {
    /// The mark's key, set on the main queue when first used.
    public static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
#endif
