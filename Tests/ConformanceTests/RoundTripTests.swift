// SPEC §6 conformances, driven through the generated code of Fixtures/Golden/conformances*:
// a JSON round trip in each isolation kind (default, nonisolated, @locked, @MainActor),
// compiled once per style (this file is symlinked into Tests/ConformanceObservationTests and
// into Fixtures/CombinePackage).
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
@testable import ConformancesObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import ConformancesCombineModels
#else
@testable import ConformancesModels
#endif

final class RoundTripTests: XCTestCase {
    private final class Delegate: TodoDelegate {}

    private func roundTrip<M: Codable>(_ model: M) throws -> (json: [String: Any], decoded: M) {
        let data = try JSONEncoder().encode(model)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (json, try JSONDecoder().decode(M.self, from: data))
    }

    private func makeTodo() -> Todo {
        Todo(
            title: "Write", note: "soon", owner: Person(name: "Ann", address: Address(city: "Oslo")),
            tags: [Tag(label: "a"), Tag(label: "b")])
    }

    func testValuesAreEqualAfterTheRoundTripAndExcludedMembersAreNotInTheJSON() throws {
        let todo = makeTodo()
        let delegate = Delegate()
        todo.delegate = delegate
        todo.initCount = 7
        let (json, decoded) = try roundTrip(todo)
        // Keys are the member names; nil optionals are left out; @ignored, weak, derived and
        // events are not coded.
        XCTAssertEqual(Set(json.keys), ["id", "title", "note", "owner", "tags", "tagsByID"])
        XCTAssertEqual((json["owner"] as? [String: Any])?.keys.sorted(), ["address", "name"])
        XCTAssertEqual(decoded.id, todo.id)
        XCTAssertEqual(decoded.title, "Write")
        XCTAssertEqual(decoded.note, "soon")
        XCTAssertEqual(decoded.owner.name, "Ann")
        XCTAssertEqual(decoded.owner.address.city, "Oslo")
        XCTAssertNil(decoded.reviewer)
        XCTAssertEqual(decoded.tags.map(\.label), ["a", "b"])
        XCTAssertTrue(decoded.hasNote)
        // Excluded members take their defaults: the @ignored counter starts at 0 and didInit()
        // ran once; the weak delegate starts nil.
        XCTAssertEqual(decoded.initCount, 1)
        XCTAssertNil(decoded.delegate)
        withExtendedLifetime(delegate) {}
    }

    func testAnOptionalChildAndAnExtraKeyDecode() throws {
        let json = #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","title":"T","owner":{"name":"B","address":{"city":"C"}},"reviewer":{"name":"R","address":{"city":"S"}},"tags":[],"tagsByID":[],"initCount":99}"#
        let todo = try JSONDecoder().decode(Todo.self, from: Data(json.utf8))
        XCTAssertEqual(todo.reviewer?.name, "R")
        XCTAssertNil(todo.note)
        XCTAssertEqual(todo.initCount, 1, "an @ignored member is not decoded, even when the JSON has its key")
    }

    func testAMissingRequiredKeyThrows() {
        let json = #"{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","owner":{"name":"B","address":{"city":"C"}},"tags":[],"tagsByID":[]}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Todo.self, from: Data(json.utf8))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "title")
        }
    }

    func testADecodedTreeForwardsAGrandchildsChangeToTheRoot() throws {
        let decoded = try roundTrip(makeTodo()).decoded
        var seen: [String] = []
        let token = decoded.observeChanges { change in
            switch change {
            case .owner(.changed(.address(.changed(.city(let new, let old))))): seen.append("city \(old) -> \(new)")
            case .tags(.changed(let index, .label(let new, _))): seen.append("tag \(index) \(new)")
            case .reviewer(.changed(.name(let new, _))): seen.append("reviewer \(new)")
            default: seen.append("other")
            }
        }
        decoded.owner.address.city = "Bergen"
        decoded.tags[1].label = "c"
        decoded.reviewer = Person(name: "R")
        decoded.reviewer?.name = "S"
        XCTAssertEqual(seen, ["city Oslo -> Bergen", "tag 1 c", "other", "reviewer S"])
        token.cancel()
    }

    func testDecodedDictionaryChildrenForwardWithTheirKeyToTheRoot() throws {
        let first = UUID(), second = UUID()
        let todo = makeTodo()
        todo.tagsByID = [first: Tag(label: "x"), second: Tag(label: "y")]
        let decoded = try roundTrip(todo).decoded
        XCTAssertEqual(decoded.tagsByID.mapValues(\.label), [first: "x", second: "y"])
        var seen: [String] = []
        let token = decoded.observeChanges { change in
            switch change {
            case .tagsByID(.changed(let key, .label(let new, let old))): seen.append("\(key == first ? "first" : "?") \(old) -> \(new)")
            default: seen.append("other")
            }
        }
        let kept = try XCTUnwrap(decoded.tagsByID[first])
        let removed = try XCTUnwrap(decoded.tagsByID[second])
        kept.label = "z"
        XCTAssertEqual(seen, ["first x -> z"])
        decoded.tagsByID[second] = nil
        seen.removeAll()
        removed.label = "gone"
        kept.label = "w"
        XCTAssertEqual(seen, ["first z -> w"], "a removed decoded child stops forwarding; a kept one still does")
        token.cancel()
    }

    func testHashableAndIdentifiablePassThrough() throws {
        let todo = makeTodo()
        let decoded = try roundTrip(todo).decoded
        let other = makeTodo()
        XCTAssertEqual(Set([todo, decoded, other]).count, 2, "the user's == and hash(into:) compare ids")
        XCTAssertEqual(Dictionary(grouping: [todo, decoded, other], by: \.id).count, 2)
    }

    func testANonisolatedModelDecodesThroughItsPrivateInit() throws {
        let json = #"{"name":"Inbox","notes":[{"text":"x"},{"text":"y"}],"pinned":{"top":{"text":"p"}}}"#
        let archive = try JSONDecoder().decode(Archive.self, from: Data(json.utf8))
        XCTAssertEqual(archive.name, "Inbox")
        var seen: [String] = []
        let token = archive.observeChanges { change in
            if case .notes(.changed(let index, .text(let new, _))) = change { seen.append("\(index) \(new)") }
            if case .pinned(.changed(let key, .text(let new, _))) = change { seen.append("\(key) \(new)") }
        }
        archive.notes[0].text = "z"
        try XCTUnwrap(archive.pinned["top"]).text = "q"
        XCTAssertEqual(seen, ["0 z", "top q"], "decoded array and dictionary children forward")
        let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(archive)) as? [String: Any]
        XCTAssertEqual((again?["notes"] as? [[String: String]])?.map { $0["text"] }, ["z", "y"])
        token.cancel()
    }

    func testALockedModelRoundTripsAndItsDecodedChildrenForward() throws {
        let ledger = Ledger(opened: 3, balance: 2.5, last: Entry(amount: 1), entries: [Entry(amount: 1), Entry(amount: 2)])
        ledger.initCount = 5
        let (json, decoded) = try roundTrip(ledger)
        XCTAssertEqual(Set(json.keys), ["opened", "balance", "last", "entries", "byName"])
        XCTAssertEqual(decoded.opened, 3)
        XCTAssertEqual(decoded.balance, 2.5)
        XCTAssertEqual(decoded.last, Entry(amount: 1), "Equatable passes through (the user's ==)")
        XCTAssertEqual(decoded.entries.map(\.amount), [1, 2])
        XCTAssertEqual(decoded.initCount, 1)
        let seen = Seen()
        let token = decoded.observeChanges { change in
            if case .entries(.changed(let index, .amount(let new, _))) = change { seen.add("\(index) \(new)") }
        }
        decoded.entries[1].amount = 4
        XCTAssertEqual(seen.values, ["1 4.0"])
        let keyed = Ledger(byName: ["rent": Entry(amount: 9)])
        let keyedDecoded = try roundTrip(keyed).decoded
        XCTAssertEqual(keyedDecoded.byName["rent"]?.amount, 9)
        let keyedSeen = Seen()
        let keyedToken = keyedDecoded.observeChanges { change in
            if case .byName(.changed(let key, .amount(let new, _))) = change { keyedSeen.add("\(key) \(new)") }
        }
        try XCTUnwrap(keyedDecoded.byName["rent"]).amount = 10
        XCTAssertEqual(keyedSeen.values, ["rent 10.0"], "a decoded @locked dictionary child forwards with its key")
        keyedToken.cancel()
        token.cancel()
    }

    func testALockedModelEncodesWhileAnotherThreadWrites() throws {
        let ledger = Ledger(entries: [Entry(amount: 1)])
        let failures = Seen()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<200 {
                if worker == 0 {
                    ledger.balance = Double(step)
                } else {
                    do { _ = try JSONEncoder().encode(ledger) } catch { failures.add("\(error)") }
                }
            }
        }
        XCTAssertEqual(failures.values, [])
        XCTAssertEqual(try JSONDecoder().decode(Ledger.self, from: JSONEncoder().encode(ledger)).balance, 199)
    }

    @MainActor
    func testAMainActorModelRoundTripsOnTheMainActor() throws {
        let screen = Screen(id: 4, title: "Home", panel: Panel(width: 320))
        let data = try JSONEncoder().encode(screen)
        let decoded = try JSONDecoder().decode(Screen.self, from: data)
        XCTAssertEqual(decoded.id, 4)
        XCTAssertEqual(decoded.title, "Home")
        XCTAssertEqual(decoded.panel.width, 320)
        XCTAssertEqual(decoded.initCount, 1)
        var seen: [Double] = []
        let token = decoded.observeChanges { change in
            if case .panel(.changed(.width(let new, _))) = change { seen.append(new) }
        }
        decoded.panel.width = 100
        XCTAssertEqual(seen, [100])
        let keyed = try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(Screen(panels: [2: Panel(width: 8)])))
        var keyedSeen: [String] = []
        let keyedToken = keyed.observeChanges { change in
            if case .panels(.changed(let key, .width(let new, _))) = change { keyedSeen.append("\(key) \(new)") }
        }
        try XCTUnwrap(keyed.panels[2]).width = 9
        XCTAssertEqual(keyedSeen, ["2 9.0"], "a decoded @MainActor dictionary child forwards with its key")
        keyedToken.cancel()
        token.cancel()
        XCTAssertEqual(try JSONDecoder().decode([Screen].self, from: JSONEncoder().encode([screen, decoded])).map(\.panel.width), [320, 100])
    }
}

/// Strings collected from observer callbacks, which may run on other threads (@locked models).
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ value: String) { lock.withLock { list.append(value) } }
    var values: [String] { lock.withLock { list } }
}
