// SPEC §6 dictionary children of a `nonisolated model`, outside decoding: `Archive` of
// Fixtures/Golden/conformances* (its init is private, so an empty archive is decoded once and
// every child below is assigned, mutated or removed by plain code). Symlinked into
// Tests/ConformanceObservationTests.
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
@testable import ConformancesObservationModels
#else
@testable import ConformancesModels
#endif

final class NonisolatedKeyedChildrenTests: XCTestCase {
    private func emptyArchive() throws -> Archive {
        try JSONDecoder().decode(Archive.self, from: Data(#"{"name":"","notes":[],"pinned":{}}"#.utf8))
    }

    func testAnAssignedKeyedChildForwardsWithItsKeyUntilItsKeyIsRemoved() throws {
        let archive = try emptyArchive()
        let top = Note(text: "a")
        var seen: [String] = []
        let token = archive.observeChanges { change in
            if case .pinned(.changed(let key, .text(let new, _))) = change { seen.append("\(key) \(new)") }
        }
        archive.pinned = ["top": top]
        top.text = "b"
        archive.pinned["side"] = Note(text: "c")
        try XCTUnwrap(archive.pinned["side"]).text = "d"
        archive.pinned["top"] = nil
        top.text = "e"
        XCTAssertEqual(seen, ["top b", "side d"], "a child forwards with its key; a removed key stops forwarding")
        token.cancel()
    }
}
