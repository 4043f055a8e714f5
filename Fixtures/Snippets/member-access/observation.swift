@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/member-access.obs", line: 1)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation()
    }

    fileprivate var count: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _obsgen_count
        }
        set {
            _obsgenDidSetCount(newValue, _$observationRegistrar._obsgenReplace(self, \.count, &_obsgen_count, newValue))
        }
    }
    @exclusivity(unchecked) private var _obsgen_count: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/member-access.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(count: Int = 0) {
        #sourceLocation()
        self._obsgen_count = count
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `count`, until the token is cancelled or released.
    fileprivate func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgen_count.add(callback)
    }

    /// Cancels every observer of `count` (the `observeCount` callbacks).
    fileprivate func removeAllCountObservers() { _obsgenTable?._obsgen_count.removeAll() }

    /// Calls `callback` with every change of this model, including inside its children, until the token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

    private func _obsgenMakeTable() -> _ObsgenTable { _obsgenMake(&_obsgenTable) { _ObsgenTable() } }

    /// After a store of `count` (one call site, always inlined). The registrar's calls
    /// dominate this style's setters, so the table is retained here rather than borrowed
    /// through a closure: one closure less to type-check per member.
    @inline(__always)
    private func _obsgenDidSetCount(_ newValue: Int, _ oldValue: Int) {
        guard let table = _obsgenTable else { return }
        if table._obsgenStored(self, 0, table._obsgen_count._obsgenRound, newValue, oldValue, Change.count) { table._obsgen_count.compact() }
    }

protocol SubjectProtocol: AnyObject {
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
