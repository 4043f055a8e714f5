import Foundation
import Observation
import XCTest
@testable import BehaviourObservationModels
@testable import LockedObservationModels

/// SPEC §3 observation with dictionary children: `withObservationTracking` sees a read of
/// `tabs` (any mutation through the property fires it), through a child its own members,
/// and a derived value that reads through the children, in the default and `@locked` kinds.
final class DictionaryTrackingTests: XCTestCase {
    func testAReadOfTheDictionaryFiresOnAKeyedMutation() {
        let part = Part()
        let desk = Desk(tabs: ["a": part])
        let tabs = track { _ = desk.tabs }
        part.size = 2
        XCTAssertEqual(tabs.fired, 0, "a change inside a child is no mutation of the dictionary")
        desk.tabs["b"] = Part()
        XCTAssertEqual(tabs.fired, 1)
        let removal = track { _ = desk.tabs }
        desk.tabs.removeValue(forKey: "a")
        XCTAssertEqual(removal.fired, 1)
    }

    func testThroughAChildAndADerivedValueThatReadsTheChildren() {
        let part = Part()
        let desk = Desk(tabs: ["a": part])
        let throughChild = track { _ = desk.tabs["a"]?.size }
        let derived = track { _ = desk.totalSize }
        part.size = 4
        XCTAssertEqual(throughChild.fired, 1)
        XCTAssertEqual(derived.fired, 1)
    }

    func testLockedDictionaryChildren() {
        let part = SharedPart()
        let desk = SharedDesk(tabs: ["a": part])
        let tabs = track { _ = desk.tabs }
        let derived = track { _ = desk.totalSize }
        part.size = 3
        XCTAssertEqual(tabs.fired, 0)
        XCTAssertEqual(derived.fired, 1)
        desk.tabs["b"] = SharedPart()
        XCTAssertEqual(tabs.fired, 1)
    }
}
