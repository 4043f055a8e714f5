import Foundation
import Observation
import XCTest
@testable import LockedObservationModels

/// In-place mutation of a `@locked` model in the observation style (docs/generated-api.md,
/// "In-place mutation"): `modifyX` mutates the storage under the lock, in place when nothing
/// needs the old value, and tells the registrar after the lock is released, so `onChange`
/// fires once and reads the new value; a mutation through the property (a read, then a
/// store) is tracked the same way.
final class LockedObservationInPlaceTests: XCTestCase {
    private func address(_ items: [Int]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testAnAppendInModifyIsInPlaceAndTracked() {
        let job = SharedJob()
        job.modifyItems { $0.reserveCapacity(64) }
        let before = address(job.items)
        let seen = SharedLog()
        withObservationTracking({ _ = job.items }, onChange: { [job] in seen.append("\(job.items)") })
        job.modifyItems { $0.append(1) }
        XCTAssertEqual(address(job.items), before, "no table: the buffer is mutated in place")
        job.modifyItems { $0.append(2) }
        XCTAssertEqual(address(job.items), before, "still in place")
        XCTAssertEqual(seen.entries, ["[1]"], "onChange fires once, after the store")
    }

    func testAnAppendThroughThePropertyIsTracked() {
        let job = SharedJob()
        let seen = SharedLog()
        withObservationTracking({ _ = job.items }, onChange: { [job] in seen.append("\(job.items)") })
        job.items.append(1)
        job.items.append(2)
        XCTAssertEqual(job.items, [1, 2])
        XCTAssertEqual(seen.entries, ["[1]"], "onChange fires once, after the store")
    }

    func testAnObservedAppendReportsNewAndOldAndIsTracked() {
        let job = SharedJob(items: [1])
        let log = SharedLog()
        let token = job.observeItems { new, old in log.append("\(new) \(old)") }
        let round = track { _ = job.items }
        job.items.append(2)
        XCTAssertEqual(log.entries, ["[1, 2] [1]"])
        XCTAssertEqual(round.fired, 1)
        _ = token
    }
}
