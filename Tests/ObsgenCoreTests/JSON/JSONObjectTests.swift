import Testing
@testable import ObsgenCore

/// `JSONObject`'s building helpers keep the semantics of plain key assignment.
@Suite struct JSONObjectTests {
    @Test func listFlagsAreAppendedInOrder() {
        let list = JSONValue.list([JSONObject(["a": .int(1)]), JSONObject(["a": .int(2)]), JSONObject(["a": .int(3)])])
        guard case .array(let items) = list else { Issue.record("not an array"); return }
        let objects = items.compactMap { if case .object(let object) = $0 { object } else { nil } }
        #expect(objects.map(\.keys) == [["a", "isFirst", "isLast"], ["a", "isFirst", "isLast"], ["a", "isFirst", "isLast"]])
        #expect(objects.map { $0["isFirst"] } == [.bool(true), .bool(false), .bool(false)])
        #expect(objects.map { $0["isLast"] } == [.bool(false), .bool(false), .bool(true)])
    }

    @Test func listFlagsReplaceExistingKeysInPlace() {
        var object = JSONObject(["isLast": .string("x"), "b": .int(2)])
        object.setListFlags(isFirst: true, isLast: true)
        #expect(object.keys == ["isLast", "b", "isFirst"])
        #expect(object["isLast"] == .bool(true))
        #expect(object["isFirst"] == .bool(true))
    }

    @Test func aSharedItemIsNotChangedByItsListCopies() {
        let item = JSONObject(["a": .int(1)])
        _ = JSONValue.list([item, item])
        #expect(item.keys == ["a"])
    }
}
