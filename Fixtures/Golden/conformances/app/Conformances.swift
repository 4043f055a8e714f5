// Hand-written beside the generated files (SPEC §6): what Swift does not synthesise for a
// class — Hashable and Equatable — and each model's own didInit(), which counts its calls.
// Public, so that the compile matrix's public and package cells compile it too.
import Foundation

public protocol TodoDelegate: AnyObject {}

extension Todo {
    public nonisolated static func == (lhs: Todo, rhs: Todo) -> Bool { lhs.id == rhs.id }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func didInit() { initCount += 1 }
}

extension Entry {
    public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.amount == rhs.amount }
}

extension Ledger {
    func didInit() { initCount += 1 }
}

extension Screen {
    func didInit() { initCount += 1 }
}
