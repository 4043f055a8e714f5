final class Subject: SubjectProtocol, ObservableModel {
    /// One case per observable member of `Subject`: what changed, with its new and old values.
    enum Change {}

    #sourceLocation(file: "Fixtures/Snippets/let-constant.obs", line: 2)
    let id: Int
    #sourceLocation()
    @exclusivity(unchecked) private var _obsgenTable: _ObsgenTable?

    #sourceLocation(file: "Fixtures/Snippets/let-constant.obs", line: 1)
    /// Makes a `Subject` from every stored member, in declaration order; ends with `didInit()`.
    init(id: Int = 0) {
        #sourceLocation()
        self.id = id
        didInit()
    }

    /// Calls `callback` with every change of this model, including inside its children, until the token is cancelled or released.
    func observeChanges(_ callback: @escaping (Change) -> Void) -> ObservationToken {
        _obsgenMakeTable()._obsgenChanges.add(callback)
    }

protocol SubjectProtocol: AnyObject {
    var id: Int { get }
    func observeChanges(_ callback: @escaping (Subject.Change) -> Void) -> ObservationToken
}
