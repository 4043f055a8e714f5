import Foundation
@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_ObsgenLock._obsgenRunBody`: a `modifyX` body runs with its lock held and registered for
/// the thread, so that only a re-entry of that lock from that thread stops the process (the
/// death test is `Tests/LockedScenarioTests`, in a child process). Here: every other wait
/// stays a plain wait.
final class ModifyBodyTests: XCTestCase {
    private struct Model {}

    /// Holds `lock` on another thread for a moment, starting before this returns.
    private func holdBriefly(_ lock: _ObsgenLock) -> DispatchGroup {
        let started = DispatchSemaphore(value: 0), done = DispatchGroup()
        done.enter()
        Thread {
            lock.withLock {
                started.signal()
                usleep(20_000)
            }
            done.leave()
        }.start()
        started.wait()
        return done
    }

    /// A body that takes another model's lock, held meanwhile by another thread, waits for it.
    func testABodyWaitsForAnotherModelsLock() {
        let own = _ObsgenLock(), other = _ObsgenLock()
        var value = 1
        own.withLock {
            own._obsgenRunBody(Model.self, "modifyValue") {
                let done = holdBriefly(other)
                other.withLock { value += 1 }
                done.wait()
            }
        }
        XCTAssertEqual(value, 2)
    }

    /// Bodies nest across models; once a body has returned, its lock is a plain lock again:
    /// waiting for another thread's hold of it on this thread is no re-entry.
    func testAFinishedBodyNoLongerCounts() {
        let outer = _ObsgenLock(), inner = _ObsgenLock()
        var value = 0
        outer.withLock {
            outer._obsgenRunBody(Model.self, "modifyValue") {
                inner.withLock {
                    inner._obsgenRunBody(Model.self, "modifyValue") { value += 1 }
                }
                // `inner`'s body is over: another thread's hold of it is waited for.
                let done = holdBriefly(inner)
                inner.withLock { value += 1 }
                done.wait()
            }
        }
        let done = holdBriefly(outer)
        outer.withLock { value += 1 }
        done.wait()
        XCTAssertEqual(value, 3)
    }
}
