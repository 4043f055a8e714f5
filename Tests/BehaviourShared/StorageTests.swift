import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#endif

/// SPEC §2 semantic 9: an instance with no observers costs no observer storage beyond one
/// pointer-sized field; the table is made on first use. (`class_getInstanceSize` does not
/// exist on Linux; `Mirror` lists the stored fields on every platform.)
final class StorageTests: XCTestCase {
    /// The stored fields that do not hold one of `members` (a field holds a member when its
    /// name is the member's name, with or without a `_`, `$` or `_obsgen_` prefix).
    static func extraFields(of model: AnyObject, members: [String]) -> [Mirror.Child] {
        Mirror(reflecting: model).children.filter { child in
            guard let label = child.label else { return true }
            let bare = label.replacingOccurrences(of: "_obsgen_", with: "").trimmingCharacters(in: CharacterSet(charactersIn: "_$"))
            return !members.contains(bare)
        }
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
        XCTAssertEqual(Mirror(reflecting: counter).children.count, members.count + 1)
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
