@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
nonisolated final class Subject: SubjectProtocol, ObservableModel, Observation.Observable, @unchecked Sendable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/locked-persisted.obs", line: 1)
        /// `volume` was assigned a new value.
        case volume(new: Int, old: Int)
        #sourceLocation()
    }

    var volume: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.volume)
            return _obsgenLock.withLock { _obsgen_volume }
        }
        set {
            _obsgenLock._obsgenLockNow()
            _obsgenEndVolume(_obsgenExchange(&_obsgen_volume, newValue))
        }
    }
    @exclusivity(unchecked) private var _obsgen_volume: Int
    private let _obsgenLock = _ObsgenLock()
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    /// Where the `@persisted` properties are stored, and the other models told of their changes.
    private let _obsgenPersistence: _ObsgenPersistence
    /// The saves of the `@persisted` properties, outside the lock in the order of the assignments.
    private let _obsgenSaves = _ObsgenSaveQueue()
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/locked-persisted.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(volume: Int = 5) {
        #sourceLocation()
        let _obsgenPersistence = _ObsgenPersistence(Self.persistenceStore)
        self._obsgenPersistence = _obsgenPersistence
        self._obsgen_volume = _obsgenPersistence.load("volume") ?? volume
        _obsgenPersistence.startOnAnyThread { [weak self] key in self?._obsgenReceivePersisted(key) }
        didInit()
    }

    /// Reads and writes `volume` under one hold of the lock, so that concurrent
    /// read-modify-writes lose no update; in place when nothing needs the old value. `body`
    /// runs under the lock: it must not touch this model (that stops the process with a message).
    func modifyVolume(_ body: (inout Int) -> Void) {
        _obsgenLock._obsgenLockNow()
        let oldValue: Optional<Int> = _obsgen_volume
        _obsgenLock._obsgenRunBody(Self.self, "modifyVolume") { body(&_obsgen_volume) }
        _obsgenEndVolume(oldValue)
    }

    /// Calls `callback` with the new and the old value after every change of `volume`, until the token is cancelled or released.
    func observeVolume(_ callback: @escaping @Sendable (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenWithTable { $0.observe(0, callback) }
    }

    /// Cancels every observer of `volume` (the `observeVolume` callbacks).
    func removeAllVolumeObservers() {
        _obsgenLock.withLock { _obsgenTable?._obsgenDetach(0) }?._obsgenCancelAll()
    }

    /// Calls `callback` with every change of this model, including inside its children, until the token is cancelled or released.
    func observeChanges(_ callback: @escaping @Sendable (Change) -> Void) -> ObservationToken {
        _obsgenWithTable { $0._obsgenChanges.add(callback) }
    }

    /// Every change of this model, including inside its children (what `observeChanges` gets),
    /// as an `AsyncStream`, buffered without limit, from whichever thread made it. It ends when
    /// the model is deallocated (it does not keep the model alive); the observing stops when the
    /// task that iterates it is cancelled or the stream is dropped.
    var changes: AsyncStream<Change> {
        _obsgenStream(first: nil) { yield in _obsgenWithTable { $0._obsgenChanges._obsgenAddOwned(yield) } }
    }

    /// The value of `keyPath` when the stream is made, then every value assigned to it: nothing
    /// is coalesced (the buffer has no limit), each thread's assignments in its order. For a
    /// member of this model (stored, child, children or derived); another key path
    /// (`\.child.value`) gets its value read after every change of this model. Ends and stops
    /// observing as `changes` does.
    func values<T>(of keyPath: KeyPath<Subject, T>) -> AsyncStream<T> {
        switch keyPath as PartialKeyPath<Subject> {
        case \.volume: _obsgenWithTable { table in table._obsgenWithList(0) { _obsgenLockedValues(T.self, first: _obsgen_volume, &$0) } }
        default: _obsgenLockedValues(self, keyPath) { observer in _obsgenWithTable { $0._obsgenChanges._obsgenAddOwned(observer) } }
        }
    }

    private func _obsgenEndVolume(_ old: Optional<Int>) {
        let newValue = _obsgen_volume
        let notify = old.flatMap { oldValue -> (() -> Void)? in
            guard let table = _obsgenTable else { return nil }
            let observers = table._obsgenSlots(0, (@Sendable (_ new: Int, _ old: Int) -> Void).self)
            let changeObservers = table._obsgenChanges.slots
            let parents = table._obsgenParents
            return {
                guard newValue != oldValue else { return }
                let pass = table._obsgenStamps.start(0)
                if _obsgenNotify(observers, pass, { $0(newValue, oldValue) }) { self._obsgenLock.withLock { table._obsgenCompact(0, like: observers) } }
                table._obsgenLockedDeliver(self._obsgenLock, from: self, changeObservers, parents, .volume(new: newValue, old: oldValue), pass)
            }
        }
        // Saved after the release, in the order of the assignments (its turn is taken here).
        let turn = _obsgenSaves.turn(0)
        _obsgenLock._obsgenUnlockNow()
        let saved = _obsgenSaves.save(turn, newValue, "volume", through: _obsgenPersistence, changed: old.map { oldValue in newValue != oldValue } ?? true)
        if old.map({ oldValue in newValue != oldValue }) ?? true { _obsgenTell(\.volume) }
        notify?()
        if saved { _obsgenPersistence.post("volume") }
    }

    private func _obsgenReceivePersisted(_ key: String) {
        switch key {
        case "volume":
            _obsgenSaves.receive(0) { receipt in
                guard let value: Int = _obsgenPersistence.reload(key) else { return true }
                guard _obsgenShouldNotify(_obsgenLock.withLock { _obsgen_volume }, value) else { return true }
                return _obsgenTakeVolume(value, receipt)
            }
        default:
            break
        }
    }

    private func _obsgenTakeVolume(_ value: Int, _ receipt: _ObsgenSaveQueue.Receipt) -> Bool {
        _obsgenLock._obsgenLockNow()
        let admission = _obsgenSaves.admit(receipt)
        guard admission == .take else {
            _obsgenLock._obsgenUnlockNow()
            return admission == .drop
        }
        let oldValue = _obsgen_volume
        _obsgen_volume = value
        _obsgenEndVolume(oldValue)
        return true
    }

nonisolated protocol SubjectProtocol: AnyObject, Sendable {
    var volume: Int { get set }
    func observeVolume(_ callback: @escaping @Sendable (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllVolumeObservers()
    /// Reads and writes `volume` under one hold of the lock.
    func modifyVolume(_ body: (inout Int) -> Void)
    func observeChanges(_ callback: @escaping @Sendable (Subject.Change) -> Void) -> ObservationToken
}
