import Foundation
import Observation
@testable import BehaviourObservationModels

// Helpers for the SPEC §3 observation-style tests. This file imports only
// BehaviourObservationModels; MainActorObservationTests.swift imports only
// MainActorObservationModels (both modules have their own copy of the runtime types).

/// `Job` is also a type of the `_Concurrency` module; this name wins in the test module.
typealias Job = BehaviourObservationModels.Job

/// Counts the `onChange` calls of one `withObservationTracking` round and keeps what each
/// call noted, in order. Locked: `onChange` runs on whichever thread made the change.
final class TrackingRound: @unchecked Sendable {
    private let lock = NSLock()
    private var _notes: [String] = []

    /// How many times `onChange` ran (Observation calls it at most once per round).
    var fired: Int { lock.withLock { _notes.count } }

    /// One entry per `onChange` call: what its `note` closure returned.
    var notes: [String] { lock.withLock { _notes } }

    fileprivate func hit(_ note: String) {
        lock.withLock { _notes.append(note) }
    }
}

/// Hands a non-`Sendable` model to an `onChange` closure. The tests that use it read the
/// model from `onChange` on the thread that is assigning it, never concurrently.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `read` inside `withObservationTracking` and returns the round, whose `onChange`
/// appends `note()` (evaluated inside `onChange`, i.e. at the moment Observation calls it).
@discardableResult
func track(_ read: () -> Void, note: @escaping @Sendable () -> String = { "changed" }) -> TrackingRound {
    let round = TrackingRound()
    withObservationTracking(read, onChange: { round.hit(note()) })
    return round
}

/// A shared, ordered log that callbacks (on the test's thread) and `onChange` closures
/// (`@Sendable`) both append to.
final class SharedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [String] = []

    func append(_ entry: String) { lock.withLock { _entries.append(entry) } }

    var entries: [String] { lock.withLock { _entries } }
}
