final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/required-child.obs", line: 1)
        /// `settings` was replaced, or changed inside.
        case settings(ChildChange<Item>)
        #sourceLocation()
    }

    var settings: Item {
        get { _obsgen_settings }
        set {
            guard newValue !== _obsgen_settings else { return }
            _obsgenAfterSet(_obsgenTable, newValue, _obsgenExchange(&_obsgen_settings, newValue)) { _obsgenDidSetSettings($0, $1, $2) }
        }
        _modify {
            guard _obsgenTable != nil else {
                yield &_obsgen_settings
                return
            }
            var value = _obsgen_settings
            defer { self.settings = value }
            yield &value
        }
    }
    @exclusivity(unchecked) private var _obsgen_settings: Item
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    #sourceLocation(file: "Fixtures/Snippets/required-child.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(settings: Item = Item()) {
        #sourceLocation()
        self._obsgen_settings = settings
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `settings`, until the token is cancelled or released.
    func observeSettings(_ callback: @escaping (_ new: Item, _ old: Item) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `settings` (the `observeSettings` callbacks).
    func removeAllSettingsObservers() { _obsgenTable?.removeAll(0) }

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
        case \.settings: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable {
        if let table = _obsgenTable { return table }
        let table = _ObsgenTable(members: 1)
        _obsgenTable = table
        _ObsgenLinking.run {
            self._obsgenLinkSettings(self._obsgen_settings)
        }
        return table
    }

    private func _obsgenDidSetSettings(_ table: _ObsgenTable, _ newValue: Item, _ oldValue: Item) {
        let pass = table._obsgenStamps.start(0)
        oldValue._obsgenRemoveParent(ObjectIdentifier(self), member: 0)
        _obsgenLinkSettings(newValue)
        table._obsgenNotify(0, newValue, oldValue, pass)
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .settings(.replaced(new: newValue, old: oldValue)), pass)
    }

    private func _obsgenLinkSettings(_ child: Item) {
        child._obsgenAddParent(_ObsgenParentLink(from: self, member: 0) { parent, _, change, climb in
            parent._obsgenReceiveSettings(change, &climb)
        })
    }

    private func _obsgenReceiveSettings(_ change: Item.Change, _ climb: inout _ObsgenClimb) {
        guard let table = _obsgenTable, climb.reaches(self, member: 0) else { return }
        table._obsgenDeliver(.settings(.changed(change)), &climb)
    }

protocol SubjectProtocol: AnyObject {
    var settings: Item { get set }
    func observeSettings(_ callback: @escaping (_ new: Item, _ old: Item) -> Void) -> ObservationToken
    func removeAllSettingsObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
