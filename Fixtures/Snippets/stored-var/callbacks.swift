final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/stored-var.obs", line: 1)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation()
    }

    var count: Int {
        get { _obsgen_count }
        set {
            _obsgenAfterSet(_obsgenTable, newValue, _obsgenExchange(&_obsgen_count, newValue)) { _obsgenDidSetCount($0, $1, $2) }
        }
        _modify {
            guard let table = _obsgenTable, table._obsgenNeedsOld(table._obsgen_count) else {
                yield &_obsgen_count
                return
            }
            var value = _obsgen_count
            yield &value
            self.count = value
        }
    }
    @exclusivity(unchecked) private var _obsgen_count: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    /// Makes a `Subject`; every stored member is a parameter, in declaration order. Ends
    /// with `didInit()`.
    init(count: Int = 0) {
        self._obsgen_count = count
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `count`,
    /// until the returned token is cancelled or released.
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgen_count.add(callback)
    }

    /// Cancels every observer of `count` (the `observeCount` callbacks).
    func removeAllCountObservers() {
        _obsgenTable?._obsgen_count.removeAll()
    }

    /// Calls `callback` with every change of this model, including changes inside its
    /// children, until the returned token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

    private func _obsgenDidSetCount(_ table: _ObsgenTable, _ newValue: Int, _ oldValue: Int) {
        if table._obsgenStored(self, 0, table._obsgen_count._obsgenRound, newValue, oldValue, Change.count) { table._obsgen_count.compact() }
    }

protocol SubjectProtocol: AnyObject {
    var count: Int { get set }
    /// Calls `callback` with the new and the old value after every change of `count`.
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    /// Cancels every observer of `count`.
    func removeAllCountObservers()
    /// Calls `callback` with every change of the model, including changes inside its children.
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
