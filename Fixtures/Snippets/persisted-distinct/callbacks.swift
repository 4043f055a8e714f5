final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/persisted-distinct.obs", line: 2)
        /// `theme` was assigned a new value.
        case theme(new: String, old: String)
        #sourceLocation(file: "Fixtures/Snippets/persisted-distinct.obs", line: 3)
        /// The value of `isDark` changed.
        case isDark(new: Bool, old: Bool)
        #sourceLocation()
    }

    var theme: String {
        get { _obsgen_theme }
        set {
            let oldValue = _obsgenExchange(&_obsgen_theme, newValue)
            guard newValue != oldValue else { return }
            let saved = _obsgenPersistence.save(newValue, "theme")
            _obsgenAfterSet(_obsgenTable, newValue, oldValue) { _obsgenDidSetTheme($0, $1, $2) }
            if saved { _obsgenPersistence.post("theme") }
        }
    }

    var isDark: Bool {
        #sourceLocation(file: "Fixtures/Snippets/persisted-distinct.obs", line: 4)
                           theme == "dark"
        #sourceLocation()
    }
    @exclusivity(unchecked) private var _obsgen_theme: String
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    /// Where the `@persisted` properties are stored, and the other models told of their changes.
    private let _obsgenPersistence: _ObsgenPersistence

    #sourceLocation(file: "Fixtures/Snippets/persisted-distinct.obs", line: 2)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(theme: String = "light") {
        #sourceLocation()
        let _obsgenPersistence = _ObsgenPersistence(Self.persistenceStore)
        self._obsgenPersistence = _obsgenPersistence
        self._obsgen_theme = _obsgenPersistence.load("theme") ?? theme
        _obsgenPersistence.start(#isolation) { [weak self] key in self?._obsgenReceivePersisted(key) }
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `theme`, until the token is cancelled or released.
    func observeTheme(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `theme` (the `observeTheme` callbacks).
    func removeAllThemeObservers() { _obsgenTable?.removeAll(0) }

    /// Calls `callback` with the new and the old value after every change of `isDark`, until the token is cancelled or released.
    func observeIsDark(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(1, callback)
    }

    /// Calls `callback` with the new value after every change of `isDark` that passes
    /// `filter` (`.any`, `.onlyTrue`, `.onlyFalse`).
    func observeIsDark(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(1, filter, callback)
    }

    /// Cancels every observer of `isDark` (the `observeIsDark` callbacks).
    func removeAllIsDarkObservers() { _obsgenTable?.removeAll(1) }

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
        case \.theme: 0
        case \.isDark: 1
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenDidSetTheme(_ table: _ObsgenTable, _ newValue: String, _ oldValue: String) {
        let pass = table._obsgenStamps.start(0)
        table._obsgenNotify(0, newValue, oldValue, pass)
        let _obsgen_isDarkOld = table.own._obsgenLast_isDark
        let _obsgen_isDarkNew = self.isDark
        let _obsgen_isDarkPass = table._obsgenStamps.start(1, if: _obsgenShouldNotify(_obsgen_isDarkOld, _obsgen_isDarkNew))
        if let _obsgen_isDarkPass {
            table.own._obsgenLast_isDark = _obsgen_isDarkNew
            table._obsgenNotify(1, _obsgen_isDarkNew, _obsgen_isDarkOld, _obsgen_isDarkPass)
        }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .theme(new: newValue, old: oldValue), pass)
        if let _obsgen_isDarkPass { table._obsgenEmit(self, .isDark(new: _obsgen_isDarkNew, old: _obsgen_isDarkOld), _obsgen_isDarkPass) }
    }

    private func _obsgenReceivePersisted(_ key: String) {
        switch key {
        case "theme":
            guard let value: String = _obsgenPersistence.reload(key) else { return }
            guard _obsgenShouldNotify(_obsgen_theme, value) else { return }
            _obsgenPersistence.receive(key) { self.theme = value }
        default:
            break
        }
    }

protocol SubjectProtocol: AnyObject {
    var theme: String { get set }
    var isDark: Bool { get }
    func observeTheme(_ callback: @escaping (_ new: String, _ old: String) -> Void) -> ObservationToken
    func removeAllThemeObservers()
    func observeIsDark(_ callback: @escaping (_ new: Bool, _ old: Bool) -> Void) -> ObservationToken
    func observeIsDark(_ filter: BoolFilter, _ callback: @escaping (Bool) -> Void) -> ObservationToken
    func removeAllIsDarkObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
