final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/derived.obs", line: 2)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation(file: "Fixtures/Snippets/derived.obs", line: 3)
        /// The value of `doubled` changed.
        case doubled(new: Int, old: Int)
        #sourceLocation()
    }

    var count: Int {
        get { _obsgen_count }
        set { _obsgenAfterSet(_obsgenTable, newValue, _obsgenExchange(&_obsgen_count, newValue)) { _obsgenDidSetCount($0, $1, $2) } }
    }

    var doubled: Int {
        #sourceLocation(file: "Fixtures/Snippets/derived.obs", line: 4)
                           count * 2
        #sourceLocation()
    }
    @exclusivity(unchecked) private var _obsgen_count: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    #sourceLocation(file: "Fixtures/Snippets/derived.obs", line: 2)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(count: Int = 0) {
        #sourceLocation()
        self._obsgen_count = count
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `count`, until the token is cancelled or released.
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `count` (the `observeCount` callbacks).
    func removeAllCountObservers() { _obsgenTable?.removeAll(0) }

    /// Calls `callback` with the new and the old value after every change of `doubled`, until the token is cancelled or released.
    func observeDoubled(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(1, callback)
    }

    /// Cancels every observer of `doubled` (the `observeDoubled` callbacks).
    func removeAllDoubledObservers() { _obsgenTable?.removeAll(1) }

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
        case \.doubled: 1
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable { _obsgenMake(&_obsgenTable) { _ObsgenTable(members: 2, own: _ObsgenOwn(_obsgenLast_doubled: doubled)) } }

    private func _obsgenDidSetCount(_ table: _ObsgenTable, _ newValue: Int, _ oldValue: Int) {
        let pass = table._obsgenStamps.start(0)
        table._obsgenNotify(0, newValue, oldValue, pass)
        let _obsgen_doubledOld = table.own._obsgenLast_doubled
        let _obsgen_doubledNew = self.doubled
        let _obsgen_doubledPass = table._obsgenStamps.start(1, if: _obsgenShouldNotify(_obsgen_doubledOld, _obsgen_doubledNew))
        if let _obsgen_doubledPass {
            table.own._obsgenLast_doubled = _obsgen_doubledNew
            table._obsgenNotify(1, _obsgen_doubledNew, _obsgen_doubledOld, _obsgen_doubledPass)
        }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .count(new: newValue, old: oldValue), pass)
        if let _obsgen_doubledPass { table._obsgenEmit(self, .doubled(new: _obsgen_doubledNew, old: _obsgen_doubledOld), _obsgen_doubledPass) }
    }

protocol SubjectProtocol: AnyObject {
    var count: Int { get set }
    var doubled: Int { get }
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllCountObservers()
    func observeDoubled(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllDoubledObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
