@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/persisted.obs", line: 1)
        /// `fontSize` was assigned a new value.
        case fontSize(new: Double, old: Double)
        #sourceLocation()
    }

    var fontSize: Double {
        get {
            _$observationRegistrar.access(self, keyPath: \.fontSize)
            return _obsgen_fontSize
        }
        set {
            let oldValue = _$observationRegistrar._obsgenReplace(self, \.fontSize, &_obsgen_fontSize, newValue)
            let saved = _obsgenPersistence.save(newValue, "fontSize")
            _obsgenAfterSet(_obsgenTable, self, 0, newValue, oldValue, Change.fontSize)
            if saved { _obsgenPersistence.post("fontSize") }
        }
    }
    @exclusivity(unchecked) private var _obsgen_fontSize: Double
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    /// Where the `@persisted` properties are stored, and the other models told of their changes.
    private let _obsgenPersistence: _ObsgenPersistence
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/persisted.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(fontSize: Double = 14) {
        #sourceLocation()
        let _obsgenPersistence = _ObsgenPersistence(Self.persistenceStore)
        self._obsgenPersistence = _obsgenPersistence
        self._obsgen_fontSize = _obsgenPersistence.load("fontSize") ?? fontSize
        _obsgenPersistence.start(#isolation) { [weak self] key in self?._obsgenReceivePersisted(key) }
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `fontSize`, until the token is cancelled or released.
    func observeFontSize(_ callback: @escaping (_ new: Double, _ old: Double) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `fontSize` (the `observeFontSize` callbacks).
    func removeAllFontSizeObservers() { _obsgenTable?.removeAll(0) }

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
        case \.fontSize: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable { _obsgenMake(&_obsgenTable) { _ObsgenTable(members: 1) } }

    /// Takes a change of the persisted `key` made elsewhere: the value stored now, assigned
    /// through the property's setter when it differs (and not saved again). A key removed
    /// makes an optional property `nil` and leaves another as it is.
    private func _obsgenReceivePersisted(_ key: String) {
        switch key {
        case "fontSize":
            guard let value: Double = _obsgenPersistence.reload(key) else { return }
            guard _obsgenShouldNotify(_obsgen_fontSize, value) else { return }
            _obsgenPersistence.receive(key) { self.fontSize = value }
        default:
            break
        }
    }

protocol SubjectProtocol: AnyObject {
    var fontSize: Double { get set }
    func observeFontSize(_ callback: @escaping (_ new: Double, _ old: Double) -> Void) -> ObservationToken
    func removeAllFontSizeObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
