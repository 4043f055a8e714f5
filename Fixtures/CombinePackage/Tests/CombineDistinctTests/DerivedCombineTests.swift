import XCTest
@testable import DistinctCombineModels

extension Note: PinnableNote {}
extension MainNote: PinnableNote {}
extension LockedNote: PinnableNote {}
extension LooseNote: PinnableNote {}
extension Library: NotesLibrary {}
extension MainLibrary: NotesLibrary {}
extension LockedLibrary: NotesLibrary {}
extension LooseLibrary: NotesLibrary {}

/// Derived values of any type, combine style (Fixtures/Golden/distinct-combine/notes.obs, the
/// scenario of Tests/DistinctTests/PinnedScenario.swift, symlinked): a derived list of children
/// notifies only when which children, or their order, changed; a derived value with no
/// comparison on every recomputation. `objectWillChange` follows the members a derived value
/// reads (it is a computed property): a child's change sends it, as forwarding does.
/// (`async`: on Linux, a class of only synchronous `@MainActor` tests crashes test discovery.)
final class DerivedCombineTests: XCTestCase {
    @MainActor
    func testPinnedListsOfEveryIsolationKind() async {
        for library in [Library.self, MainLibrary.self, LockedLibrary.self, LooseLibrary.self] as [any NotesLibrary.Type] {
            checkPinnedLists(of: library)
        }
    }

    func testObjectWillChangeSendsForTheMembersADerivedValueReads() {
        let note = Note(title: "a")
        let library = Library(notes: ["a": note])
        let sends = WillChangeCounter(library.objectWillChange)
        XCTAssertEqual(sends.sends { note.title = "b" }, 1, "an unpinned note's change is forwarded, though `pinned` did not change")
        XCTAssertEqual(sends.sends { library.shelf = [Note()] }, 1, "an assignment of other children")
    }
}
