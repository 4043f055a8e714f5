@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
        #sourceLocation(file: "Fixtures/Snippets/optional-child.obs", line: 1)
        /// `preview` was replaced, or changed inside.
        case preview(OptionalChildChange<Item>)
        #sourceLocation()
    }

    var preview: Item? {
        get {
            _$observationRegistrar.access(self, keyPath: \.preview)
            return _obsgen_preview
        }
        set {
            guard newValue !== _obsgen_preview else { return }
            _obsgenDidSetPreview(newValue, _$observationRegistrar._obsgenReplace(self, \.preview, &_obsgen_preview, newValue))
        }
        _modify {
            _$observationRegistrar.access(self, keyPath: \.preview)
            guard _obsgenTable != nil else {
                _$observationRegistrar.willSet(self, keyPath: \.preview)
                defer { _$observationRegistrar.didSet(self, keyPath: \.preview) }
                yield &_obsgen_preview
                return
            }
            var value = _obsgen_preview
            defer { self.preview = value }
            yield &value
        }
    }
    @exclusivity(unchecked) private var _obsgen_preview: Item?
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    #sourceLocation(file: "Fixtures/Snippets/optional-child.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(preview: Item? = nil) {
        #sourceLocation()
        self._obsgen_preview = preview
        didInit()
    }

    /// Calls `callback` with the new and the old value after every change of `preview`, until the token is cancelled or released.
    func observePreview(_ callback: @escaping (_ new: Item?, _ old: Item?) -> Void) -> ObservationToken {
        _obsgenMakeTable().observe(0, callback)
    }

    /// Cancels every observer of `preview` (the `observePreview` callbacks).
    func removeAllPreviewObservers() { _obsgenTable?.removeAll(0) }

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
        case \.preview: 0
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    private func _obsgenMakeTable() -> _ObsgenTable {
        if let table = _obsgenTable { return table }
        let table = _ObsgenTable(members: 1)
        _obsgenTable = table
        _ObsgenLinking.run {
            self._obsgenLinkPreview(self._obsgen_preview)
        }
        return table
    }

    private func _obsgenDidSetPreview(_ newValue: Item?, _ oldValue: Item?) {
        guard let table = _obsgenTable else { return }
        let pass = table._obsgenStamps.start(0)
        oldValue?._obsgenRemoveParent(ObjectIdentifier(self), member: 0)
        _obsgenLinkPreview(newValue)
        table._obsgenNotify(0, newValue, oldValue, pass)
        guard table._obsgenListening else { return }
        table._obsgenEmit(self, .preview(.replaced(new: newValue, old: oldValue)), pass)
    }

    private func _obsgenLinkPreview(_ child: Item?) {
        child?._obsgenAddParent(_ObsgenParentLink(from: self, member: 0) { parent, _, change, climb in
            parent._obsgenReceivePreview(change, &climb)
        })
    }

    private func _obsgenReceivePreview(_ change: Item.Change, _ climb: inout _ObsgenClimb) {
        guard let table = _obsgenTable, climb.reaches(self, member: 0) else { return }
        table._obsgenDeliver(.preview(.changed(change)), &climb)
    }

protocol SubjectProtocol: AnyObject {
    var preview: Item? { get set }
    func observePreview(_ callback: @escaping (_ new: Item?, _ old: Item?) -> Void) -> ObservationToken
    func removeAllPreviewObservers()
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
