import Foundation
@testable import IsolationLockedModels
import XCTest

/// The order of a `@locked` model's derived values (docs/isolation.md): a derived value is
/// evaluated outside the lock from members read in one hold, so updates on several threads may
/// finish evaluating in any order; the value stored last must still be one read from the latest
/// state, and each `observeD` observer's `(new, old)` pairs form one chain.
final class LockedDerivedOrderTests: XCTestCase {
    /// `Job.tag` is `@distinct`, `tagText` is `"\(tag)"`: the tag's `==` (the distinct check,
    /// after the store) and its `description` (the evaluation) can hold a thread where the
    /// test wants it. Thread A stores 1 and is held before it reads the tag for `tagText`;
    /// B stores 2, reads it and is held evaluating; C stores 3 and is held. A then reads 3 and
    /// stores "3"; B's "2", read before, must not replace it.
    func testAValueReadEarlierNeverReplacesOneReadLater() throws {
        let job = IsolationLockedModels.Job()
        job.tag = AnyHashable(GatedTag(0))
        let pairs = Log<String>()
        let token = job.observeTagText { new, old in pairs.append("\(old)->\(new)") }
        defer { token.cancel() }

        let a = GatedTag.arm("== 1")
        let aDone = Self.onThread { job.tag = AnyHashable(GatedTag(1)) }
        try Self.wait(a.entered, "A to reach the distinct check")
        let b = GatedTag.arm("description 2")
        let bDone = Self.onThread { job.tag = AnyHashable(GatedTag(2)) }
        try Self.wait(b.entered, "B to evaluate tagText")
        let c = GatedTag.arm("== 3")
        let cDone = Self.onThread { job.tag = AnyHashable(GatedTag(3)) }
        try Self.wait(c.entered, "C to reach the distinct check")

        a.release.signal()
        try Self.wait(aDone, "A to finish")
        b.release.signal()
        try Self.wait(bDone, "B to finish")
        c.release.signal()
        try Self.wait(cDone, "C to finish")

        XCTAssertEqual(pairs.entries, ["0->3"], "B's value, read before A's, replaced it")
        XCTAssertEqual(job.tagText, "3")
    }

    private static func onThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread { body(); done.signal() }.start()
        return done
    }

    /// Waits at most 20 s, so that a regression fails instead of hanging the suite.
    private static func wait(_ semaphore: DispatchSemaphore, _ what: String) throws {
        if semaphore.wait(timeout: .now() + 20) == .timedOut {
            throw TimedOut(description: "timed out waiting for \(what)")
        }
    }

    private struct TimedOut: Error, CustomStringConvertible { let description: String }
}

/// A tag whose `==` (as the left operand) or `description` holds the calling thread once, at
/// a gate the test arms, until the test releases it.
struct GatedTag: Hashable, CustomStringConvertible, Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }

    static func == (lhs: GatedTag, rhs: GatedTag) -> Bool {
        pass("== \(lhs.number)")
        return lhs.number == rhs.number
    }

    func hash(into hasher: inout Hasher) { hasher.combine(number) }

    var description: String {
        Self.pass("description \(number)")
        return "\(number)"
    }

    private static let gates = Gates()

    /// Arms the gate `key`: the next thread that passes it signals `entered` and waits for
    /// `release`.
    static func arm(_ key: String) -> (entered: DispatchSemaphore, release: DispatchSemaphore) {
        let gate = (entered: DispatchSemaphore(value: 0), release: DispatchSemaphore(value: 0))
        gates.set(key, gate)
        return gate
    }

    private static func pass(_ key: String) {
        guard let gate = gates.take(key) else { return }
        gate.entered.signal()
        gate.release.wait()
    }

    private final class Gates: @unchecked Sendable {
        private let lock = NSLock()
        private var armed: [String: (entered: DispatchSemaphore, release: DispatchSemaphore)] = [:]
        func set(_ key: String, _ gate: (entered: DispatchSemaphore, release: DispatchSemaphore)) {
            lock.lock(); armed[key] = gate; lock.unlock()
        }
        func take(_ key: String) -> (entered: DispatchSemaphore, release: DispatchSemaphore)? {
            lock.lock(); defer { lock.unlock() }
            return armed.removeValue(forKey: key)
        }
    }
}
