import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// The runtime helpers that generated setters and links call instead of per-model copies:
/// `_obsgenAfterSet` and `_ObsgenParentLink(from:…)`.
final class SetterHelperTests: XCTestCase {
    /// A stand-in for a model's lazily made table.
    final class Table {
        var calls: [String] = []
    }

    func testAfterSetDoesNothingUntilTheTableExistsThenCallsTheBodyWithTheTableAndValues() {
        var table: Table?
        var reads = 0
        var ran = false
        _obsgenAfterSet({ reads += 1; return table }(), 2, 1) { _, _, _ in ran = true }
        XCTAssertFalse(ran, "no table: no callbacks")
        table = Table()
        _obsgenAfterSet({ reads += 1; return table }(), 2, 1) { table, new, old in table.calls.append("\(new) \(old)") }
        XCTAssertEqual(table?.calls, ["2 1"])
        XCTAssertEqual(reads, 2, "the table is read once per call, inside the helper")
    }

    func testALinkFromATypedParentHandsTheParentBackAsItsOwnType() {
        let parent = Parent("p", Log())
        var received: [String] = []
        let link = _ObsgenParentLink<String>(from: parent, member: 2, index: 5) { parent, index, change, _ in
            received.append("\(parent.name)[\(index)] \(change)")
        }
        XCTAssertEqual(link.member, 2)
        XCTAssertEqual(link.owner, ObjectIdentifier(parent))
        var climb = _ObsgenClimb(origin: NSObject(), pass: nil)
        XCTAssertTrue(link.forward("x", &climb))
        XCTAssertEqual(received, ["p[5] x"])
    }
}
