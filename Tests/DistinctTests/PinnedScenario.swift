import XCTest

/// A note of Fixtures/Golden/distinct/notes.obs, in any style and isolation kind (the test
/// files conform their modules' notes). Main-actor isolated, so that a `@MainActor` note
/// conforms as the others do; the tests run on the main thread.
@MainActor
protocol PinnableNote: AnyObject {
    init(title: String, isPinned: Bool)
    var title: String { get set }
    var isPinned: Bool { get set }
}

/// What an observer of a derived list of notes logs: which notes, in order (by identity).
func identities(_ notes: [some AnyObject]) -> String {
    notes.map { "\(ObjectIdentifier($0))" }.joined(separator: ",")
}

/// A library of Fixtures/Golden/distinct/notes.obs, in any style and isolation kind: the test
/// files conform their modules' libraries, and `checkPinnedLists(of:)` drives them.
@MainActor
protocol NotesLibrary: AnyObject {
    init(notes: [String: Note], shelf: [Note])
    associatedtype Note: PinnableNote & SendableMetatype
    associatedtype Token: AnyObject
    associatedtype Drawing
    /// The callbacks of the lists and of `sketch`: plain, `@Sendable` or `@MainActor`, by the
    /// library's isolation (each kind's `logging` and `counting` are below).
    associatedtype ListCallback
    associatedtype SketchCallback
    var notes: [String: Note] { get set }
    var shelf: [Note] { get set }
    var sketch: Drawing { get }
    func observePinned(_ callback: ListCallback) -> Token
    func observePinnedOnShelf(_ callback: ListCallback) -> Token
    func observeSketch(_ callback: SketchCallback) -> Token
    /// A callback of a list that logs `identities(new)` to `log`.
    static func logging(_ log: Log) -> ListCallback
    /// A callback of `sketch` that logs one entry to `log`.
    static func counting(_ log: Log) -> SketchCallback
}

extension NotesLibrary where ListCallback == ([Note], [Note]) -> Void, SketchCallback == (Drawing, Drawing) -> Void {
    static func logging(_ log: Log) -> ListCallback { { new, _ in log.add(identities(new)) } }
    static func counting(_ log: Log) -> SketchCallback { { _, _ in log.add("sketch") } }
}

extension NotesLibrary where ListCallback == @Sendable ([Note], [Note]) -> Void, SketchCallback == @Sendable (Drawing, Drawing) -> Void {
    static func logging(_ log: Log) -> ListCallback { { new, _ in log.add(identities(new)) } }
    static func counting(_ log: Log) -> SketchCallback { { _, _ in log.add("sketch") } }
}

extension NotesLibrary where ListCallback == @MainActor ([Note], [Note]) -> Void, SketchCallback == @MainActor (Drawing, Drawing) -> Void {
    static func logging(_ log: Log) -> ListCallback { { new, _ in log.add(identities(new)) } }
    static func counting(_ log: Log) -> SketchCallback { { _, _ in log.add("sketch") } }
}

/// The derived list of the pinned notes sorted by title of `Library`, over dictionary children
/// (`pinned`, over `notes`) and over array children (`pinnedOnShelf`, over `shelf`), each on a
/// new library. It notifies when a note is pinned,
/// unpinned, reordered, added pinned or removed while pinned, and not when an unpinned note
/// changes, nor when a pinned note changes without moving (the same notes in the same order).
/// `sketch`, of a type with no comparison, notifies on every recomputation: once per step.
@MainActor
func checkPinnedLists<Library: NotesLibrary>(of _: Library.Type, file: StaticString = #filePath, line: UInt = #line) {
    let note = Library.Note.init(title:isPinned:)
    for onShelf in [false, true] {
        let library = Library(notes: [:], shelf: [])
        let (pinned, sketches) = (Log(), Log())
        let tokens = [
            onShelf ? library.observePinnedOnShelf(Library.logging(pinned)) : library.observePinned(Library.logging(pinned)),
            library.observeSketch(Library.counting(sketches)),
        ]
        defer { withExtendedLifetime(tokens) {} }
        let list = onShelf ? "pinnedOnShelf" : "pinned"
        func add(_ key: String, _ added: Library.Note) {
            if onShelf { library.shelf.append(added) } else { library.notes[key] = added }
        }
        func remove(_ key: String, _ removed: Library.Note) {
            if onShelf { library.shelf.removeAll { $0 === removed } } else { library.notes[key] = nil }
        }
        func expect(_ notes: [Library.Note]?, _ why: String) {
            XCTAssertEqual(pinned.take(), notes.map { [identities($0)] } ?? [], "\(Library.self).\(list): \(why)", file: file, line: line)
            XCTAssertEqual(sketches.take().count, 1, "\(Library.self).\(list): \(why): the sketch is recomputed, so it notifies", file: file, line: line)
        }
        let first = note("a", true)
        add("a", first)
        expect([first], "added pinned")
        let second = note("b", false)
        add("b", second)
        expect(nil, "added unpinned")
        second.title = "bb"
        expect(nil, "an unpinned note changed")
        second.isPinned = true
        expect([first, second], "pinned")
        first.title = "z"
        expect([second, first], "reordered")
        first.title = "zz"
        expect(nil, "a pinned note changed without moving: the same notes in the same order")
        second.isPinned = false
        expect([first], "unpinned")
        let third = note("c", true)
        add("c", third)
        expect([third, first], "added pinned")
        remove("c", third)
        expect([first], "removed while pinned")
        remove("b", second)
        expect(nil, "removed unpinned")
    }
}
