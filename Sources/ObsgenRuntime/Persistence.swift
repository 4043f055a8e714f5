#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// MARK: - Persisted members: the API

/// Where `@persisted` members keep their values: a key-value store of `Codable` values.
///
/// obsgen ships two: `InMemoryPersistenceStore` (tests, previews) and, where Foundation
/// exists, `UserDefaultsPersistenceStore`. A model uses `Self.persistenceStore`, which an
/// extension of the model may declare; otherwise `Persistence.defaultStore`.
///
/// A store of your own implements these two methods; when a stored value cannot be read as
/// `T`, `value(forKey:)` returns `nil` and reports it through `Persistence.report(_:)`.
public nonisolated protocol PersistenceStore: AnyObject, Sendable {
    /// The value stored under `key`, or `nil` when there is none or it cannot be read as `T`.
    func value<T: Codable>(forKey key: String) -> T?

    /// Stores `value` under `key` (a `nil` optional removes the key).
    func set<T: Codable>(_ value: T, forKey key: String)
}

/// A value stored under a key that could not be read (or a value that could not be written):
/// what `Persistence.failureHandler` receives.
public nonisolated struct PersistenceFailure: Sendable, Hashable, CustomStringConvertible {
    /// Reading or writing.
    public enum Operation: String, Sendable, Hashable {
        /// The stored value could not be read as the member's type: the member kept its default
        /// (or its current value), and the stored data is left as it is until the member changes.
        case read
        /// The value could not be encoded: nothing was stored.
        case write
    }

    /// The key.
    public let key: String
    /// The member's type, as Swift prints it.
    public let typeName: String
    /// Reading or writing.
    public let operation: Operation
    /// What went wrong (the decoding error, or what was found instead).
    public let reason: String

    /// A failure of `operation` on `key` for a value of type `typeName`.
    public init(key: String, typeName: String, operation: Operation, reason: String) {
        self.key = key
        self.typeName = typeName
        self.operation = operation
        self.reason = reason
    }

    /// One line: what failed, on which key, and why.
    public var description: String {
        switch operation {
        case .read:
            "the value stored under '\(key)' cannot be read as \(typeName) (\(reason)); the member keeps its default, and the stored data is kept until the member changes"
        case .write:
            "a \(typeName) value cannot be stored under '\(key)' (\(reason)); nothing was stored"
        }
    }
}

/// The process-wide settings of `@persisted` members: the store models use when they declare
/// none, and where failures are reported.
public nonisolated enum Persistence {
    /// The store of every model that declares no `persistenceStore` of its own: set it once at
    /// launch, before the first model with a `@persisted` member is made (a model reads its
    /// store once, when it is made). It starts as `UserDefaultsPersistenceStore.standard` when
    /// the runtime has its Foundation part (`ObsgenUserDefaults.swift`), else as an
    /// `InMemoryPersistenceStore`.
    public static var defaultStore: any PersistenceStore {
        get { _ObsgenPersistenceSettings.shared.store }
        set { _ObsgenPersistenceSettings.shared.store = newValue }
    }

    /// Called once per key and operation with what could not be read or written (never a
    /// crash). The default writes the failure's description to standard error in debug
    /// builds (`DEBUG` defined) and does nothing otherwise. Set it at launch to log failures
    /// your own way.
    public static var failureHandler: @Sendable (PersistenceFailure) -> Void {
        get { _ObsgenPersistenceSettings.shared.handler }
        set { _ObsgenPersistenceSettings.shared.handler = newValue }
    }

    /// Hands `failure` to `failureHandler`, unless a failure of the same operation on the same
    /// key was reported before in this process. obsgen's stores call it; a store of your own
    /// may too.
    public static func report(_ failure: PersistenceFailure) {
        guard _ObsgenPersistenceSettings.shared.isFirstReport(of: failure) else { return }
        failureHandler(failure)
    }
}

/// A store that keeps its values in memory, for tests and previews: nothing outlives the
/// process. A value is kept as it was given (a class instance is shared, not copied) and read
/// back only as its own type: asking for another type is a read failure (reported).
public nonisolated final class InMemoryPersistenceStore: PersistenceStore, _ObsgenChangeReportingStore, @unchecked Sendable {
    private let _obsgenLock = _ObsgenLock()
    private var _obsgenValues: [String: Any]

    /// A store holding `values` (none by default).
    public init(_ values: [String: any Sendable] = [:]) {
        _obsgenValues = values
    }

    /// The value stored under `key` as a `T`; `nil` when there is none, or (reported) when the
    /// value stored there is of another type.
    public func value<T: Codable>(forKey key: String) -> T? {
        guard let stored = _obsgenLock.withLock({ _obsgenValues[key] }) else { return nil }
        if let value = stored as? T { return value }
        Persistence.report(PersistenceFailure(
            key: key, typeName: "\(T.self)", operation: .read, reason: "a \(type(of: stored)) is stored there"))
        return nil
    }

    /// Stores `value` under `key` (a `nil` optional removes it) and tells the models that
    /// persist `key` in this store.
    public func set<T: Codable>(_ value: T, forKey key: String) {
        _obsgenWrite(value, forKey: key)
        _ObsgenPersistenceHub.shared.post(channel: _obsgenChannel, key: key, from: nil)
    }

    /// Removes the value stored under `key`, if any, and tells the models that persist `key` in
    /// this store (an optional member becomes `nil`; others keep their value).
    public func removeValue(forKey key: String) {
        // Released after the lock: a class value's deinit is user code.
        let removed = _obsgenLock.withLock { _obsgenValues.removeValue(forKey: key) }
        withExtendedLifetime(removed) {}
        _ObsgenPersistenceHub.shared.post(channel: _obsgenChannel, key: key, from: nil)
    }

    /// The keys that hold a value, sorted.
    public var keys: [String] {
        _obsgenLock.withLock { _obsgenValues.keys.sorted() }
    }

    /// Where this store announces changes: itself.
    var _obsgenChannel: ObjectIdentifier { ObjectIdentifier(self) }

    /// Stores `value` (removes the key for `nil`) without telling anyone.
    func _obsgenWrite<T: Codable>(_ value: T, forKey key: String) {
        let stored: Any? = _obsgenUnwrapped(value)
        // What is replaced is released after the lock: a class value's deinit is user code.
        let replaced = _obsgenLock.withLock { () -> Any? in
            if let stored { return _obsgenValues.updateValue(stored, forKey: key) }
            return _obsgenValues.removeValue(forKey: key)
        }
        withExtendedLifetime(replaced) {}
    }

    /// Nothing outside obsgen writes this store.
    func _obsgenWatch(_ key: String) {}
}

extension ObservableModel {
    /// Where this model's `@persisted` members are stored: `Persistence.defaultStore` unless
    /// the model declares its own `static var persistenceStore: any PersistenceStore` in an
    /// extension (a member of the class wins over this one). Read once per instance, when
    /// it is made.
    public nonisolated static var persistenceStore: any PersistenceStore { Persistence.defaultStore }
}

// MARK: - Support for stores and generated code

/// A store that announces its own changes to the models that persist its keys: obsgen's
/// stores. Writes made through a model are announced by the model, after its callbacks.
nonisolated protocol _ObsgenChangeReportingStore: PersistenceStore {
    /// Where changes are announced: stores over the same data share it.
    var _obsgenChannel: ObjectIdentifier { get }
    /// Stores `value` under `key` without announcing it.
    func _obsgenWrite<T: Codable>(_ value: T, forKey key: String)
    /// Starts announcing changes of `key` made outside obsgen, where the platform reports them.
    func _obsgenWatch(_ key: String)
}

/// The value an optional wraps (`nil` for `.none`), or the value itself.
nonisolated func _obsgenUnwrapped(_ value: Any) -> Any? {
    guard let optional = value as? any _ObsgenOptional else { return value }
    return optional._obsgenWrapped.flatMap(_obsgenUnwrapped)
}

/// An optional, seen without its wrapped type.
nonisolated protocol _ObsgenOptional {
    /// The wrapped value, or `nil`.
    var _obsgenWrapped: Any? { get }
}

extension Optional: _ObsgenOptional {
    /// The wrapped value, or `nil`.
    nonisolated var _obsgenWrapped: Any? { self.map { $0 as Any } }
}

/// The process-wide store and failure handler, and the failures reported so far.
@_spi(ObsgenRuntime) public nonisolated final class _ObsgenPersistenceSettings: @unchecked Sendable {
    /// The one instance.
    public static let shared = _ObsgenPersistenceSettings()

    private let _obsgenLock = _ObsgenLock()
    private var _obsgenStore: (any PersistenceStore)?
    private var _obsgenHandler: @Sendable (PersistenceFailure) -> Void = _ObsgenPersistenceSettings.printInDebugBuilds
    private var _obsgenReported: Set<String> = []

    /// The default store, made on first use.
    public var store: any PersistenceStore {
        get {
            if let store = _obsgenLock.withLock({ _obsgenStore }) { return store }
            let made = _obsgenPlatformDefaultStore()
            return _obsgenLock.withLock {
                if let store = _obsgenStore { return store }
                _obsgenStore = made
                return made
            }
        }
        set {
            let replaced = _obsgenLock.withLock { () -> (any PersistenceStore)? in
                defer { _obsgenStore = newValue }
                return _obsgenStore
            }
            withExtendedLifetime(replaced) {}
        }
    }

    /// The failure handler.
    public var handler: @Sendable (PersistenceFailure) -> Void {
        get { _obsgenLock.withLock { _obsgenHandler } }
        set {
            // The handler replaced is released after the lock: its captures' deinits are user code.
            let replaced = _obsgenLock.withLock { () -> @Sendable (PersistenceFailure) -> Void in
                defer { _obsgenHandler = newValue }
                return _obsgenHandler
            }
            withExtendedLifetime(replaced) {}
        }
    }

    /// True the first time a failure of this operation on this key is seen.
    public func isFirstReport(of failure: PersistenceFailure) -> Bool {
        _obsgenLock.withLock { _obsgenReported.insert(failure.operation.rawValue + " " + failure.key).inserted }
    }

    /// The default handler: one line on standard error in debug builds.
    public static let printInDebugBuilds: @Sendable (PersistenceFailure) -> Void = { failure in
        #if DEBUG
        let line = "obsgen: \(failure)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        #endif
    }
}
