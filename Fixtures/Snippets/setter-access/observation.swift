@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/setter-access.obs", line: 1)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation()
    }

    private(set) var count: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _obsgen_count
        }
        set {
            _obsgenDidSetCount(newValue, _$observationRegistrar._obsgenReplace(self, \.count, &_obsgen_count, newValue))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.count)
            guard let table = _obsgenTable, table._obsgenNeedsOld(table._obsgen_count) else {
                _$observationRegistrar.willSet(self, keyPath: \.count)
                defer { _$observationRegistrar.didSet(self, keyPath: \.count) }
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
    private let _$observationRegistrar = Observation.ObservationRegistrar()

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

    private func _obsgenDidSetCount(_ newValue: Int, _ oldValue: Int) {
        guard let table = _obsgenTable else { return }
        if table._obsgenStored(self, 0, table._obsgen_count._obsgenRound, newValue, oldValue, Change.count) { table._obsgen_count.compact() }
    }

protocol SubjectProtocol: AnyObject {
    var count: Int { get }
    /// Calls `callback` with the new and the old value after every change of `count`.
    func observeCount(_ callback: @escaping (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    /// Cancels every observer of `count`.
    func removeAllCountObservers()
    /// Calls `callback` with every change of the model, including changes inside its children.
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
