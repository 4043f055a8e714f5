import Foundation

/// What the scenarios use of the `@locked` model `Job` of `Fixtures/Golden/isolation-locked/store.obs`.
/// Each style's generated module conforms its own `Job` (see the runner's `main.swift`).
protocol ScenarioJob: AnyObject, Sendable {
    associatedtype Token
    associatedtype Change
    var items: [Int] { get set }
    var limit: Int { get set }
    var readers: [AnyObject] { get set }
    var tag: AnyHashable { get set }
    var tagText: String { get }
    var tagged: AnyHashable { get }
    func observeItems(_ callback: @escaping @Sendable (_ new: [Int], _ old: [Int]) -> Void) -> Token
    func observeTag(_ callback: @escaping @Sendable (_ new: AnyHashable, _ old: AnyHashable) -> Void) -> Token
    func observeTagText(_ callback: @escaping @Sendable (_ new: String, _ old: String) -> Void) -> Token
    func observeTagged(_ callback: @escaping @Sendable (_ new: AnyHashable, _ old: AnyHashable) -> Void) -> Token
    func observeChanges(_ callback: @escaping @Sendable (Change) -> Void) -> Token
    func modifyItems(_ body: (inout [Int]) -> Void)
}

/// A value shared with a `deinit` or a callback.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

/// An object whose `deinit` reads the model.
final class Reader<Job: ScenarioJob>: @unchecked Sendable {
    let job: Job
    let seen: Box<Int?>
    init(_ job: Job, _ seen: Box<Int?>) { (self.job, self.seen) = (job, seen) }
    deinit { seen.value = job.limit }
}

/// A member value whose `==` and `description` read the model (through `read`).
struct Probe: Hashable, CustomStringConvertible, @unchecked Sendable {
    let id: Int
    let read: @Sendable () -> Int

    static func == (lhs: Probe, rhs: Probe) -> Bool {
        _ = lhs.read()
        return lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String { "probe \(id) limit \(read())" }
}

/// The scenarios, by name: each mutates a fresh model through everyday Swift code that reads
/// or releases something touching the model while the mutation runs, and returns what went
/// wrong (nil when all is as expected). `modify-touches-model` must not return at all.
func scenario<Job: ScenarioJob>(_ name: String, _ job: Job) -> String? {
    switch name {
    case "closure-reads-member":
        job.items.removeAll(where: { $0 > job.limit })
        return job.items == [1, 2] ? nil : "items \(job.items)"
    case "sort-reads-model":
        job.items.sort { a, b in a + job.limit > b }
        return job.items.sorted() == [1, 2, 3, 4] ? nil : "items \(job.items)"
    case "closure-releases-reader":
        let seen = Box<Int?>(nil)
        var reader: Reader<Job>? = Reader(job, seen)
        job.items.removeAll(where: { _ in
            reader = nil
            return false
        })
        return reader == nil && seen.value == 2 && job.items == [1, 2, 3, 4] ? nil : "seen \(String(describing: seen.value))"
    case "released-value-deinit":
        let seen = Box<Int?>(nil)
        job.readers = [Reader(job, seen)]
        job.readers.removeAll()
        guard seen.value == 2 else { return "removeAll: seen \(String(describing: seen.value))" }
        seen.value = nil
        job.readers.append(Reader(job, seen))
        job.limit = 3
        job.readers = []
        return seen.value == 3 ? nil : "replaced: seen \(String(describing: seen.value))"
    case "distinct-equality-reads-model":
        let read: @Sendable () -> Int = { job.limit }
        job.tag = AnyHashable(Probe(id: 1, read: read))
        job.tag = AnyHashable(Probe(id: 1, read: read))
        job.tag = AnyHashable(Probe(id: 2, read: read))
        return job.tag == AnyHashable(Probe(id: 2, read: read)) ? nil : "tag \(job.tag)"
    case "derived-reads-model":
        let read: @Sendable () -> Int = { job.limit }
        job.tag = AnyHashable(Probe(id: 1, read: read))
        job.tag = AnyHashable(Probe(id: 2, read: read))
        guard job.tagText == "probe 2 limit 2" else { return "tagText \(job.tagText)" }
        return job.tagged == AnyHashable(Probe(id: 2, read: read)) ? nil : "tagged \(job.tagged)"
    case "modify-touches-model":
        job.modifyItems { $0.append(job.limit) }
        return "modifyItems returned though its body read the model"
    default:
        return "no scenario named \(name)"
    }
}

/// Runs scenario `name` on a new model from `make`, observed (`observeItems`, `observeChanges`
/// and the tag's observers, which need every old value) or not, and reports how it ended:
/// exit status 0 when it went as expected.
func runScenario<Job: ScenarioJob>(_ name: String, observed: Bool, _ make: () -> Job) -> Int32 {
    let job = make()
    var tokens: [Job.Token] = []
    let calls = Box(0)
    if observed {
        tokens.append(job.observeItems { _, _ in calls.value += 1 })
        tokens.append(job.observeTag { _, _ in calls.value += 1 })
        tokens.append(job.observeTagText { _, _ in calls.value += 1 })
        tokens.append(job.observeTagged { _, _ in calls.value += 1 })
        tokens.append(job.observeChanges { _ in calls.value += 1 })
    }
    let failure = scenario(name, job)
    withExtendedLifetime(tokens) {}
    if observed && calls.value == 0 && name != "sort-reads-model" {
        print("\(name): the observers were never called")
        return 1
    }
    guard let failure else { return 0 }
    print("\(name): \(failure)")
    return 1
}
