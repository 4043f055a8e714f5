import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 4: `@distinct` suppresses equal values; the same child instance is no
/// change; a derived value notifies only when it changed.
final class DistinctTests: XCTestCase {
    func testDistinctMemberSkipsEqualValues() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeLabel { new, old in log.append("label \(old)->\(new)") }.store(in: &tokens)
        counter.observeChanges { change in
            if case .label = change { log.append("change label") }
        }.store(in: &tokens)
        counter.label = "a"
        counter.label = "a"
        counter.label = "b"
        XCTAssertEqual(log.entries, ["label ->a", "change label", "label a->b", "change label"])
    }

    func testNonDistinctMemberNotifiesEqualValues() {
        let counter = Counter()
        let log = Log<String>()
        let token = counter.observeCount { new, old in log.append("\(old)->\(new)") }
        counter.count = 0
        counter.count = 0
        XCTAssertEqual(log.entries, ["0->0", "0->0"])
        _ = token
    }

    func testDistinctModelSkipsEqualValuesOfEveryStoredProperty() {
        let settings = Settings()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        settings.observeVolume { new, _ in log.append("volume \(new)") }.store(in: &tokens)
        settings.observeMuted { new, _ in log.append("muted \(new)") }.store(in: &tokens)
        settings.volume = 0.5
        settings.muted = false
        settings.volume = 0.7
        settings.muted = true
        settings.muted = true
        XCTAssertEqual(log.entries, ["volume 0.7", "muted true"])
    }

    func testEqualValueInDistinctChildDoesNotReachParent() {
        let job = Job()
        let log = Log<String>()
        let token = job.observeChanges { _ in log.append("job changed") }
        job.settings.volume = job.settings.volume
        XCTAssertEqual(log.entries, [])
        job.settings.volume = 0.1
        XCTAssertEqual(log.entries, ["job changed"])
        _ = token
    }

    func testSameChildInstanceIsNoChange() {
        let job = Job(preview: Preview())
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeSettings { _, _ in log.append("settings") }.store(in: &tokens)
        job.observePreview { _, _ in log.append("preview") }.store(in: &tokens)
        job.observeChanges { _ in log.append("change") }.store(in: &tokens)
        job.settings = job.settings
        job.preview = job.preview
        XCTAssertEqual(log.entries, [])
        job.preview = nil
        job.preview = nil
        XCTAssertEqual(log.entries, ["preview", "change"])
    }

    func testSameChildrenInstancesAreNoChange() {
        let job = Job(parts: [Part(), Part()])
        let log = Log<String>()
        let token = job.observeParts { _, _ in log.append("parts") }
        job.parts = job.parts
        job.parts = Array(job.parts)
        XCTAssertEqual(log.entries, [])
        job.parts.swapAt(0, 1)
        XCTAssertEqual(log.entries, ["parts"])
        job.parts.append(Part())
        XCTAssertEqual(log.entries, ["parts", "parts"])
        _ = token
    }

    func testDerivedNotifiesOnlyWhenItsValueChanged() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeIsBig { new, old in log.append("isBig \(old)->\(new)") }.store(in: &tokens)
        counter.observeChanges { change in
            if case .isBig = change { log.append("change isBig") }
        }.store(in: &tokens)
        for value in [1, 5, 10, 11, 20, 3, 2] { counter.count = value }
        XCTAssertEqual(log.entries, ["isBig false->true", "change isBig", "isBig true->false", "change isBig"])
    }

    func testDerivedOverChildrenNotifiesOnlyWhenTotalChanges() {
        let a = Part(size: 1), b = Part(size: 2)
        let job = Job(parts: [a, b])
        let log = Log<String>()
        let token = job.observeTotalSize { new, old in log.append("\(old)->\(new)") }
        a.size = 1          // same size: the child notifies (Part is not @distinct), the total does not change
        a.size = 3
        job.parts = [b, a]  // same total
        job.parts.removeLast()
        XCTAssertEqual(log.entries, ["3->5", "5->2"])
        _ = token
    }

    func testDerivedThroughChildNotifiesWhenChildChanges() {
        let job = Job()
        let log = Log<String>()
        let token = job.observeLoud { new, old in log.append("\(old)->\(new)") }
        job.settings.volume = 0.9
        job.settings.volume = 0.95
        job.settings = Settings(volume: 0.1)
        XCTAssertEqual(log.entries, ["false->true", "true->false"])
        _ = token
    }
}
