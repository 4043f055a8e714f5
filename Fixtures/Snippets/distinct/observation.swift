@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/distinct.obs", line: 1)
        /// `label` was assigned a new value.
        case label(new: String, old: String)
        #sourceLocation()
    }

    var label: String {
        get {
            _$observationRegistrar.access(self, keyPath: \.label)
            return _obsgen_label
        }
        set {
            let oldValue = _obsgen_label
            guard newValue != oldValue else {
                _obsgen_label = newValue
                return
            }
            _obsgenDidSetLabel(newValue, _$observationRegistrar._obsgenReplace(self, \.label, &_obsgen_label, newValue, telling: true))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.label)
            guard let table = _obsgenTable, table._obsgenNeedsOld(0) else {
                _$observationRegistrar.willSet(self, keyPath: \.label)
                defer { _$observationRegistrar.didSet(self, keyPath: \.label) }
                yield &_obsgen_label
                return
            }
            var value = _obsgen_label
            defer { self.label = value }
            yield &value
        }
    }
    @exclusivity(unchecked) private var _obsgen_label: String
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/distinct.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(label: String = "") {
        #sourceLocation()
        self._obsgen_label = label
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `label`, until the token is cancelled or released.
    func observeLabel(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `label` (the `observeLabel` callbacks).
    func removeAllLabelObservers() { _obsgenTable?.removeAll(0) }

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
        case \.label: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenDidSetLabel(_ newValue: String, _ oldValue: String) {
        guard let table = _obsgenTable else { return }
        let pass = table._obsgenStamps.start(0)
        table._obsgenNotify(0, newValue, oldValue, pass)
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .label(new: newValue, old: oldValue), pass)
    }

protocol SubjectProtocol: AnyObject {
    var label: String { get set }
    func observeLabel(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken
    func removeAllLabelObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
