import Foundation
import XCTest
@testable import DownloadModels

/// The example of SPEC §1 (seed 000's download manager, seed 003's events) driven as a user
/// would: progress from a background queue, nested settings, parts, events, the app bus.
final class DownloadExampleTests: XCTestCase {
    func testRequiredAndDefaultInitParameters() {
        let id = UUID()
        let job = DownloadJob(title: "file.zip", id: id)
        XCTAssertEqual(job.title, "file.zip")
        XCTAssertNil(job.note)
        XCTAssertEqual(job.id, id)
        XCTAssertEqual(job.progress.0, 0)
        XCTAssertEqual(job.progress.1, 100)
        XCTAssertEqual(job.settings.volume, 0.5)
        XCTAssertNil(job.preview)
        XCTAssertTrue(job.parts.isEmpty)
        XCTAssertFalse(job.isDone)
    }

    /// Seed 000: progress reported from a background queue reaches the callback on that
    /// queue, in order, and `isDone` flips once.
    func testProgressFromBackgroundQueue() {
        let job = DownloadJob(title: "big")
        let log = Log()
        let key = DispatchSpecificKey<Int>()
        let queue = DispatchQueue(label: "download")
        queue.setSpecific(key: key, value: 1)
        var tokens = Set<ObservationToken>()
        job.observeProgress { new, _ in log.append("progress \(new.0) onQueue=\(DispatchQueue.getSpecific(key: key) == 1)") }.store(in: &tokens)
        job.observeIsDone(.onlyTrue) { _ in log.append("done") }.store(in: &tokens)
        job.onFinished { log.append("finished") }.store(in: &tokens)
        let handover = Handover(job)
        queue.sync {
            for step in stride(from: 50, through: 100, by: 25) { handover.value.progress = (step, 100) }
            // A @distinct model compares a tuple of Equatable elements with Swift's tuple `==`:
            // an equal progress is no change.
            handover.value.progress = (100, 100)
            handover.value.post(.finished)
        }
        XCTAssertEqual(log.entries, ["progress 50 onQueue=true", "progress 75 onQueue=true", "progress 100 onQueue=true", "done", "finished"])
    }

    func testDistinctModelSkipsEqualEquatableValues() {
        let job = DownloadJob(title: "t")
        let log = Log()
        var tokens = Set<ObservationToken>()
        job.observeTitle { new, _ in log.append("title \(new)") }.store(in: &tokens)
        job.observeNote { new, _ in log.append("note \(new ?? "nil")") }.store(in: &tokens)
        job.observeIsComplete(.any) { new in log.append("complete \(new)") }.store(in: &tokens)
        job.title = "t"
        job.note = nil
        job.isComplete = false
        job.title = "u"
        job.note = "n"
        job.note = "n"
        job.isComplete = true
        XCTAssertEqual(log.entries, ["title u", "note n", "complete true"])
    }

    func testNestedChangesReachTheJob() {
        let job = DownloadJob(title: "t", preview: Preview(), parts: [Part(), Part()])
        let log = Log()
        let token = job.observeChanges { change in
            switch change {
            case .settings(.changed(.volume(let new, _))): log.append("settings.volume \(new)")
            case .preview(.changed(.caption(let new, _))): log.append("preview.caption \(new)")
            case .parts(.changed(let index, .size(let new, _))): log.append("parts[\(index)].size \(new)")
            case .parts(.replaced(let new, let old)): log.append("parts \(old.count)->\(new.count)")
            default: log.append("other")
            }
        }
        job.settings.volume = 1
        job.preview?.caption = "c"
        job.parts[1].size = 7
        job.parts.insert(Part(), at: 0)
        job.parts[2].size = 8
        XCTAssertEqual(log.entries, ["settings.volume 1.0", "preview.caption c", "parts[1].size 7", "parts 2->3", "parts[2].size 8"])
        _ = token
    }

    func testFailedEventParameters() {
        let job = DownloadJob(title: "t")
        let log = Log()
        var tokens = Set<ObservationToken>()
        job.onFailed { reason, code in log.append("\(reason) \(code)") }.store(in: &tokens)
        job.observeEvents { event in
            if case .failed(let reason, let code) = event { log.append("event \(reason) \(code)") }
        }.store(in: &tokens)
        job.post(.failed(reason: "timeout", code: 408))
        XCTAssertEqual(log.entries, ["event timeout 408", "timeout 408"])
    }

    @MainActor
    func testAppEventsBus() {
        let bus = AppEvents()
        var log: [String] = []
        let bag = DisposeBag()
        bus.onLoggedIn { user in log.append("hello \(user)") }.store(in: bag)
        bus.onUpdated { log.append("updated") }.store(in: bag)
        bus.post(.loggedIn(user: "dana"))
        bus.post(.updated)
        bag.cancelAll()
        bus.post(.updated)
        XCTAssertEqual(log, ["hello dana", "updated"])
        XCTAssertTrue(AppEvents.shared === AppEvents.shared)
    }
}

final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [String] = []
    func append(_ entry: String) { lock.lock(); _entries.append(entry); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return _entries }
}

struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
