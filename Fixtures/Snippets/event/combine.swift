@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class Subject: SubjectProtocol, ObservableModel, ObservableObject {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {}

    /// The events a `Subject` posts.
    enum Event {
        #sourceLocation(file: "Fixtures/Snippets/event.obs", line: 2)
        case stepped(by: Int, reason: String)
        #sourceLocation()
    }
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    nonisolated let _obsgenWillChange = _ObsgenWillChange()

    /// Sends before every change of this model, and whenever a child's `objectWillChange`
    /// sends (children are followed through replacements).
    nonisolated var objectWillChange: ObservableObjectPublisher { _obsgenWillChange.publisher }

    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init() {
        didInit()
    }

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
        default: nil
        }
        return _obsgenMakeTable()._obsgenValues(self, keyPath, member: member)
    }

    /// Posts an event: `observeEvents` observers first, then the observers of that case.
    func post(_ event: Event) {
        guard let table = _obsgenTable else { return }
        if table.own._obsgenEvents._obsgenRound.notify(event) { table.own._obsgenEvents.compact() }
        switch event {
        case .stepped(let _obsgen_by, let _obsgen_reason):
            if _obsgenNotify(table.own._obsgenOn_stepped.slots, { $0(_obsgen_by, _obsgen_reason) }) { table.own._obsgenOn_stepped.compact() }
        }
    }

    /// Calls `callback` with every event this model posts.
    func observeEvents(_ callback: @escaping (Event) -> Void) -> ObservationToken {
        _obsgenMakeTable().own._obsgenEvents.add(callback)
    }

    /// Calls `callback` each time `.stepped` is posted.
    func onStepped(_ callback: @escaping (_ by: Int, _ reason: String) -> Void) -> ObservationToken {
        _obsgenMakeTable().own._obsgenOn_stepped.add(callback)
    }

protocol SubjectProtocol: AnyObject {
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
    /// Posts an event to the model's event observers.
    func post(_ event: Subject.Event)
    /// Calls `callback` with every event the model posts.
    func observeEvents(_ callback: @escaping (Subject.Event) -> Void) -> ObservationToken
    /// Calls `callback` each time `.stepped` is posted.
    func onStepped(_ callback: @escaping (_ by: Int, _ reason: String) -> Void) -> ObservationToken
}
