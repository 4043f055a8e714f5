import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §2 semantic 9: an instance with no observers costs no observer storage beyond one
/// pointer-sized field; the table is made on first use. (`class_getInstanceSize` does not
/// exist on Linux; `Mirror` lists the stored fields on every platform.)
///
/// Per style (the only per-style expectations of the suite; see README.md): each style may
/// add exactly the fields named in `styleFields`, of exactly that type, and nothing else;
/// the lazy table is still the one field beyond them, nil until the first observer.
final class StorageTests: XCTestCase {
    #if OBSGEN_STYLE_OBSERVATION
    /// The `ObservationRegistrar`, made at init (SPEC §3: semantic 9 is relaxed by the
    /// registrar's own storage, which the `@Observable` macro has too).
    static let styleFields = ["_$observationRegistrar": "ObservationRegistrar"]
    /// Stored values are plain fields behind the tracked accessors.
    static let storedWrapper: String? = nil
    #elseif OBSGEN_STYLE_COMBINE
    /// One reference to the holder of the model's own `objectWillChange` publisher and of
    /// the subscriptions that forward its children's (made at init, so that a child's change
    /// reaches a subscriber that subscribes later).
    static let styleFields = ["_obsgenWillChange": "_ObsgenWillChange"]
    /// Stored `var`s are `@_ObsgenDefaultPublished` (a get-only `$x`; these models follow the
    /// module's default isolation): the field is the `_ObsgenDefaultPublished<T>` wrapper (`_x`).
    static let storedWrapper: String? = "_ObsgenDefaultPublished"
    #else
    static let styleFields: [String: String] = [:]
    static let storedWrapper: String? = nil
    #endif

    /// The stored fields that do not hold one of `members` (a field holds a member when its
    /// name is the member's name, with or without a `_`, `$` or `_obsgen_` prefix), leaving
    /// out the style's own fields (`styleFields`, checked by `testTheStyleAddsExactlyItsFields`).
    static func extraFields(of model: AnyObject, members: [String]) -> [Mirror.Child] {
        Mirror(reflecting: model).children.filter { child in
            guard let label = child.label else { return true }
            if styleFields[label] != nil { return false }
            return !members.contains(member(heldBy: label))
        }
    }

    /// The member a field named `label` holds: the label without a `_obsgen_`, `_` or `$` prefix.
    static func member(heldBy label: String) -> String {
        label.replacingOccurrences(of: "_obsgen_", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "_$"))
    }

    static func size(of value: Any) -> Int {
        func open<T>(_ value: T) -> Int { MemoryLayout<T>.size }
        return _openExistential(value, do: open)
    }

    static func isNil(_ value: Any) -> Bool {
        if case Optional<Any>.none = value { return true }
        return String(describing: value) == "nil"
    }

    func testCounterHasOneLazyPointerSizedField() {
        let counter = Counter()
        let members = ["count", "label", "id", "flag", "items"]
        var extras = Self.extraFields(of: counter, members: members)
        XCTAssertEqual(extras.count, 1, "fields beyond the values: \(extras.map { $0.label ?? "?" })")
        XCTAssertEqual(Mirror(reflecting: counter).children.count, members.count + 1 + Self.styleFields.count)
        guard let table = extras.first else { return }
        XCTAssertEqual(Self.size(of: table.value), MemoryLayout<UnsafeRawPointer?>.size)
        XCTAssertTrue(Self.isNil(table.value), "no observer: no table")

        counter.count = 3
        _ = counter.doubled
        counter.post(.reset)
        counter.removeAllCountObservers()
        extras = Self.extraFields(of: counter, members: members)
        XCTAssertTrue(Self.isNil(extras[0].value), "setting, reading, posting and removing make no table")

        let token = counter.observeFlag(.onlyTrue) { _ in }
        extras = Self.extraFields(of: counter, members: members)
        XCTAssertFalse(Self.isNil(extras[0].value), "the first observe… makes the table")
        _ = token
    }

    static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }

    /// Every field, by the member it holds: each stored member is one field of its type
    /// (in the style's wrapper, if any), a `let` a plain field, plus the style's fields and
    /// the table.
    func testTheStyleAddsExactlyItsFields() {
        let models: [(model: AnyObject, fields: [(member: String, type: String)])] = [
            (Counter(), [("count", "Int"), ("label", "String"), ("flag", "Bool"), ("items", "Array<Int>")]),
            (Job(), [("progress", "(Int, Int)"), ("settings", "Settings"), ("preview", "Optional<Preview>"), ("parts", "Array<Part>")]),
            (Settings(), [("volume", "Double"), ("muted", "Bool")]),
            (Node(), [("name", "String"), ("kids", "Array<Node>"), ("next", "Optional<Node>")]),
        ]
        for (model, expected) in models {
            let name = Self.typeName(model)
            let fields = Mirror(reflecting: model).children
            let described = fields.map { "\($0.label ?? "?"): \(Self.typeName($0.value))" }
            let constants = model is Counter ? 1 : 0  // Counter.id
            XCTAssertEqual(fields.count, expected.count + constants + 1 + Self.styleFields.count, "\(name): \(described)")
            for (label, type) in Self.styleFields {
                let matching = fields.filter { $0.label == label }
                XCTAssertEqual(matching.count, 1, "\(name): one \(label) in \(described)")
                XCTAssertEqual(matching.first.map { Self.typeName($0.value) }, type, "\(name).\(label)")
            }
            for (member, type) in expected {
                let holding = fields.filter { $0.label.map(Self.member(heldBy:)) == member }
                XCTAssertEqual(holding.count, 1, "\(name): one field for \(member) in \(described)")
                let wanted = Self.storedWrapper.map { "\($0)<\(type)>" } ?? type
                XCTAssertEqual(holding.first.map { Self.typeName($0.value) }, wanted, "\(name).\(member)")
            }
            if let counter = model as? Counter {
                let id = fields.filter { $0.label == "id" }
                XCTAssertEqual(id.map { Self.typeName($0.value) }, ["Int"], "a let is a plain field in every style")
                XCTAssertEqual(counter.id, 0)
            }
        }
    }

    func testChildrenGetTheirTableOnlyWhenTheParentIsObserved() {
        let part = Part()
        let job = Job(parts: [part])
        let jobMembers = ["progress", "settings", "preview", "parts"]
        XCTAssertEqual(Self.extraFields(of: job, members: jobMembers).count, 1)
        XCTAssertTrue(Self.isNil(Self.extraFields(of: job, members: jobMembers)[0].value))
        XCTAssertTrue(Self.isNil(Self.extraFields(of: part, members: ["size"])[0].value))
        XCTAssertTrue(Self.isNil(Self.extraFields(of: job.settings, members: ["volume", "muted"])[0].value))
        part.size = 2
        job.settings.volume = 0.1
        XCTAssertTrue(Self.isNil(Self.extraFields(of: part, members: ["size"])[0].value))

        let token = job.observeChanges { _ in }
        XCTAssertFalse(Self.isNil(Self.extraFields(of: part, members: ["size"])[0].value), "linked to its parent")
        _ = token
    }

    func testAnObservedModelStillNotifiesChangesMadeBeforeItsFirstObserver() {
        let counter = Counter(count: 20)
        counter.count = 1   // no table yet: isBig's cached value must be made from the current state
        let log = Log<String>()
        let token = counter.observeIsBig { new, old in log.append("\(old)->\(new)") }
        counter.count = 2
        counter.count = 30
        XCTAssertEqual(log.entries, ["false->true"])
        _ = token
    }
}
