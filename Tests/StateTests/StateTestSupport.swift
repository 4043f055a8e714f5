// Helpers of the state tests (persisted members, snapshots), compiled once per style: this
// folder's files are symlinked into Tests/StateObservationTests and Fixtures/CombinePackage.
import Foundation
import XCTest

#if OBSGEN_STYLE_OBSERVATION
@testable import StateObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import StateCombineModels
#else
@testable import StateModels
#endif

/// A store of the test's own (not one of obsgen's, so the models announce its changes): it
/// logs every write, and runs `onSet` after each.
final class RecordingStore: PersistenceStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var writes: [String] = []
    private var written: [String] = []
    /// Runs after each write, with its key.
    var onSet: ((String) -> Void)?

    func value<T: Codable>(forKey key: String) -> T? {
        lock.withLock { values[key] as? T }
    }

    func set<T: Codable>(_ value: T, forKey key: String) {
        lock.withLock {
            values[key] = value
            writes.append(key)
            written.append("\(key)=\(value)")
        }
        onSet?(key)
    }

    /// The keys written, in order.
    var log: [String] { lock.withLock { writes } }
    /// What was written, in order: `key=value`.
    var history: [String] { lock.withLock { written } }
}

/// The failures reported through `Persistence.failureHandler` while it is installed.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [PersistenceFailure] = []
    private var previous: (@Sendable (PersistenceFailure) -> Void)?

    /// Installs itself as the handler.
    func install() {
        previous = Persistence.failureHandler
        Persistence.failureHandler = { [self] failure in lock.withLock { failures.append(failure) } }
    }

    /// Puts the previous handler back.
    func uninstall() {
        if let previous { Persistence.failureHandler = previous }
    }

    /// What was reported.
    var reported: [PersistenceFailure] { lock.withLock { failures } }
}

/// Tokens kept until the end of a test.
final class Tokens {
    var list: [ObservationToken] = []

    static func += (tokens: Tokens, token: ObservationToken) { tokens.list.append(token) }
}
