import Observation
import XCTest
@testable import ModifiersObservationModels

/// SPEC §6 `@ignored` and `weak` in the observation style (Fixtures/Golden/modifiers-observation):
/// the registrar is never told of them, as the macro's `@ObservationIgnored`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class IgnoredObservationTests: XCTestCase {
    /// Whether `apply` triggers the `onChange` of a tracking that ran `read`.
    private func triggers(_ document: Document, read: @escaping (Document) -> Void, apply: (Document) -> Void) -> Bool {
        let fired = Flag()
        withObservationTracking { read(document) } onChange: { fired.set() }
        apply(document)
        return fired.value
    }

    func testTheRegistrarIsNotToldOfIgnoredOrWeakMembers() {
        XCTAssertFalse(triggers(Document(token: "t"), read: { _ = $0.cache }, apply: { $0.cache = ["a": 1] }))
        XCTAssertFalse(triggers(Document(token: "t"), read: { _ = $0.token }, apply: { $0.token = "u" }))
        let editor = NSObject()
        XCTAssertFalse(triggers(Document(token: "t"), read: { _ = $0.editor }, apply: { $0.editor = editor }))
        XCTAssertFalse(triggers(Document(token: "t"), read: { _ = $0.summary }, apply: { $0.cache = ["a": 1] }),
                       "a derived value read through the registrar does not track the @ignored member it reads")
        XCTAssertTrue(triggers(Document(token: "t"), read: { _ = $0.title }, apply: { $0.title = "x" }), "the harness sees an observed member")
    }

    func testNoCallbackForIgnoredMembers() {
        let document = Document(token: "t")
        var seen = 0
        let token = document.observeChanges { _ in seen += 1 }
        defer { token.cancel() }
        document.cache = ["a": 1]
        document.editor = nil
        XCTAssertEqual(seen, 0)
        document.title = "x"
        XCTAssertEqual(seen, 2, "title, then summary")
    }
}

/// A flag set from an `onChange` closure.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    func set() { lock.withLock { isSet = true } }
    var value: Bool { lock.withLock { isSet } }
}
