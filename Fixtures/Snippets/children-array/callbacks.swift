nonisolated final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        /// `parts` was replaced or mutated, or one of its elements changed inside.
        case parts(ChildrenChange<Item>)
    }

    var parts: [Item] {
        get { _obsgen_parts }
        set {
            _obsgenAfterSet(_obsgenTable, newValue, _obsgenExchange(&_obsgen_parts, newValue)) { _obsgenDidSetParts($0, $1, $2) }
        }
    }
    @exclusivity(unchecked) private var _obsgen_parts: [Item]
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    /// Makes a `Subject`; every stored member is a parameter, in declaration order. Ends
    /// with `didInit()`.
    init(parts: [Item] = []) {
        self._obsgen_parts = parts
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `parts`,
    /// until the returned token is cancelled or released.
    func observeParts(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgen_parts.add(callback)
    }

    /// Cancels every observer of `parts` (the `observeParts` callbacks).
    func removeAllPartsObservers() {
        _obsgenTable?._obsgen_parts.removeAll()
    }

    /// Calls `callback` with every change of this model, including changes inside its
    /// children, until the returned token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

    private func _obsgenMakeTable() -> _ObsgenTable {
        if let table = _obsgenTable { return table }
        let table = _ObsgenTable()
        _obsgenTable = table
        _ObsgenLinking.run {
            self._obsgenLinkParts(self._obsgen_parts)
        }
        return table
    }

    private func _obsgenDidSetParts(_ table: _ObsgenTable, _ newValue: [Item], _ oldValue: [Item]) {
        guard !_obsgenSameChildren(newValue, oldValue) else { return }
        let pass = table._obsgenStamps.start(0)
        let me = ObjectIdentifier(self)
        for child in oldValue { child._obsgenRemoveParent(me, member: 0) }
        _obsgenLinkParts(newValue)
        if table._obsgen_parts._obsgenRound.notify(newValue, oldValue, pass) { table._obsgen_parts.compact() }
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .parts(.replaced(new: newValue, old: oldValue)), pass)
    }

    private func _obsgenLinkParts(_ children: [Item]) {
        for (index, child) in children.enumerated() {
            child._obsgenAddParent(_ObsgenParentLink(from: self, member: 0, index: index) { parent, index, change, climb in
                parent._obsgenReceiveParts(index, change, &climb)
            })
        }
    }

    private func _obsgenReceiveParts(_ index: Int, _ change: Item.Change, _ climb: inout _ObsgenClimb) {
        guard let table = _obsgenTable, climb.reaches(self, member: 0) else { return }
        table._obsgenDeliver(.parts(.changed(index: index, change)), &climb)
    }

nonisolated protocol SubjectProtocol: AnyObject {
    var parts: [Item] { get set }
    /// Calls `callback` with the new and the old value after every change of `parts`.
    func observeParts(_ callback: @escaping (_ new: [Item], _ old: [Item]) -> Void) -> ObservationToken
    /// Cancels every observer of `parts`.
    func removeAllPartsObservers()
    /// Calls `callback` with every change of the model, including changes inside its children.
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
