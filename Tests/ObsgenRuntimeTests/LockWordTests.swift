import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest
#if !canImport(Darwin)
import Synchronization
#endif

/// The platform part of the lock, `_ObsgenLockWord`, used directly: off Apple platforms an
/// `Atomic<Int>` word (cheaper than `pthread_spinlock_t` calls, which cost ~3.5 ns a hold).
final class LockWordTests: XCTestCase {
    #if !canImport(Darwin)
    /// The word is 1 while held and 0 when free, and can be taken again after a release.
    func testTheWordIsOneWhileHeldAndZeroWhenFree() {
        let word = UnsafeMutablePointer<_ObsgenLockWord._Word>.allocate(capacity: 1)
        defer { word.deallocate() }
        _ObsgenLockWord.initialize(word)
        XCTAssertEqual(word.pointee.load(ordering: .relaxed), 0)
        _ObsgenLockWord.lock(word)
        XCTAssertEqual(word.pointee.load(ordering: .relaxed), 1)
        _ObsgenLockWord.unlock(word)
        XCTAssertEqual(word.pointee.load(ordering: .relaxed), 0)
        _ObsgenLockWord.lock(word)
        XCTAssertEqual(word.pointee.load(ordering: .relaxed), 1)
        _ObsgenLockWord.unlock(word)
        _ObsgenLockWord.destroy(word)
    }
    #endif

    /// Four threads that each take the word 25,000 times around a read-modify-write of a shared
    /// counter lose no update: the compare-and-swap excludes, and the releasing store publishes
    /// the holder's write to the next holder (a plain load-then-store word loses updates here).
    func testTheWordExcludesAndPublishesTheHoldersWrites() {
        let word = UnsafeMutablePointer<_ObsgenLockWord._Word>.allocate(capacity: 1)
        defer { word.deallocate() }
        _ObsgenLockWord.initialize(word)
        let total = Unprotected()
        let shared = WordBox(word)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25_000 {
                _ObsgenLockWord.lock(shared.word)
                total.value += 1
                _ObsgenLockWord.unlock(shared.word)
            }
        }
        XCTAssertEqual(total.value, 100_000)
        _ObsgenLockWord.destroy(word)
    }
}

/// A lock word's address, handed to other threads.
final class WordBox: @unchecked Sendable {
    let word: UnsafeMutablePointer<_ObsgenLockWord._Word>
    init(_ word: UnsafeMutablePointer<_ObsgenLockWord._Word>) { self.word = word }
}
