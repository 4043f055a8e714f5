import Foundation
import XCTest
@testable import IsolationLockedModels

/// `@locked model` (SPEC §2, Isolation; seed 000 done right): every access takes one lock,
/// callbacks run outside it on the assigning thread, `old` is what that assignment replaced,
/// derived values' (new, old) pairs chain (`modifyX` losing no update: LockedCompoundAssignmentTests).
final class LockedModelTests: XCTestCase {
    let threads = 8
    let perThread = 500

    func testConcurrentSettersReportTheValueTheyReplaced() {
        let job = SharedJob()
        let pairs = Log<(old: Int, new: Int)>()
        let token = job.observeCount { new, old in pairs.append((old, new)) }
        let perThread = self.perThread
        concurrently(threads) { thread in
            for step in 0..<perThread { job.count = 1 + thread * perThread + step }   // unique values
        }
        XCTAssertEqual(pairs.count, threads * perThread)
        XCTAssertTrue(formsChain(pairs.entries, from: 0), "each callback's old is the value its assignment replaced")
        _ = token
    }

    /// Derived values are evaluated with the lock released, and stored under it unless a later
    /// update stored its own: their (new, old) pairs chain from the first value to the last,
    /// though concurrent updates may be reported as one change.
    func testDerivedPairsChainUnderContention() {
        let job = SharedJob()
        let summaries = Log<(old: String, new: String)>()
        let done = Log<Bool>()
        var tokens = Set<ObservationToken>()
        job.observeSummary { new, old in summaries.append((old, new)) }.store(in: &tokens)
        job.observeIsDone(.any) { new in done.append(new) }.store(in: &tokens)
        let perThread = self.perThread
        concurrently(threads) { thread in
            for step in 0..<perThread {
                job.modifyCount { $0 += 1 }
                if thread == 0 { job.progress = (step % 2 == 0 ? 100 : 0, 100) }
            }
        }
        XCTAssertLessThanOrEqual(summaries.count, threads * perThread)
        XCTAssertTrue(formsChain(summaries.entries, from: "0 of 0"), "derived (new, old) pairs chain")
        XCTAssertEqual(job.summary, "\(threads * perThread) of 0")
        // isDone alternates strictly: each notification is a real change from the last one.
        let flips = done.entries
        XCTAssertEqual(flips.count, perThread)
        XCTAssertTrue(zip(flips, flips.dropFirst()).allSatisfy { $0 != $1 })
        _ = tokens
    }

    func testCallbacksRunOnTheAssigningThreadOutsideTheLock() {
        let job = SharedJob()
        let log = Log<String>()
        let token = job.observeCount { new, _ in
            // Reading and writing the model inside a callback must not deadlock.
            let read = job.count
            if new < 3 { job.count = new + 1 }
            log.append("\(new) read=\(read) thread=\(Thread.current.threadDictionary["marker"] as? String ?? "")")
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Thread.current.threadDictionary["marker"] = "writer"
            job.count = 1
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(Set(log.entries), ["1 read=1 thread=writer", "2 read=2 thread=writer", "3 read=3 thread=writer"])
        _ = token
    }

    func testDistinctUnderConcurrency() {
        let job = SharedJob()
        let log = Log<String>()
        let token = job.observeStatus { new, old in log.append("\(old)->\(new)") }
        concurrently(threads) { thread in
            for step in 0..<200 { job.status = (thread + step).isMultiple(of: 2) ? "a" : "b" }
        }
        XCTAssertTrue(log.entries.allSatisfy { $0 == "idle->a" || $0 == "idle->b" || $0 == "a->b" || $0 == "b->a" })
        let pairs = log.entries.map { entry -> (old: String, new: String) in
            let parts = entry.components(separatedBy: "->")
            return (parts[0], parts[1])
        }
        // Alternating values are no chain of unique values, but every notification is a change.
        XCTAssertTrue(pairs.allSatisfy { $0.old != $0.new })
        _ = token
    }

    func testChildrenForwardUnderConcurrentChanges() {
        let parts = (0..<threads).map { _ in SharedPart() }
        let job = SharedJob(parts: parts)
        let log = Log<Int>()
        let token = job.observeChanges { change in
            if case .parts(.changed(let index, .size)) = change { log.append(index) }
        }
        let perThread = self.perThread
        concurrently(threads) { thread in
            for _ in 0..<perThread { parts[thread].modifySize { $0 += 1 } }
        }
        XCTAssertEqual(log.count, threads * perThread)
        let perIndex = Dictionary(grouping: log.entries, by: { $0 }).mapValues(\.count)
        XCTAssertEqual(perIndex, Dictionary(uniqueKeysWithValues: (0..<threads).map { ($0, perThread) }))
        _ = token
    }

    /// Threads replace the child concurrently; once they are done, only the child the job
    /// holds forwards, exactly once per change, and the old ones do not forward at all.
    func testChildReplacedConcurrentlyForwardsExactlyOnce() {
        let pool = (0..<3).map { SharedSettings(volume: Double($0)) }
        let job = SharedJob(settings: pool[0])
        let log = Log<Double>()
        let token = job.observeChanges { change in
            if case .settings(.changed(.volume(let new, _))) = change { log.append(new) }
        }
        concurrently(threads) { thread in
            for step in 0..<300 {
                job.settings = pool[(thread + step) % pool.count]
                pool[step % pool.count].modifyVolume { $0 += 0 }   // changes while re-wiring
            }
        }
        log.removeAll()
        let current = job.settings
        for (index, settings) in pool.enumerated() { settings.volume = 100 + Double(index) }
        let expected = 100 + Double(pool.firstIndex { $0 === current }!)
        XCTAssertEqual(log.entries, [expected], "only the current child forwards, once")
        _ = token
    }

    /// The re-wiring after a replacement runs outside the job's lock. Here the re-wiring of
    /// one replacement (a -> b) is held up, because the old child's lock is busy, while later
    /// replacements (b -> c, c -> b) are made on another thread: the child the job holds at
    /// the end must forward exactly once, the others not at all. (Before the fix, the late
    /// re-wiring linked b a second time: every change of b reached the job twice.)
    func testDelayedRewiringDoesNotDoubleOrLoseForwarding() {
        let a = SharedSettings(volume: 1), b = SharedSettings(volume: 2), c = SharedSettings(volume: 3)
        let job = SharedJob(settings: a)
        let log = Log<Double>()
        let token = job.observeChanges { change in
            if case .settings(.changed(.volume(let new, _))) = change { log.append(new) }
        }
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        Thread {   // holds a's lock: a modify body may block (it must only not touch a)
            a.modifyVolume { _ in holding.signal(); release.wait() }
        }.start()
        holding.wait()
        group.enter()
        Thread { job.settings = b; group.leave() }.start()   // a -> b: its re-wiring waits for a
        for _ in 0..<1_000 where job.settings !== b { usleep(100) }
        XCTAssertTrue(job.settings === b)
        group.enter()
        Thread {
            job.settings = c   // b -> c
            job.settings = b   // c -> b
            group.leave()
        }.start()
        usleep(3_000)
        release.signal()
        group.wait()
        log.removeAll()
        b.volume = 20
        c.volume = 30
        a.volume = 10
        XCTAssertEqual(log.entries, [20], "b is the child: it forwards once, the others not at all")
        _ = token
    }

    func testChildrenArrayReplacedConcurrentlyForwardsExactlyOnce() {
        let pool = (0..<4).map { SharedPart(size: $0) }
        let job = SharedJob()
        let log = Log<Int>()
        let token = job.observeChanges { change in
            if case .parts(.changed(let index, .size)) = change { log.append(index) }
        }
        concurrently(threads) { thread in
            for step in 0..<300 {
                let start = (thread + step) % pool.count
                job.parts = Array(pool[start...]) + Array(pool[..<start])
            }
        }
        log.removeAll()
        let current = job.parts
        pool[0].size = 10
        let expected = current.firstIndex { $0 === pool[0] }!
        XCTAssertEqual(log.entries, [expected], "the part forwards once, with its current index")
        _ = token
    }

    func testCancelFromAnotherThreadWhileNotifying() {
        let job = SharedJob()
        let calls = Log<Int>()
        let tokens = (0..<8).map { _ in job.observeCount { new, _ in calls.append(new) } }
        let stop = Log<Bool>()
        concurrently(2) { index in
            if index == 0 {
                for value in 1...20_000 where stop.count == 0 { job.count = value }
            } else {
                for token in tokens { token.cancel() }
                stop.append(true)
            }
        }
        let after = calls.count
        job.count = -1
        XCTAssertEqual(calls.count, after)
    }

    func testEventsFromManyThreads() {
        let job = SharedJob()
        let events = Log<Int>(), failed = Log<String>()
        var tokens = Set<ObservationToken>()
        job.observeEvents { _ in events.append(1) }.store(in: &tokens)
        job.onFailed { reason in failed.append(reason) }.store(in: &tokens)
        concurrently(threads) { thread in
            for step in 0..<200 { job.post(step.isMultiple(of: 2) ? .finished : .failed(reason: "t\(thread)")) }
        }
        XCTAssertEqual(events.count, threads * 200)
        XCTAssertEqual(failed.count, threads * 100)
    }

    func testLockedModelGoesAway() {
        weak var weakJob: SharedJob?
        let part = SharedPart()
        var tokens = Set<ObservationToken>()
        do {
            let job = SharedJob(parts: [part])
            job.observeChanges { _ in }.store(in: &tokens)
            job.observeCount { _, _ in }.store(in: &tokens)
            part.size = 3
            weakJob = job
        }
        XCTAssertNil(weakJob)
        part.size = 4   // forwards to nobody, prunes the dead link
    }
}
