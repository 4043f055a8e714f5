// Snapshots of `Codable` models, driven through the generated code of Fixtures/Golden/state*:
// `snapshot()` copies the coded members (children as their snapshots), `apply(_:)` assigns only
// what differs (children in place, by position or key), snapshots cross actors and code as the
// model does. One source per style (see StateTestSupport.swift).
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
import Observation
@testable import StateObservationModels
#elseif OBSGEN_STYLE_COMBINE
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import StateCombineModels
#else
@testable import StateModels
#endif

final class SnapshotTests: XCTestCase {
    private let tokens = Tokens()

    override func tearDown() {
        tokens.list = []
    }

    private func makeDocument() -> Document {
        Document(
            id: 7, title: "Draft", tags: ["a"], scratch: "not coded", meta: Meta(author: "Ann"), cover: Page(text: "cover"),
            pages: [Page(text: "one", number: 1), Page(text: "two", number: 2), Page(text: "three", number: 3)],
            sections: ["intro": Page(text: "hello")])
    }

    /// Every change `document` reports, as text.
    private func record(_ document: Document) -> () -> [String] {
        var seen: [String] = []
        tokens += document.observeChanges { change in
            switch change {
            case .title(let new, _): seen.append("title \(new)")
            case .tags(let new, _): seen.append("tags \(new)")
            case .meta(.changed(.author(let new, _))): seen.append("meta author \(new)")
            case .cover(.replaced(let new, _)): seen.append("cover replaced \(new?.text ?? "nil")")
            case .cover(.changed(.text(let new, _))): seen.append("cover text \(new)")
            case .pages(.replaced(let new, _)): seen.append("pages replaced \(new.map(\.text))")
            case .pages(.changed(let index, .text(let new, _))): seen.append("page \(index) text \(new)")
            case .pages(.changed(let index, .number(let new, _))): seen.append("page \(index) number \(new)")
            case .sections(.replaced(let new, _)): seen.append("sections replaced \(new.keys.sorted())")
            case .sections(.changed(let key, .text(let new, _))): seen.append("section \(key) text \(new)")
            case .pageCount(let new, _): seen.append("pageCount \(new)")
            default: seen.append("other \(change)")
            }
        }
        return { seen }
    }

    func testASnapshotHoldsTheCodedMembersAndTheChildrensSnapshots() {
        let document = makeDocument()
        let snapshot = document.snapshot()
        XCTAssertEqual(snapshot.id, 7)
        XCTAssertEqual(snapshot.title, "Draft")
        XCTAssertEqual(snapshot.tags, ["a"])
        XCTAssertEqual(snapshot.meta.author, "Ann")
        XCTAssertEqual(snapshot.cover?.text, "cover")
        XCTAssertEqual(snapshot.pages.map(\.text), ["one", "two", "three"])
        XCTAssertEqual(snapshot.sections["intro"]?.text, "hello")
        document.title = "Later"
        XCTAssertEqual(snapshot.title, "Draft", "a value: later changes are not in it")
        XCTAssertEqual(Document(snapshot: snapshot).snapshot(), snapshot, "a model made from a snapshot holds its values")
    }

    func testApplyingAnEqualSnapshotChangesNothing() {
        let document = makeDocument()
        let seen = record(document)
        document.apply(document.snapshot())
        XCTAssertEqual(seen(), [])
    }

    func testApplyAssignsOnlyWhatDiffersAndUpdatesChildrenInPlace() {
        let document = makeDocument()
        let (meta, cover, pages) = (document.meta, document.cover, document.pages)
        var snapshot = document.snapshot()
        snapshot.title = "Final"
        snapshot.meta.author = "Bo"
        snapshot.cover?.text = "new cover"
        snapshot.pages[1].text = "TWO"
        let seen = record(document)
        document.apply(snapshot)
        XCTAssertEqual(seen(), ["title Final", "meta author Bo", "cover text new cover", "page 1 text TWO"])
        XCTAssertTrue(document.meta === meta && document.cover === cover)
        XCTAssertTrue(zip(document.pages, pages).allSatisfy { $0 === $1 }, "the same children, updated in place")
        XCTAssertEqual(document.snapshot(), snapshot)
    }

    func testChildrenArraysAreMatchedByPositionExtraOnesRemovedAndMissingOnesMade() {
        let document = makeDocument()
        let pages = document.pages
        var shorter = document.snapshot()
        shorter.pages.removeLast()
        shorter.pages[0].number = 10
        let seen = record(document)
        document.apply(shorter)
        XCTAssertEqual(seen(), ["page 0 number 10", "pages replaced [\"one\", \"two\"]", "pageCount 2"])
        XCTAssertEqual(document.pages.map(\.number), [10, 2])
        XCTAssertTrue(document.pages[0] === pages[0] && document.pages[1] === pages[1])

        var longer = document.snapshot()
        longer.pages.append(Page.Snapshot(text: "four", number: 4))
        document.apply(longer)
        XCTAssertEqual(document.pages.map(\.text), ["one", "two", "four"])
        XCTAssertTrue(document.pages[0] === pages[0] && document.pages[1] === pages[1], "the children that are there stay")
        XCTAssertEqual(Array(seen().dropFirst(3)), ["pages replaced [\"one\", \"two\", \"four\"]", "pageCount 3"])
    }

    func testDictionaryChildrenAreMatchedByKeyAndAnOptionalChildIsMadeOrRemoved() {
        let document = makeDocument()
        let intro = document.sections["intro"]
        var snapshot = document.snapshot()
        snapshot.sections["intro"]?.text = "hi"
        snapshot.sections["outro"] = Page.Snapshot(text: "bye", number: 9)
        snapshot.cover = nil
        let seen = record(document)
        document.apply(snapshot)
        XCTAssertEqual(seen(), ["cover replaced nil", "section intro text hi", "sections replaced [\"intro\", \"outro\"]"])
        XCTAssertTrue(document.sections["intro"] === intro)
        XCTAssertEqual(document.sections["outro"]?.text, "bye")
        snapshot.cover = Page.Snapshot(text: "back", number: 0)
        snapshot.sections["outro"] = nil
        document.apply(snapshot)
        XCTAssertEqual(document.cover?.text, "back")
        XCTAssertEqual(document.sections.keys.sorted(), ["intro"])
        XCTAssertTrue(document.sections["intro"] === intro)
    }

    func testApplyLeavesConstantsAndUncodedMembersAlone() {
        let document = makeDocument()
        var snapshot = document.snapshot()
        snapshot.id = 99
        document.apply(snapshot)
        XCTAssertEqual(document.id, 7, "a constant is set by the init only")
        XCTAssertEqual(document.scratch, "not coded")
        XCTAssertEqual(Document(snapshot: snapshot).id, 99)
    }

    func testASnapshotCodesAsItsModelDoes() throws {
        let document = makeDocument()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(document), try encoder.encode(document.snapshot()))
        let decoded = try JSONDecoder().decode(Document.Snapshot.self, from: try encoder.encode(document))
        XCTAssertEqual(decoded, document.snapshot())
    }

    func testASnapshotIsEquatableOnlyWhenItsMembersAreKnownToBe() {
        XCTAssertTrue((Document.Snapshot.self as Any.Type) is any Equatable.Type)
        XCTAssertFalse((Sketch.Snapshot.self as Any.Type) is any Equatable.Type, "Shape is not known to be Equatable")
        let sketch = Sketch(shape: Shape(corners: 3))
        var changes = 0
        tokens += sketch.observeShape { _, _ in changes += 1 }
        sketch.apply(sketch.snapshot())
        XCTAssertEqual(changes, 1, "a value that cannot be compared is assigned")
    }

    func testAPersistedMemberAppliedIsSavedOnce() {
        let recording = RecordingStore()
        StateStores.current = recording
        let settings = Settings()
        var snapshot = settings.snapshot()
        snapshot.fontSize = 17
        snapshot.name = "n"
        settings.apply(snapshot)
        settings.apply(snapshot)
        XCTAssertEqual(recording.log, ["fontSize"])
        XCTAssertEqual(settings.name, "n")
    }

    func testALockedModelsSnapshotAndApply() {
        let ledger = Ledger(balance: 3, entries: [Entry(amount: 1)])
        let entry = ledger.entries[0]
        var snapshot = ledger.snapshot()
        snapshot.balance = 4
        snapshot.entries[0].amount = 2
        snapshot.entries.append(Entry.Snapshot(amount: 5))
        ledger.apply(snapshot)
        XCTAssertEqual(ledger.balance, 4)
        XCTAssertTrue(ledger.entries[0] === entry)
        XCTAssertEqual(ledger.entries.map(\.amount), [2, 5])
        XCTAssertEqual(ledger.snapshot(), snapshot)
    }

    func testALockedModelsApplyAssignsOnlyWhatDiffers() {
        let ledger = Ledger(balance: 3, entries: [Entry(amount: 1), Entry(amount: 2)])
        let seen = LockedPersistedTests.Lines()
        let token = ledger.observeChanges { change in
            switch change {
            case .balance(let new, _): seen.append("balance \(new)")
            case .entries(.changed(let index, .amount(let new, _))): seen.append("entry \(index) amount \(new)")
            case .entries(.replaced(let new, _)): seen.append("entries replaced \(new.map(\.amount))")
            }
        }
        ledger.apply(ledger.snapshot())
        XCTAssertEqual(seen.all, [], "an equal snapshot changes nothing")
        var snapshot = ledger.snapshot()
        snapshot.entries[1].amount = 20
        ledger.apply(snapshot)
        XCTAssertEqual(seen.all, ["entry 1 amount 20.0"], "by position, in place")
        withExtendedLifetime(token) {}
    }

    func testACodableModelWithNothingToAssignHasSnapshotsToo() {
        let blank = Blank()
        XCTAssertEqual(blank.snapshot(), Blank.Snapshot())
        blank.apply(Blank.Snapshot())
        XCTAssertEqual(Blank(snapshot: Blank.Snapshot()).snapshot(), Blank.Snapshot())
        let marker = Marker(id: 3)
        var snapshot = marker.snapshot()
        XCTAssertEqual(snapshot.id, 3)
        snapshot.id = 4
        marker.apply(snapshot)
        XCTAssertEqual(marker.id, 3, "a constant is left as it is")
        XCTAssertEqual(Marker(snapshot: snapshot).id, 4)
    }

    #if OBSGEN_STYLE_OBSERVATION
    func testApplyingAnEqualSnapshotIsNoChangeToObservationTracking() {
        let document = makeDocument()
        let changed = LockedFlag()
        withObservationTracking {
            _ = (document.title, document.pages.map(\.text), document.meta.author)
        } onChange: { changed.set() }
        document.apply(document.snapshot())
        XCTAssertFalse(changed.value)
    }
    #endif

    @MainActor
    func testAMainActorModelsSnapshotCrossesToAnotherTaskAndBack() async {
        StateStores.current = InMemoryPersistenceStore()
        let panel = Panel(title: "Board", cards: [Card(text: "a"), Card(text: "b")])
        let first = panel.cards[0]
        var seen: [String] = []
        tokens += panel.observeChanges { change in seen.append("\(change)".prefix(while: { $0 != "(" }).description) }
        let edited = await Task.detached { [snapshot = panel.snapshot()] in
            var copy = snapshot
            copy.title = "Board 2"
            copy.cards[0].text = "A"
            return copy
        }.value
        panel.apply(edited)
        XCTAssertEqual(panel.title, "Board 2")
        XCTAssertTrue(panel.cards[0] === first)
        XCTAssertEqual(panel.cards.map(\.text), ["A", "b"])
        XCTAssertEqual(seen, ["title", "cards"])
    }
}
