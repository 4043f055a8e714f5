@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/derived-if.obs", line: 2)
        /// `useServerSettings` was assigned a new value.
        case useServerSettings(new: Bool, old: Bool)
        #sourceLocation(file: "Fixtures/Snippets/derived-if.obs", line: 3)
        /// `localVisibility` was assigned a new value.
        case localVisibility(new: String, old: String)
        #sourceLocation(file: "Fixtures/Snippets/derived-if.obs", line: 4)
        /// The value of `visibility` changed.
        case visibility(new: String, old: String)
        #sourceLocation()
    }

    var useServerSettings: Bool {
        get {
            _$observationRegistrar.access(self, keyPath: \.useServerSettings)
            return _obsgen_useServerSettings
        }
        set {
            _obsgenDidSetUseServerSettings(newValue, _$observationRegistrar._obsgenReplace(self, \.useServerSettings, &_obsgen_useServerSettings, newValue))
        }
    }

    var localVisibility: String {
        get {
            _$observationRegistrar.access(self, keyPath: \.localVisibility)
            return _obsgen_localVisibility
        }
        set {
            _obsgenDidSetLocalVisibility(newValue, _$observationRegistrar._obsgenReplace(self, \.localVisibility, &_obsgen_localVisibility, newValue))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.localVisibility)
            guard _obsgenTable != nil else {
                _$observationRegistrar.willSet(self, keyPath: \.localVisibility)
                defer { _$observationRegistrar.didSet(self, keyPath: \.localVisibility) }
                yield &_obsgen_localVisibility
                return
            }
            var value = _obsgen_localVisibility
            defer { self.localVisibility = value }
            yield &value
        }
    }

    var visibility: String {
        #sourceLocation(file: "Fixtures/Snippets/derived-if.obs", line: 6)
        if useServerSettings {
            "public"
        } else {
            localVisibility
        }
        #sourceLocation()
    }
    @exclusivity(unchecked) private var _obsgen_useServerSettings: Bool
    @exclusivity(unchecked) private var _obsgen_localVisibility: String
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/derived-if.obs", line: 2)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(useServerSettings: Bool = false,
         localVisibility: String = "private") {
        #sourceLocation()
        self._obsgen_useServerSettings = useServerSettings
        self._obsgen_localVisibility = localVisibility
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `useServerSettings`, until the token is cancelled or released.
    func observeUseServerSettings(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Calls `callback` with the new value after every change of `useServerSettings` that passes
    /// `filter` (`.any`, `.onlyTrue`, `.onlyFalse`).
    func observeUseServerSettings(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, filter, callback)
    }

    /// Cancels every observer of `useServerSettings` (the `observeUseServerSettings` callbacks).
    func removeAllUseServerSettingsObservers() { _obsgenTable?.removeAll(0) }

    /// Calls `callback` with the new and the old value after every change of `localVisibility`, until the token is cancelled or released.
    func observeLocalVisibility(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(1, callback)
    }

    /// Cancels every observer of `localVisibility` (the `observeLocalVisibility` callbacks).
    func removeAllLocalVisibilityObservers() { _obsgenTable?.removeAll(1) }

    /// Calls `callback` with the new and the old value after every change of `visibility`, until the token is cancelled or released.
    func observeVisibility(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(2, callback)
    }

    /// Cancels every observer of `visibility` (the `observeVisibility` callbacks).
    func removeAllVisibilityObservers() { _obsgenTable?.removeAll(2) }

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
        case \.useServerSettings: 0
        case \.localVisibility: 1
        case \.visibility: 2
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable { _obsgenMake(&_obsgenTable) { _ObsgenTable(members: 3, own: _ObsgenOwn(_obsgenLast_visibility: visibility)) } }

    /// After a store of `useServerSettings` (one call site, always inlined). The registrar's calls
    /// dominate this style's setters, so the table is retained here rather than borrowed
    /// through a closure: one closure less to type-check per member.
    @inline(__always)
    private func _obsgenDidSetUseServerSettings(_ newValue: Bool, _ oldValue: Bool) {
        guard let table = _obsgenTable else { return }
        let pass = table._obsgenStamps.start(0)
        table._obsgenNotify(0, newValue, oldValue, pass)
        let _obsgen_visibilityOld = table.own._obsgenLast_visibility
        let _obsgen_visibilityNew = self.visibility
        let _obsgen_visibilityPass = table._obsgenStamps.start(2, if: _obsgenShouldNotify(_obsgen_visibilityOld, _obsgen_visibilityNew))
        if let _obsgen_visibilityPass {
            table.own._obsgenLast_visibility = _obsgen_visibilityNew
            table._obsgenNotify(2, _obsgen_visibilityNew, _obsgen_visibilityOld, _obsgen_visibilityPass)
        }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .useServerSettings(new: newValue, old: oldValue), pass)
        if let _obsgen_visibilityPass { table._obsgenEmit(self, .visibility(new: _obsgen_visibilityNew, old: _obsgen_visibilityOld), _obsgen_visibilityPass) }
    }

    private func _obsgenDidSetLocalVisibility(_ newValue: String, _ oldValue: String) {
        guard let table = _obsgenTable else { return }
        let pass = table._obsgenStamps.start(1)
        table._obsgenNotify(1, newValue, oldValue, pass)
        let _obsgen_visibilityOld = table.own._obsgenLast_visibility
        let _obsgen_visibilityNew = self.visibility
        let _obsgen_visibilityPass = table._obsgenStamps.start(2, if: _obsgenShouldNotify(_obsgen_visibilityOld, _obsgen_visibilityNew))
        if let _obsgen_visibilityPass {
            table.own._obsgenLast_visibility = _obsgen_visibilityNew
            table._obsgenNotify(2, _obsgen_visibilityNew, _obsgen_visibilityOld, _obsgen_visibilityPass)
        }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .localVisibility(new: newValue, old: oldValue), pass)
        if let _obsgen_visibilityPass { table._obsgenEmit(self, .visibility(new: _obsgen_visibilityNew, old: _obsgen_visibilityOld), _obsgen_visibilityPass) }
    }

protocol SubjectProtocol: AnyObject {
    var useServerSettings: Bool { get set }
    var localVisibility: String { get set }
    var visibility: String { get }
    func observeUseServerSettings(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken
    func observeUseServerSettings(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken
    func removeAllUseServerSettingsObservers()
    func observeLocalVisibility(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken
    func removeAllLocalVisibilityObservers()
    func observeVisibility(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken
    func removeAllVisibilityObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
