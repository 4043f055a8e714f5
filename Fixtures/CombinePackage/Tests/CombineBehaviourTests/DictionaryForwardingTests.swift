import XCTest
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
@testable import BehaviourCombineModels

/// Dictionary children (`Desk.tabs: [String: Part]`): each child's `objectWillChange`
/// reaches the parent's (and the root's) synchronously, before the change; a mutation
/// through the property sends once and re-wires: a removed or replaced key's child no longer
/// forwards, the child under its new key does.
final class DictionaryForwardingTests: XCTestCase {
    func testAChildReachesItsParentAndTheRootBeforeItChanges() {
        let part = Part()
        let desk = Desk(tabs: ["a": part])
        let office = Office(desks: [1: desk])
        let log = Log()
        let deskSends = WillChangeCounter(desk.objectWillChange) { log.append("desk will: size=\(part.size)") }
        let officeSends = WillChangeCounter(office.objectWillChange)
        part.size = 4
        XCTAssertEqual(log.entries, ["desk will: size=0"])
        XCTAssertEqual(deskSends.count, 1)
        XCTAssertEqual(officeSends.count, 1)
    }

    func testAKeyedMutationSendsOnceAndReWires() {
        let a = Part(), b = Part()
        let desk = Desk(tabs: ["a": a])
        let sends = WillChangeCounter(desk.objectWillChange)
        XCTAssertEqual(sends.sends { desk.tabs["b"] = b }, 1)
        XCTAssertEqual(sends.sends { b.size = 1 }, 1, "a child added under a key forwards")
        XCTAssertEqual(sends.sends { desk.tabs["a"] = nil }, 1)
        XCTAssertEqual(sends.sends { a.size = 2 }, 0, "a removed child still forwards")
        XCTAssertEqual(sends.sends { desk.tabs["b"] = a }, 1)
        XCTAssertEqual(sends.sends { b.size = 3 }, 0, "a replaced child still forwards")
        XCTAssertEqual(sends.sends { a.size = 4 }, 1)
    }
}
