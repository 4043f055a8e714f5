@MainActor final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/mainactor-persisted.obs", line: 1)
        /// `volume` was assigned a new value.
        case volume(new: Int, old: Int)
        #sourceLocation()
    }

    var volume: Int {
        get { _obsgen_volume }
        set {
            let oldValue = _obsgenExchange(&_obsgen_volume, newValue)
            let saved = _obsgenPersistence.save(newValue, "volume")
            _obsgenAfterSet(_obsgenTable, self, 0, newValue, oldValue, Change.volume)
            if saved { _obsgenPersistence.post("volume") }
        }
    }
    @exclusivity(unchecked) private var _obsgen_volume: Int
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    /// Where the `@persisted` properties are stored, and the other models told of their changes.
    private let _obsgenPersistence: _ObsgenPersistence

    #sourceLocation(file: "Fixtures/Snippets/mainactor-persisted.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(volume: Int = 5) {
        #sourceLocation()
        let _obsgenPersistence = _ObsgenPersistence(Self.persistenceStore)
        self._obsgenPersistence = _obsgenPersistence
        self._obsgen_volume = _obsgenPersistence.load("volume") ?? volume
        _obsgenPersistence.start(#isolation) { [weak self] key in self?._obsgenReceivePersisted(key) }
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `volume`, until the token is cancelled or released.
    func observeVolume(_ callback: @escaping @MainActor (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `volume` (the `observeVolume` callbacks).
    func removeAllVolumeObservers() { _obsgenTable?.removeAll(0) }

    /// Calls `callback` with every change of this model, including inside its children, until the token is cancelled or released.
    func observeChanges(_ callback: @escaping @MainActor (Change) -> Void) -> ObservationToken {
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
        case \.volume: 0
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
        case "volume":
            guard let value: Int = _obsgenPersistence.reload(key) else { return }
            guard _obsgenShouldNotify(_obsgen_volume, value) else { return }
            _obsgenPersistence.receive(key) { self.volume = value }
        default:
            break
        }
    }

@MainActor protocol SubjectProtocol: AnyObject {
    var volume: Int { get set }
    func observeVolume(_ callback: @escaping @MainActor (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllVolumeObservers()
    func observeChanges(_ callback: @escaping @MainActor (Subject.Change) -> Void) -> ObservationToken
}
