@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
nonisolated final class Subject: SubjectProtocol, ObservableModel, Observation.Observable, @unchecked Sendable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/locked-setter-access.obs", line: 2)
        /// `count` was assigned a new value.
        case count(new: Int, old: Int)
        #sourceLocation()
    }

    private(set) var count: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _obsgenLock.withLock { _obsgen_count }
        }
        set {
            _obsgenLock._obsgenLockNow()
            _obsgenLockedEnd(_obsgenLock, _obsgenTable, self, 0, newValue, _obsgenExchange(&_obsgen_count, newValue), Change.count, tellingWhen: _obsgenShouldNotify, { self._obsgenTell(\.count) })
        }
    }
    @exclusivity(unchecked) private var _obsgen_count: Int
    private let _obsgenLock = _ObsgenLock()
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/locked-setter-access.obs", line: 2)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(count: Int = 0) {
        #sourceLocation()
        self._obsgen_count = count
        didInit()
    }

    /// Reads and writes `count` under one hold of the lock, so that concurrent
    /// read-modify-writes lose no update; in place when nothing needs the old value. `body`
    /// runs under the lock: it must not touch this model (that stops the process with a message).
    private func modifyCount(_ body: (inout Int) -> Void) {
        _obsgenLock._obsgenLockNow()
        let oldValue: Optional<Int> = _obsgenTable?._obsgenNeedsOld(0) == true ? _obsgen_count : nil
        _obsgenLock._obsgenRunBody(Self.self, "modifyCount") { body(&_obsgen_count) }
        _obsgenLockedEnd(_obsgenLock, _obsgenTable, self, 0, _obsgen_count, oldValue, Change.count, tellingWhen: _obsgenShouldNotify, { self._obsgenTell(\.count) })
    }

    /// Calls `callback` with the new and the old value after every change of `count`, until the token is cancelled or released.
    func observeCount(_ callback: @escaping @Sendable (_ new: Int, _ old: Int) -> Void) -> ObservationToken {
        _obsgenWithTable { $0.observe(0, callback) }
    }

    /// Cancels every observer of `count` (the `observeCount` callbacks).
    func removeAllCountObservers() {
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
        case \.count: _obsgenWithTable { table in table._obsgenWithList(0) { _obsgenLockedValues(T.self, first: _obsgen_count, &$0) } }
        default: _obsgenLockedValues(self, keyPath) { observer in _obsgenWithTable { $0._obsgenChanges._obsgenAddOwned(observer) } }
        }
    }

nonisolated protocol SubjectProtocol: AnyObject, Sendable {
    var count: Int { get }
    func observeCount(_ callback: @escaping @Sendable (_ new: Int, _ old: Int) -> Void) -> ObservationToken
    func removeAllCountObservers()
    func observeChanges(_ callback: @escaping @Sendable (Subject.Change) -> Void) -> ObservationToken
}
