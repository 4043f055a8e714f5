@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Cache: CacheProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Cache`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/ignored-layouts.obs", line: 8)
        /// `total` was assigned a new value.
        case total(new: Int, old: Int)
        #sourceLocation()
    }

    #sourceLocation(file: "Fixtures/Snippets/ignored-layouts.obs", line: 5)
    var hits: Int
    #sourceLocation()

    #sourceLocation(file: "Fixtures/Snippets/ignored-layouts.obs", line: 7)
    var misses: Int
    #sourceLocation()

    #sourceLocation(file: "Fixtures/Snippets/ignored-layouts.obs", line: 8)
    var lastKey: String
    #sourceLocation()

    var total: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.total)
            return _obsgen_total
        }
        set {
            let oldValue = _$observationRegistrar._obsgenReplace(self, \.total, &_obsgen_total, newValue)
            _obsgenAfterSet(_obsgenTable, self, 3, newValue, oldValue, Change.total)
        }
    }
    @exclusivity(unchecked) private var _obsgen_total: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/ignored-layouts.obs", line: 4)
    /// Makes a `Cache` from every stored member, in declaration order; ends with `didInit()`.
    init(hits: Int = 0,
         // @ignored
         misses: Int = 0,
         lastKey: String,
         total: Int = 0) {
        #sourceLocation()
        self._obsgen_total = total
        self.hits = hits
        self.misses = misses
        self.lastKey = lastKey
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `total`, until the token is cancelled or released.
    func observeTotal(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(3, callback)
    }

    /// Cancels every observer of `total` (the `observeTotal` callbacks).
    func removeAllTotalObservers() { _obsgenTable?.removeAll(3) }

    /// Calls `callback` with every change of this model, including inside its children, until the token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

    /// Every change of this model, including inside its children (what `observeChanges` gets),
    /// as an `AsyncStream`, in order, buffered without limit. It ends when the model is
    /// deallocated (it does not keep the model alive); the observing stops when the task that
    /// iterates it is cancelled or the stream is dropped.
    var changes: AsyncStream<Change> { _obsgenMakeTable()._obsgenChangeStream() }

    /// The current value of `keyPath`, then every value assigned to it, in order: nothing is
    /// coalesced (the buffer has no limit). For a member of this model (stored, child, children or
    /// derived); another key path (`\.child.value`) gets its value read after every change of
    /// this model. Ends and stops observing as `changes` does.
    func values<T>(of keyPath: KeyPath<Cache, T>) -> AsyncStream<T> {
        let member: Int? = switch keyPath as PartialKeyPath<Cache> {
        case \.total: 3
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

protocol CacheProtocol: AnyObject {
    var hits: Int { get set }
    var misses: Int { get set }
    var lastKey: String { get set }
    var total: Int { get set }
    func observeTotal(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllTotalObservers()
    func observeChanges(_ callback: @escaping (Cache.Change) -> Void) -> ObservationToken
}
