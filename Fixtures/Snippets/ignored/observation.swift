@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/ignored.obs", line: 2)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation()
    }

    var count: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _obsgen_count
        }
        set {
            let oldValue = _$observationRegistrar._obsgenReplace(self, \.count, &_obsgen_count, newValue)
            _obsgenAfterSet(_obsgenTable, self, 0, newValue, oldValue, Change.count)
        }
    }

    #sourceLocation(file: "Fixtures/Snippets/ignored.obs", line: 4)
    var cache: [String: Int]
    #sourceLocation()
    @exclusivity(unchecked) private var _obsgen_count: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/ignored.obs", line: 2)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(count: Int = 0,
         cache: [String: Int] = [:]) {
        #sourceLocation()
        self._obsgen_count = count
        self.cache = cache
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `count`, until the token is cancelled or released.
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `count` (the `observeCount` callbacks).
    func removeAllCountObservers() { _obsgenTable?.removeAll(0) }

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
    func values<T>(of keyPath: KeyPath<Subject, T>) -> AsyncStream<T> {
        let member: Int? = switch keyPath as PartialKeyPath<Subject> {
        case \.count: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

protocol SubjectProtocol: AnyObject {
    var count: Int { get set }
    var cache: [String: Int] { get set }
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllCountObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
