@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/children-array.obs", line: 1)
        /// `parts` was replaced or mutated, or one of its elements changed inside.
        case parts(ChildrenChange<Item>)
        #sourceLocation()
    }

    var parts: [Item] {
        get {
            _$observationRegistrar.access(self, keyPath: \.parts)
            return _obsgen_parts
        }
        set {
            let oldValue = _obsgen_parts
            guard !_obsgenSameChildren(newValue, oldValue) else {
                _obsgen_parts = newValue
                return
            }
            _obsgenDidSetParts(newValue, _$observationRegistrar._obsgenReplace(self, \.parts, &_obsgen_parts, newValue, telling: true))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.parts)
            // `onChange` runs in `willSet`, before the mutation, and may observe this model or
            // store this array: the path is chosen after it.
            _$observationRegistrar.willSet(self, keyPath: \.parts)
            guard let table = _obsgenTable else {
                defer { _$observationRegistrar.didSet(self, keyPath: \.parts) }
                yield &_obsgen_parts
                return
            }
            if table.own._obsgen_partsLast.lend() {
                defer { _obsgenDidModifyParts(table) }
                yield &_obsgen_parts
                return
            }
            var value = _obsgen_parts
            defer { self.parts = value }
            yield &value
        }
    }
    @exclusivity(unchecked) private var _obsgen_parts: [Item]
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/children-array.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(parts: [Item] = []) {
        #sourceLocation()
        self._obsgen_parts = parts
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `parts`, until the token is cancelled or released.
    func observeParts(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `parts` (the `observeParts` callbacks).
    func removeAllPartsObservers() { _obsgenTable?.removeAll(0) }

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
        case \.parts: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable {
        if let table = _obsgenTable { return table }
        let table = _ObsgenTable(members: 1, own: _ObsgenOwn())
        _obsgenTable = table
        _ObsgenLinking.run {
            self._obsgenLinkParts(self._obsgen_parts)
        }
        return table
    }

    private func _obsgenDidSetParts(_ newValue: [Item], _ oldValue: [Item]) {
        guard let table = _obsgenTable else { return }
        table.own._obsgen_partsLast.store(newValue)
        let pass = table._obsgenStamps.start(0)
        let me = ObjectIdentifier(self)
        table.own._obsgen_partsHeld.rewire(newValue, oldValue, link: { self._obsgenLinkOneParts($0) }, unlink: { $0._obsgenRemoveParent(me, member: 0) })
        table._obsgenNotify(0, newValue, oldValue, pass)
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .parts(.replaced(new: newValue, old: oldValue)), pass)
    }

    private func _obsgenDidModifyParts(_ table: _ObsgenTable) {
        _$observationRegistrar.didSet(self, keyPath: \.parts)
        if !_obsgenSameChildren(_obsgen_parts, table.own._obsgen_partsLast.value) {
            _obsgenDidSetParts(_obsgen_parts, table.own._obsgen_partsLast.value)
        }
        _ = table.own._obsgen_partsLast.giveBack(syncedTo: _obsgen_parts)
    }

    private func _obsgenLinkParts(_ children: [Item]) {
        guard let table = _obsgenTable else { return }
        for child in children where table.own._obsgen_partsHeld.enter(child) { _obsgenLinkOneParts(child) }
        table.own._obsgen_partsLast.store(children)
    }

    private func _obsgenLinkOneParts(_ child: Item) {
        let sender = ObjectIdentifier(child)
        child._obsgenAddParent(_ObsgenParentLink(from: self, member: 0) { parent, _, change, climb in
            parent._obsgenReceiveParts(sender, change, &climb)
        })
    }

    private func _obsgenReceiveParts(_ sender: ObjectIdentifier, _ change: Item.Change, _ climb: inout _ObsgenClimb) {
        // The child's first position now (a scan from the front: O(position)).
        guard let table = _obsgenTable, let index = _obsgenIndex(of: sender, in: _obsgen_parts),
              climb.reaches(self, member: 0) else { return }
        table._obsgenDeliver(.parts(.changed(index: index, change)), &climb)
    }

protocol SubjectProtocol: AnyObject {
    var parts: [Item] { get set }
    func observeParts(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken
    func removeAllPartsObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
