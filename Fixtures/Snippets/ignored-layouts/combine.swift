@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class Cache: CacheProtocol, ObservableModel, ObservableObject {
    /// One case per observable member of `Cache`: what changed, with its new and old values.
    enum Change {
        /// `total` was assigned a new value.
        case total(new: Int, old: Int)
    }

    var hits: Int

    var misses: Int

    var lastKey: String

    @_ObsgenDefaultPublished var total: Int {
        willSet {
            _obsgenWillChange.send()
        }
        didSet {
            let newValue = self.total
            // What the store replaced: a subscriber of `objectWillChange` or `$x` may have
            // assigned the property after `oldValue` was read.
            let _obsgenOld = _total.takeReplaced() ?? oldValue
            _obsgenAfterSet(_obsgenTable, newValue, _obsgenOld) { _obsgenDidSetTotal($0, $1, $2) }
        }
    }
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    nonisolated let _obsgenWillChange = _ObsgenWillChange()

    /// Sends before every change of this model, and whenever a child's `objectWillChange`
    /// sends (children are followed through replacements).
    nonisolated var objectWillChange: ObservableObjectPublisher { _obsgenWillChange.publisher }

    /// Makes a `Cache`; every stored member is a parameter, in declaration order. Ends
    /// with `didInit()`.
    init(hits: Int = 0, misses: Int = 0, lastKey: String, total: Int = 0) {
        self.total = total
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
