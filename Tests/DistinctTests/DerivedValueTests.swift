import XCTest
@testable import DistinctModels
@testable import DistinctObservationModels

extension DistinctModels.Note: PinnableNote {}
extension DistinctModels.MainNote: PinnableNote {}
extension DistinctModels.LockedNote: PinnableNote {}
extension DistinctModels.LooseNote: PinnableNote {}
extension DistinctModels.Library: NotesLibrary {}
extension DistinctModels.MainLibrary: NotesLibrary {}
extension DistinctModels.LockedLibrary: NotesLibrary {}
extension DistinctModels.LooseLibrary: NotesLibrary {}
extension DistinctObservationModels.Note: PinnableNote {}
extension DistinctObservationModels.MainNote: PinnableNote {}
extension DistinctObservationModels.LockedNote: PinnableNote {}
extension DistinctObservationModels.LooseNote: PinnableNote {}
extension DistinctObservationModels.Library: NotesLibrary {}
extension DistinctObservationModels.MainLibrary: NotesLibrary {}
extension DistinctObservationModels.LockedLibrary: NotesLibrary {}
extension DistinctObservationModels.LooseLibrary: NotesLibrary {}

/// Derived values of any type (Fixtures/Golden/distinct/notes.obs), callbacks and observation
/// styles (the combine style: Fixtures/CombinePackage): a recomputed value notifies when the
/// runtime's `_obsgenShouldNotify` overloads say it changed (a list of children by identity
/// and order), and on every recomputation when its type has no comparison. (`async`: on
/// Linux, a class of only synchronous `@MainActor` tests crashes test discovery.)
final class DerivedValueTests: XCTestCase {
    /// The libraries of every isolation kind, in both styles.
    @MainActor
    private static let libraries: [any NotesLibrary.Type] = [
        DistinctModels.Library.self, DistinctModels.MainLibrary.self, DistinctModels.LockedLibrary.self, DistinctModels.LooseLibrary.self,
        DistinctObservationModels.Library.self, DistinctObservationModels.MainLibrary.self,
        DistinctObservationModels.LockedLibrary.self, DistinctObservationModels.LooseLibrary.self,
    ]

    @MainActor
    func testPinnedListsOfEveryIsolationKindAndStyle() async {
        for library in Self.libraries { checkPinnedLists(of: library) }
    }

    /// An optional class by identity, a dictionary of a class by key and identity, a tuple of
    /// `Equatable` elements by tuple `==`; `observeChanges` hears the same changes.
    @MainActor
    func testOtherDerivedShapesNotifyOnlyWhenChanged() async {
        let library = DistinctModels.Library()
        let log = Log()
        let tokens = [
            library.observeTop { new, _ in log.add("top \(new?.title ?? "nil")") },
            library.observePinnedByID { new, _ in log.add("byID \(new.keys.sorted())") },
            library.observeCounts { new, _ in log.add("counts \(new)") },
            library.observeChanges { change in
                switch change {
                case .top, .pinnedByID, .counts: log.add("change")
                default: break
                }
            },
        ]
        defer { tokens.forEach { $0.cancel() } }
        let note = DistinctModels.Note(title: "a", isPinned: true)
        library.notes["a"] = note
        XCTAssertEqual(log.take(), ["top a", "byID [\"a\"]", "counts (1, 0)", "change", "change", "change"])
        note.title = "b"
        library.shelf = []
        XCTAssertEqual(log.take(), [], "the same note, the same keys and instances, equal counts")
        library.notes["c"] = DistinctModels.Note(title: "c")
        XCTAssertEqual(log.take(), ["counts (2, 0)", "change"])
        library.notes["a"] = DistinctModels.Note(title: "b", isPinned: true)
        XCTAssertEqual(log.take(), ["top b", "byID [\"a\"]", "change", "change"], "another instance under the same key")
    }
}
