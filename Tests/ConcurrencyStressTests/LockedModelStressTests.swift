import Foundation
import XCTest
@testable import IsolationLockedModels

/// SPEC §2 Isolation, `@locked model`, driven from 8 threads at once. Compiled
/// against the golden output `Fixtures/Golden/isolation-locked/expected`; run under
/// ThreadSanitizer by `Scripts/tsan.sh`, and as plain tests by `swift test`.
final class LockedModelStressTests: XCTestCase {
    /// `modifyCount { $0 += 1 }` from 8 threads loses no update; every callback's `old` is the
    /// value its assignment replaced, and the derived `summary`'s pairs chain to the last value
    /// (concurrent updates may be reported as one change).
    func testModifyFromEightThreadsLosesNoUpdate() {
        let job = SharedJob()
        let perThread = Stress.iterations(400)
        let total = Stress.threads * perThread
        let pairs = Locked<[(new: Int, old: Int)]>([])
        let summaries = Locked<[(old: String, new: String)]>([])
        let tokens = [
            job.observeCount { new, old in pairs.with { $0.append((new, old)) } },
            job.observeSummary { new, old in summaries.with { $0.append((old, new)) } },
        ]

        Stress.run { _ in
            for _ in 0..<perThread { job.modifyCount { $0 += 1 } }
        }

        XCTAssertEqual(job.count, total)
        let seen = pairs.current
        XCTAssertEqual(seen.count, total)
        XCTAssertTrue(seen.allSatisfy { $0.new == $0.old + 1 }, "a callback's (new, old) is not one increment")
        XCTAssertEqual(Set(seen.map(\.old)), Set(0..<total), "some `old` was not the value its assignment replaced")
        XCTAssertTrue(formsChain(summaries.current, from: "0 of 0"), "the derived (new, old) pairs do not chain")
        XCTAssertTrue(Set(summaries.current.map(\.new)).isSubset(of: Set((1...total).map { "\($0) of 0" })))
        XCTAssertEqual(job.summary, "\(total) of 0")
        withExtendedLifetime(tokens) {}
    }

    /// `job.modifyParts { $0.append(…) }` and `job.modifyItems { $0.append(…) }` from 8 threads
    /// (each a read-modify-write under one hold of the lock): no append is lost, in place (no
    /// table) in the first half of each round, copied once with an `observeChanges` observer
    /// in the second; every part is then linked exactly once.
    func testAppendsInModifyFromEightThreadsLoseNothing() {
        let rounds = Stress.iterations(40)
        let perThread = 8
        for _ in 0..<rounds {
            let job = SharedJob()
            let made = Locked<[SharedPart]>([])
            let appends = { @Sendable (thread: Int, range: Range<Int>) in
                for i in range {
                    let part = SharedPart(size: thread * 1_000 + i)
                    made.with { $0.append(part) }
                    job.modifyParts { $0.append(part) }
                    job.modifyItems { $0.append(thread * 1_000 + i) }
                }
            }
            Stress.run { thread in appends(thread, 0..<perThread / 2) }
            let changes = Locked<[SharedJob.Change]>([])
            let token = job.observeChanges { change in changes.with { $0.append(change) } }
            Stress.run { thread in appends(thread, perThread / 2..<perThread) }

            let expected = Set((0..<Stress.threads).flatMap { thread in (0..<perThread).map { thread * 1_000 + $0 } })
            XCTAssertEqual(job.items.count, expected.count, "an append to items was lost")
            XCTAssertTrue(Set(job.items) == expected, "items is not every appended value")
            XCTAssertEqual(job.parts.count, expected.count, "an append to parts was lost")
            XCTAssertTrue(Set(job.parts.map(\.size)) == expected, "parts is not every appended part")
            let reported = changes.current.filter { if case .items = $0 { true } else { false } }.count
            XCTAssertEqual(reported, Stress.threads * (perThread - perThread / 2), "an observed append was not reported once")
            assertForwarding(job, changes, everSettings: [], everPreviews: [], everParts: made.current)
            withExtendedLifetime(token) {}
        }
    }

    /// Plain setters from 8 threads, every value unique: the (old -> new) pairs the callbacks
    /// receive form one chain from the initial to the final value (each `old` is the value that
    /// assignment replaced, none seen twice, none skipped).
    func testConcurrentSettersChainTheirOldValues() {
        let job = SharedJob()
        let perThread = Stress.iterations(400)
        let next = Locked<[Int: Int]>([:])
        let duplicates = Locked(0)
        let token = job.observeCount { new, old in
            next.with { map in
                if map.updateValue(new, forKey: old) != nil { duplicates.with { $0 += 1 } }
            }
        }

        Stress.run { thread in
            for i in 0..<perThread { job.count = (thread + 1) * 1_000_000 + i }
        }

        XCTAssertEqual(duplicates.current, 0, "two callbacks reported the same old value")
        let map = next.current
        XCTAssertEqual(map.count, Stress.threads * perThread)
        var value = 0
        var steps = 0
        while let following = map[value], steps <= map.count {
            value = following
            steps += 1
        }
        XCTAssertEqual(steps, map.count, "the (old, new) pairs do not chain from 0")
        XCTAssertEqual(value, job.count, "the chain does not end at the final value")
        withExtendedLifetime(token) {}
    }

    /// The derived `isDone` (new, old) is computed in the same lock hold as the assignment:
    /// under toggling from 8 threads its transitions alternate, and `.onlyTrue` sees every
    /// false -> true transition.
    func testDerivedTransitionsStayConsistentUnderContention() {
        let job = SharedJob()
        let perThread = Stress.iterations(400)
        let transitions = Locked<(up: Int, down: Int, bad: Int)>((0, 0, 0))
        let onlyTrue = Locked(0)
        let tokens = [
            job.observeIsDone { new, old in
                transitions.with {
                    if new == old { $0.bad += 1 } else if new { $0.up += 1 } else { $0.down += 1 }
                }
            },
            job.observeIsDone(.onlyTrue) { value in
                XCTAssertTrue(value)
                onlyTrue.with { $0 += 1 }
            },
        ]

        Stress.run { thread in
            for i in 0..<perThread { job.progress = ((thread + i) % 2 == 0 ? 100 : 0, 100) }
        }

        let seen = transitions.current
        XCTAssertEqual(seen.bad, 0, "a derived callback reported no change")
        XCTAssertEqual(seen.up - seen.down, job.isDone ? 1 : 0, "derived transitions do not alternate")
        XCTAssertEqual(onlyTrue.current, seen.up)
        withExtendedLifetime(tokens) {}
    }

    /// Observers added, cancelled (explicitly, by release, by a bag, by removeAll) and events
    /// subscribed while 4 threads assign: nothing crashes, no report from TSan, and a permanent
    /// observer sees every change exactly once.
    func testObserversComeAndGoWhileValuesChange() {
        let job = SharedJob()
        let perThread = Stress.iterations(300)
        let permanent = Locked<(status: Int, count: Int)>((0, 0))
        let transient = Locked(0)
        let ownEventSeen = Locked(0)
        let permanentToken = job.observeChanges { change in
            switch change {
            case .status: permanent.with { $0.status += 1 }
            case .count: permanent.with { $0.count += 1 }
            default: break
            }
        }

        Stress.run { thread in
            if thread < 4 {
                for i in 0..<perThread {
                    job.status = "t\(thread)-\(i)"  // unique, so @distinct lets each through
                    job.modifyCount { $0 += 1 }
                    if i % 16 == 0 { job.post(.failed(reason: "t\(thread)-\(i)")) }
                }
            } else {
                let bag = DisposeBag()
                for i in 0..<perThread {
                    let token = job.observeStatus { _, _ in transient.with { $0 += 1 } }
                    job.observeCount { _, _ in }.store(in: bag)
                    _ = job.observeChanges { _ in transient.with { $0 += 1 } }  // released at once
                    let reason = "own-\(thread)-\(i)"
                    let seen = Locked(false)
                    let eventToken = job.onFailed { posted in if posted == reason { seen.with { $0 = true } } }
                    job.post(.failed(reason: reason))
                    if seen.current { ownEventSeen.with { $0 += 1 } }
                    eventToken.cancel()
                    token.cancel()
                    token.cancel()  // twice: does nothing
                    if i % 8 == 0 { bag.cancelAll() }
                    if i % 50 == 0 { job.removeAllCountObservers() }
                }
            }
        }

        XCTAssertEqual(permanent.current.status, 4 * perThread)
        XCTAssertEqual(permanent.current.count, 4 * perThread)
        XCTAssertEqual(job.count, 4 * perThread)
        XCTAssertEqual(ownEventSeen.current, 4 * perThread, "an observer did not see an event its own thread posted after subscribing")
        withExtendedLifetime(permanentToken) {}
    }

    /// Each kind of child replaced from its own thread (child, optional child, array) while
    /// five other threads change whichever children are current. Afterwards, single-threaded:
    /// each current child forwards each change to the parent exactly once; every replaced
    /// child forwards nothing. (Replacing one member from several threads at once is
    /// `testSwappingChildrenKeepsExactlyOneLink`.)
    func testChildrenReplacedWhileTheyChange() {
        let job = SharedJob()
        let perThread = Stress.iterations(200)
        let everSettings = Locked<[SharedSettings]>([job.settings])
        let everPreviews = Locked<[SharedPreview]>([])
        let everParts = Locked<[SharedPart]>([])
        let changes = Locked<[SharedJob.Change]>([])
        let token = job.observeChanges { change in changes.with { $0.append(change) } }

        Stress.run { thread in
            for i in 0..<perThread {
                switch thread {
                case 0:
                    let settings = SharedSettings(volume: Double(i))
                    everSettings.with { $0.append(settings) }
                    job.settings = settings
                case 1:
                    if i % 3 == 0 {
                        job.preview = nil
                    } else {
                        let preview = SharedPreview(caption: "p\(thread)-\(i)")
                        everPreviews.with { $0.append(preview) }
                        job.preview = preview
                    }
                case 2:
                    let part = SharedPart(size: i)
                    everParts.with { $0.append(part) }
                    job.modifyParts { parts in
                        parts.append(part)
                        if parts.count > 4 { parts.removeFirst() }
                    }
                default:
                    job.settings.modifyVolume { $0 += 1 }
                    job.preview?.caption = "c\(thread)-\(i)"
                    job.parts.last?.modifySize { $0 += 1 }
                    job.parts.first?.size = i
                    job.modifyCount { $0 += 1 }
                    _ = job.summary
                }
            }
        }

        XCTAssertFalse(changes.current.isEmpty)
        assertForwarding(job, changes, everSettings: everSettings.current, everPreviews: everPreviews.current, everParts: everParts.current)
        withExtendedLifetime(token) {}
    }

    /// Rounds of 8 threads swapping the same two children back and forth. After each round the
    /// current child must forward a change exactly once and the other child not at all. This
    /// once failed: the setter re-linked children after releasing the parent's lock, so two
    /// replacements re-linking in the opposite order left the current child with no link or
    /// two. Re-linking now happens under the runtime's re-wire lock, in assignment order.
    func testSwappingChildrenKeepsExactlyOneLink() {
        let job = SharedJob()
        let first = SharedSettings(volume: 1)
        let second = SharedSettings(volume: 2)
        job.settings = first
        let changes = Locked<[SharedJob.Change]>([])
        let token = job.observeChanges { change in changes.with { $0.append(change) } }
        let rounds = Stress.iterations(600)
        var broken: [String] = []

        for round in 0..<rounds {
            Stress.run { thread in
                for i in 0..<20 { job.settings = (thread + i) % 2 == 0 ? first : second }
            }
            let current = job.settings
            let other = current === first ? second : first
            let viaCurrent = deliveries(changes) { current.volume += 1 }
            let viaOther = deliveries(changes) { other.volume += 1 }
            if viaCurrent != 1 || viaOther != 0 {
                broken.append("round \(round): current child forwarded \(viaCurrent)x, replaced child \(viaOther)x")
            }
        }
        XCTAssertEqual(broken, [], "\(broken.count) of \(rounds) rounds broke child forwarding:\n" + broken.prefix(10).joined(separator: "\n"))
        withExtendedLifetime(token) {}
    }

    /// The same through an array: 8 threads each appending parts with `modifyParts`; every
    /// element ends with exactly one link to the parent.
    func testAppendingChildrenFromEightThreadsLinksEachOnce() {
        let rounds = Stress.iterations(100)
        var broken: [String] = []
        for round in 0..<rounds {
            let job = SharedJob()
            let changes = Locked<[SharedJob.Change]>([])
            let token = job.observeChanges { change in changes.with { $0.append(change) } }
            Stress.run { _ in
                for i in 0..<5 { job.modifyParts { $0.append(SharedPart(size: i)) } }
            }
            let counts = job.parts.map { part in deliveries(changes) { part.size += 1 } }
            if counts.contains(where: { $0 != 1 }) {
                broken.append("round \(round): forwards per part \(counts.filter { $0 != 1 }) (of \(counts.count) parts)")
            }
            withExtendedLifetime(token) {}
        }
        XCTAssertEqual(broken, [], "\(broken.count) of \(rounds) rounds broke array forwarding:\n" + broken.prefix(10).joined(separator: "\n"))
    }

    /// A parent released on one thread while 7 threads change its child: the child never keeps
    /// the parent alive, and forwarding to a parent that is going away is safe.
    func testParentReleasedWhileItsChildChanges() {
        let rounds = Stress.iterations(40)
        for _ in 0..<rounds {
            let settings = SharedSettings()
            let holder = Locked<SharedJob?>(SharedJob(settings: settings))
            let tokenHolder = Locked<ObservationToken?>(holder.current?.observeChanges { _ in })
            weak let weakJob = holder.current
            Stress.run { thread in
                for i in 0..<20 {
                    if thread == 0 && i == 10 {
                        tokenHolder.with { $0 = nil }
                        holder.with { $0 = nil }
                    } else if thread != 0 {
                        settings.modifyVolume { $0 += 1 }
                    }
                }
            }
            XCTAssertNil(weakJob, "a child kept its parent alive")
        }
    }
}

/// How many forwarded child changes (`.settings(.changed)`, `.preview(.changed)`,
/// `.parts(.changed)`) `action` delivered to the observer that fills `changes`; single-threaded.
func deliveries(_ changes: Locked<[SharedJob.Change]>, _ action: () -> Void) -> Int {
    changes.with { $0.removeAll() }
    action()
    return changes.current.filter { change in
        switch change {
        case .settings(.changed), .preview(.changed), .parts(.changed): return true
        default: return false
        }
    }.count
}

/// Each current child of `job` forwards one change exactly once; every replaced one, never.
func assertForwarding(
    _ job: SharedJob,
    _ changes: Locked<[SharedJob.Change]>,
    everSettings: [SharedSettings],
    everPreviews: [SharedPreview],
    everParts: [SharedPart],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let current = job.settings
    XCTAssertEqual(deliveries(changes) { current.volume += 1 }, 1, "the current settings child does not forward exactly once", file: file, line: line)
    for old in everSettings where old !== current {
        XCTAssertEqual(deliveries(changes) { old.volume += 1 }, 0, "a replaced settings child still forwards", file: file, line: line)
    }
    let preview = job.preview
    if let preview {
        XCTAssertEqual(deliveries(changes) { preview.caption += "!" }, 1, "the current preview does not forward exactly once", file: file, line: line)
    }
    for old in everPreviews where old !== preview {
        XCTAssertEqual(deliveries(changes) { old.caption += "!" }, 0, "a replaced preview still forwards", file: file, line: line)
    }
    let parts = job.parts
    for part in parts {
        XCTAssertEqual(deliveries(changes) { part.size += 1 }, 1, "a part does not forward exactly once", file: file, line: line)
    }
    for old in everParts where !parts.contains(where: { $0 === old }) {
        XCTAssertEqual(deliveries(changes) { old.size += 1 }, 0, "a removed part still forwards", file: file, line: line)
    }
}
