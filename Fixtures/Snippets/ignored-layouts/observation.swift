@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Cache: CacheProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Cache`: what changed, with its new and old values.
    enum Change {
        /// `total` was assigned a new value.
        case total(new: Int, old: Int)
    }

    var hits: Int

    var misses: Int

    var lastKey: String

    var total: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.total)
            return _obsgen_total
        }
        set {
            _obsgenDidSetTotal(newValue, _$observationRegistrar._obsgenReplace(self, \.total, &_obsgen_total, newValue))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.total)
            guard let table = _obsgenTable, table._obsgenNeedsOld(table._obsgen_total) else {
                _$observationRegistrar.willSet(self, keyPath: \.total)
                defer { _$observationRegistrar.didSet(self, keyPath: \.total) }
                yield &_obsgen_total
                return
            }
            var value = _obsgen_total
            yield &value
            self.total = value
        }
    }
    @exclusivity(unchecked) private var _obsgen_total: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    /// Makes a `Cache`; every stored member is a parameter, in declaration order. Ends
    /// with `didInit()`.
    init(hits: Int = 0, misses: Int = 0, lastKey: String, total: Int = 0) {
        self._obsgen_total = total
        self.hits = hits
        self.misses = misses
        self.lastKey = lastKey
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `total`,
    /// until the returned token is cancelled or released.
    func observeTotal(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgen_total.add(callback)
    }

    /// Cancels every observer of `total` (the `observeTotal` callbacks).
    func removeAllTotalObservers() {
        _obsgenTable?._obsgen_total.removeAll()
    }

    /// Calls `callback` with every change of this model, including changes inside its
    /// children, until the returned token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

protocol CacheProtocol: AnyObject {
    var hits: Int { get set }
    var misses: Int { get set }
    var lastKey: String { get set }
    var total: Int { get set }
    /// Calls `callback` with the new and the old value after every change of `total`.
    func observeTotal(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    /// Cancels every observer of `total`.
    func removeAllTotalObservers()
    /// Calls `callback` with every change of the model, including changes inside its children.
    func observeChanges(_ callback: @escaping (Cache.Change) -> Void) -> ObservationToken
}
