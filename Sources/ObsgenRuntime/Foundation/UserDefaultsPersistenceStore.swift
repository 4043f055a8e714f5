#if canImport(Foundation)
import Foundation

/// A store over `UserDefaults` (`.standard` or a suite), readable and writable by `@AppStorage`,
/// by plain `UserDefaults` calls and by earlier versions of the app.
///
/// What is stored under a key:
/// - a property-list value as itself: `Bool`, `Int`, `Double`, `Float`, `String`, `Data`,
///   `Date`, and arrays and `String`-keyed dictionaries of them; a `URL` as `UserDefaults`
///   stores one (`set(_:forKey:)` with a `URL`), except that where Foundation keeps only the
///   path of a URL (Linux), a URL that is not a file URL is stored as its absolute string;
/// - a value whose `Codable` form is one such value, as that value: an enum with `String` or
///   `Int` raw values is stored as its raw value, as `@AppStorage` stores a `RawRepresentable`;
/// - any other `Codable` value as JSON data;
/// - `nil` (an optional member) by removing the key.
///
/// Reading accepts each of these whatever wrote it (an `Int` where a `Double` is expected, JSON
/// data where a raw value is expected); what cannot be read as the member's type is reported
/// through `Persistence.report(_:)` and left in place.
///
/// Changes made through obsgen reach the models that persist the key on every platform. On
/// Apple platforms, changes made by `@AppStorage`, plain `UserDefaults` calls or another
/// process sharing the suite reach them too (key-value observing); Foundation on other
/// platforms reports no such change.
public nonisolated final class UserDefaultsPersistenceStore: PersistenceStore, _ObsgenChangeReportingStore, @unchecked Sendable {
    /// The store over `UserDefaults.standard`.
    public static let standard = UserDefaultsPersistenceStore(domain: .standard)

    /// The defaults written and read.
    public let defaults: Foundation.UserDefaults
    /// Where changes of this domain's keys are announced (one per suite).
    private let _obsgenDomain: _ObsgenDefaultsDomain

    /// The store over the suite `suiteName` (an app group, for example); `nil` where
    /// `UserDefaults(suiteName:)` is `nil`.
    public convenience init?(suiteName: String) {
        guard let defaults = Foundation.UserDefaults(suiteName: suiteName) else { return nil }
        self.init(defaults, domain: _ObsgenDefaultsDomain.named(suiteName, defaults))
    }

    /// The store over `defaults`. Prefer `standard` or `init(suiteName:)`: stores made from the
    /// same suite that way announce their changes to one another on every platform.
    public convenience init(_ defaults: Foundation.UserDefaults) {
        self.init(defaults, domain: defaults === Foundation.UserDefaults.standard ? .standard : _ObsgenDefaultsDomain(defaults))
    }

    private convenience init(domain: _ObsgenDefaultsDomain) {
        self.init(domain.defaults, domain: domain)
    }

    private init(_ defaults: Foundation.UserDefaults, domain: _ObsgenDefaultsDomain) {
        self.defaults = defaults
        _obsgenDomain = domain
    }

    /// The value stored under `key` as a `T`, or `nil` (reported when something is stored
    /// there that cannot be read as a `T`).
    public func value<T: Codable>(forKey key: String) -> T? {
        guard let object = defaults.object(forKey: key) else { return nil }
        do {
            return try _ObsgenDefaultsCoding.decode(T.self, from: object, url: { defaults.url(forKey: key) })
        } catch {
            Persistence.report(PersistenceFailure(key: key, typeName: "\(T.self)", operation: .read, reason: "\(error)"))
            return nil
        }
    }

    /// Stores `value` under `key` (see the type's documentation for the form) and tells the
    /// models that persist `key` in this suite.
    public func set<T: Codable>(_ value: T, forKey key: String) {
        _obsgenWrite(value, forKey: key)
        _ObsgenPersistenceHub.shared.post(channel: _obsgenChannel, key: key, from: nil)
    }

    /// Where this store announces changes: its suite.
    var _obsgenChannel: ObjectIdentifier { ObjectIdentifier(_obsgenDomain) }

    /// Stores `value` without announcing it (the platform's own report of it is ignored).
    func _obsgenWrite<T: Codable>(_ value: T, forKey key: String) {
        do {
            let stored = try _ObsgenDefaultsCoding.encode(value)
            _obsgenDomain.writing(key) {
                switch stored {
                case .none: defaults.removeObject(forKey: key)
                case .url(let url): _ObsgenDefaultsCoding.store(url, key, in: defaults)
                case .object(let object): defaults.set(object, forKey: key)
                }
            }
        } catch {
            Persistence.report(PersistenceFailure(key: key, typeName: "\(T.self)", operation: .write, reason: "\(error)"))
        }
    }

    /// Starts announcing the platform's reports of changes of `key`.
    func _obsgenWatch(_ key: String) {
        _obsgenDomain.watch(key)
    }
}

/// The store `Persistence.defaultStore` starts as: `UserDefaults.standard`.
@_spi(ObsgenRuntime) public nonisolated func _obsgenPlatformDefaultStore() -> any PersistenceStore {
    UserDefaultsPersistenceStore.standard
}

/// One defaults domain (`.standard` or a suite): where its changes are announced, and its
/// platform observation.
nonisolated final class _ObsgenDefaultsDomain: @unchecked Sendable {
    /// The standard domain.
    static let standard = _ObsgenDefaultsDomain(.standard)
    /// Suites by name, so that stores of one suite share a domain.
    private static let suites = _ObsgenSuites()

    /// The defaults of the domain.
    let defaults: Foundation.UserDefaults
    private let _obsgenLock = _ObsgenLock()
    private var _obsgenWatched: Set<String> = []
    #if canImport(ObjectiveC)
    private let _obsgenObserver = _ObsgenDefaultsObserver()
    #endif

    init(_ defaults: Foundation.UserDefaults) {
        self.defaults = defaults
        #if canImport(ObjectiveC)
        _obsgenObserver.channel = ObjectIdentifier(self)
        #endif
    }

    #if canImport(ObjectiveC)
    deinit {
        for key in _obsgenWatched { defaults.removeObserver(_obsgenObserver, forKeyPath: key) }
    }
    #endif

    /// The domain of the suite `name`, made on first use with `defaults`.
    static func named(_ name: String, _ defaults: Foundation.UserDefaults) -> _ObsgenDefaultsDomain {
        suites.domain(name, defaults)
    }

    /// Runs `write`, during which the platform's report of a change made on this thread is
    /// ignored (the model announces its own change).
    func writing(_ key: String, _ write: () -> Void) {
        #if canImport(ObjectiveC)
        _obsgenObserver.ignoring(key, write)
        #else
        write()
        #endif
    }

    /// Observes `key` through the platform, once: key-value observing, where there is one, of
    /// a key without a dot (a dot would make it a key path, as for `@AppStorage`).
    func watch(_ key: String) {
        #if canImport(ObjectiveC)
        guard !key.contains(".") else { return }
        let isNew = _obsgenLock.withLock { _obsgenWatched.insert(key).inserted }
        guard isNew else { return }
        defaults.addObserver(_obsgenObserver, forKeyPath: key, options: [], context: nil)
        #endif
    }
}

/// The suites' domains by name.
private nonisolated final class _ObsgenSuites: @unchecked Sendable {
    private let _obsgenLock = _ObsgenLock()
    private var _obsgenDomains: [String: _ObsgenDefaultsDomain] = [:]

    func domain(_ name: String, _ defaults: Foundation.UserDefaults) -> _ObsgenDefaultsDomain {
        _obsgenLock.withLock {
            if let domain = _obsgenDomains[name] { return domain }
            let domain = _ObsgenDefaultsDomain(defaults)
            _obsgenDomains[name] = domain
            return domain
        }
    }
}

#if canImport(ObjectiveC)
/// Apple platforms only: key-value observing of a domain's watched keys, which reports changes
/// made by `@AppStorage`, plain `UserDefaults` calls and other processes sharing the suite.
/// (Compiled by Apple toolchains only; see docs/state.md.)
private nonisolated final class _ObsgenDefaultsObserver: Foundation.NSObject, @unchecked Sendable {
    /// Where its domain announces changes (set once, by the domain's init).
    var channel: ObjectIdentifier?
    /// The key being written by obsgen on this thread, if any (its report is ignored).
    private let writingKey = ThreadLocalKey()

    func ignoring(_ key: String, _ write: () -> Void) {
        let outer = writingKey.value
        writingKey.value = key
        defer { writingKey.value = outer }
        write()
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [Foundation.NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        guard let keyPath, let channel, keyPath != writingKey.value else { return }
        _ObsgenPersistenceHub.shared.post(channel: channel, key: keyPath, from: nil)
    }

    /// A string per thread.
    private nonisolated final class ThreadLocalKey: @unchecked Sendable {
        private let name = "obsgen.writing.\(Foundation.UUID().uuidString)"
        var value: String? {
            get { Foundation.Thread.current.threadDictionary[name] as? String }
            set { Foundation.Thread.current.threadDictionary[name] = newValue }
        }
    }
}
#endif
#else

/// The store `Persistence.defaultStore` starts as where Foundation is missing: in memory.
@_spi(ObsgenRuntime) public nonisolated func _obsgenPlatformDefaultStore() -> any PersistenceStore {
    InMemoryPersistenceStore()
}
#endif
