@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Subject: SubjectProtocol, ObservableModel, Observation.Observable {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {
    }

    #sourceLocation(file: "Fixtures/Snippets/let-constant.obs", line: 2)
    let id: Int
    #sourceLocation()
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?
    private let _$observationRegistrar = Observation.ObservationRegistrar()

    /// Makes a `Subject`; every stored member is a parameter, in declaration order. Ends
    /// with `didInit()`.
    init(id: Int = 0) {
        self.id = id
        didInit()
    }

    /// Calls `callback` with every change of this model, including changes inside its
    /// children, until the returned token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

protocol SubjectProtocol: AnyObject {
    var id: Int { get }
    /// Calls `callback` with every change of the model, including changes inside its children.
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
