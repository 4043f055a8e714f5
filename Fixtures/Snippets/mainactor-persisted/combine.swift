@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
@MainActor final class Subject: SubjectProtocol, ObservableModel, ObservableObject {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/mainactor-persisted.obs", line: 1)
        /// `volume` was assigned a new value.
        case volume(new: Int, old: Int)
        #sourceLocation()
    }

    #sourceLocation(file: "Fixtures/Snippets/mainactor-persisted.obs", line: 2)
    @_ObsgenMainActorPublished var volume: Int
    #sourceLocation()
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    /// Where the `@persisted` properties are stored, and the other models told of their changes.
    private let _obsgenPersistence: _ObsgenPersistence
    nonisolated let _obsgenWillChange = _ObsgenWillChange()

    /// Sends before every change of this model, and whenever a child's `objectWillChange`
    /// sends (children are followed through replacements).
    nonisolated var objectWillChange: ObservableObjectPublisher { _obsgenWillChange.publisher }

    #sourceLocation(file: "Fixtures/Snippets/mainactor-persisted.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(volume: Int = 5) {
        #sourceLocation()
        let _obsgenPersistence = _ObsgenPersistence(Self.persistenceStore)
        self._obsgenPersistence = _obsgenPersistence
        _volume = .init(_obsgenPersistence.load("volume") ?? volume, member: 0)
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

@MainActor protocol SubjectProtocol: AnyObject {
    var volume: Int { get set }
    func observeVolume(_ callback: @escaping @MainActor (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllVolumeObservers()
    func observeChanges(_ callback: @escaping @MainActor (Subject.Change) -> Void) -> ObservationToken
}
