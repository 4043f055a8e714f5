@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Shelf: ShelfProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Shelf`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/derived-list.obs", line: 3)
        /// `items` was replaced or mutated, or one of its elements changed inside.
        case items(ChildrenChange<Item>)
        #sourceLocation(file: "Fixtures/Snippets/derived-list.obs", line: 4)
        /// The value of `pinned` changed.
        case pinned(new: [Item], old: [Item])
        #sourceLocation()
    }

    var items: [Item] {
        get {
            _$observationRegistrar.access(self, keyPath: \.items)
            return _obsgen_items
        }
        set {
            let oldValue = _obsgen_items
            guard !_obsgenSameChildren(newValue, oldValue) else {
                _obsgen_items = newValue
                return
            }
            _obsgenDidSetItems(newValue, _$observationRegistrar._obsgenReplace(self, \.items, &_obsgen_items, newValue, telling: true))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.items)
            // `onChange` runs in `willSet`, before the mutation, and may observe this model or
            // store this array: the path is chosen after it.
            _$observationRegistrar.willSet(self, keyPath: \.items)
            guard let table = _obsgenTable else {
                defer { _$observationRegistrar.didSet(self, keyPath: \.items) }
                yield &_obsgen_items
                return
            }
            if table.own._obsgen_itemsLast.lend() {
                defer { _obsgenDidModifyItems(table) }
                yield &_obsgen_items
                return
            }
            var value = _obsgen_items
            defer { self.items = value }
            yield &value
        }
    }

    var pinned: [Item] {
        #sourceLocation(file: "Fixtures/Snippets/derived-list.obs", line: 5)
                             items.filter { $0.isPinned }
        #sourceLocation()
    }
    @exclusivity(unchecked) private var _obsgen_items: [Item]
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/derived-list.obs", line: 3)
    /// Makes a `Shelf` from every stored member, in declaration order; ends with `didInit()`.
    init(items: [Item] = []) {
        #sourceLocation()
        self._obsgen_items = items
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `items`, until the token is cancelled or released.
    func observeItems(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `items` (the `observeItems` callbacks).
    func removeAllItemsObservers() { _obsgenTable?.removeAll(0) }

    /// Calls `callback` with the new and the old value after every change of `pinned`, until the token is cancelled or released.
    func observePinned(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(1, callback)
    }

    /// Cancels every observer of `pinned` (the `observePinned` callbacks).
    func removeAllPinnedObservers() { _obsgenTable?.removeAll(1) }

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
    func values<T>(of keyPath: KeyPath<Shelf, T>) -> AsyncStream<T> {
        let member: Int? = switch keyPath as PartialKeyPath<Shelf> {
        case \.items: 0
        case \.pinned: 1
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable {
        if let table = _obsgenTable { return table }
        let table = _ObsgenTable(members: 2, own: _ObsgenOwn(_obsgenLast_pinned: pinned))
        _obsgenTable = table
        _ObsgenLinking.run {
            self._obsgenLinkItems(self._obsgen_items)
        }
        return table
    }

    private func _obsgenDidSetItems(_ newValue: [Item], _ oldValue: [Item]) {
        guard let table = _obsgenTable else { return }
        table.own._obsgen_itemsLast.store(newValue)
        let pass = table._obsgenStamps.start(0)
        let me = ObjectIdentifier(self)
        table.own._obsgen_itemsHeld.rewire(newValue, oldValue, link: { self._obsgenLinkOneItems($0) }, unlink: { $0._obsgenRemoveParent(me, member: 0) })
        table._obsgenNotify(0, newValue, oldValue, pass)
        let _obsgen_pinnedOld = table.own._obsgenLast_pinned
        let _obsgen_pinnedNew = self.pinned
        let _obsgen_pinnedPass = table._obsgenStamps.start(1, if: _obsgenShouldNotify(_obsgen_pinnedOld, _obsgen_pinnedNew))
        if let _obsgen_pinnedPass {
            table.own._obsgenLast_pinned = _obsgen_pinnedNew
            table._obsgenNotify(1, _obsgen_pinnedNew, _obsgen_pinnedOld, _obsgen_pinnedPass)
        }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .items(.replaced(new: newValue, old: oldValue)), pass)
        if let _obsgen_pinnedPass { table._obsgenEmit(self, .pinned(new: _obsgen_pinnedNew, old: _obsgen_pinnedOld), _obsgen_pinnedPass) }
    }

    private func _obsgenReceiveItems(_ sender: ObjectIdentifier, _ change: Item.Change, _ climb: inout _ObsgenClimb) {
        // The child's first position now (a scan from the front: O(position)).
        guard let table = _obsgenTable, let index = _obsgenIndex(of: sender, in: _obsgen_items),
              climb.reaches(self, member: 0) else { return }
        let _obsgen_pinnedOld = table.own._obsgenLast_pinned
        let _obsgen_pinnedNew = self.pinned
        let _obsgen_pinnedPass = table._obsgenStamps.start(1, if: _obsgenShouldNotify(_obsgen_pinnedOld, _obsgen_pinnedNew))
        if let _obsgen_pinnedPass {
            table.own._obsgenLast_pinned = _obsgen_pinnedNew
            table._obsgenNotify(1, _obsgen_pinnedNew, _obsgen_pinnedOld, _obsgen_pinnedPass)
        }
        table._obsgenDeliver(.items(.changed(index: index, change)), &climb) {
            if let _obsgen_pinnedPass { table._obsgenEmit(self, .pinned(new: _obsgen_pinnedNew, old: _obsgen_pinnedOld), _obsgen_pinnedPass) }
        }
    }

protocol ShelfProtocol: AnyObject {
    var items: [Item] { get set }
    var pinned: [Item] { get }
    func observeItems(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken
    func removeAllItemsObservers()
    func observePinned(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken
    func removeAllPinnedObservers()
    func observeChanges(_ callback: @escaping (Shelf.Change) -> Void) -> ObservationToken
}
