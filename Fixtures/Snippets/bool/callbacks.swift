final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/bool.obs", line: 1)
        /// `flag` was assigned a new value.
        case flag(new: Bool, old: Bool)
        #sourceLocation()
    }

    var flag: Bool {
        get { _obsgen_flag }
        set { _obsgenAfterSet(_obsgenTable, self, 0, newValue, _obsgenExchange(&_obsgen_flag, newValue), Change.flag) }
    }
    @exclusivity(unchecked) private var _obsgen_flag: Bool
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    #sourceLocation(file: "Fixtures/Snippets/bool.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(flag: Bool = false) {
        #sourceLocation()
        self._obsgen_flag = flag
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `flag`, until the token is cancelled or released.
    func observeFlag(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Calls `callback` with the new value after every change of `flag` that passes
    /// `filter` (`.any`, `.onlyTrue`, `.onlyFalse`).
    func observeFlag(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, filter, callback)
    }

    /// Cancels every observer of `flag` (the `observeFlag` callbacks).
    func removeAllFlagObservers() { _obsgenTable?.removeAll(0) }

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
        case \.flag: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

protocol SubjectProtocol: AnyObject {
    var flag: Bool { get set }
    func observeFlag(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken
    func observeFlag(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken
    func removeAllFlagObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
