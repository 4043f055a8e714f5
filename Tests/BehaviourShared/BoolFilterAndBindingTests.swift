import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// Seed 004: Bool signals that fire only on true / only on false / always; seed 002: a
/// functional binding whose hooks observe the value at set time.
final class BoolFilterAndBindingTests: XCTestCase {
    // MARK: BoolFilter (seed 004)

    func testBoolFiltersOnStoredBool() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeFlag(.any) { value in log.append("any \(value)") }.store(in: &tokens)
        counter.observeFlag(.onlyTrue) { value in log.append("onlyTrue \(value)") }.store(in: &tokens)
        counter.observeFlag(.onlyFalse) { value in log.append("onlyFalse \(value)") }.store(in: &tokens)
        counter.flag = true
        counter.flag = false
        XCTAssertEqual(log.entries, ["any true", "onlyTrue true", "any false", "onlyFalse false"])
    }

    func testBoolFilterOnDerivedBoolFiresOnlyOnChange() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeIsBig(.onlyTrue) { value in log.append("big \(value)") }.store(in: &tokens)
        counter.observeIsBig(.onlyFalse) { value in log.append("small \(value)") }.store(in: &tokens)
        counter.observeIsBig(.any) { value in log.append("any \(value)") }.store(in: &tokens)
        for value in [5, 11, 12, 3, 2, 50] { counter.count = value }
        XCTAssertEqual(log.entries, ["big true", "any true", "small false", "any false", "big true", "any true"])
    }

    func testBoolFilterObserversShareOrderWithPlainObservers() {
        let counter = Counter()
        let log = Log<String>()
        var tokens = Set<ObservationToken>()
        counter.observeFlag { new, old in log.append("plain \(old)->\(new)") }.store(in: &tokens)
        counter.observeFlag(.onlyTrue) { _ in log.append("onlyTrue") }.store(in: &tokens)
        counter.observeFlag { _, _ in log.append("plain again") }.store(in: &tokens)
        counter.flag = true
        XCTAssertEqual(log.entries, ["plain false->true", "onlyTrue", "plain again"])
    }

    func testBoolFilterTokensCancelAndRemoveAll() {
        let counter = Counter()
        let log = Log<Bool>()
        let token = counter.observeFlag(.any) { log.append($0) }
        counter.flag = true
        token.cancel()
        counter.flag = false
        let other = counter.observeFlag(.onlyFalse) { log.append($0) }
        counter.removeAllFlagObservers()
        counter.flag = true
        counter.flag = false
        XCTAssertEqual(log.entries, [true])
        _ = other
    }

    func testBoolFilterAccepts() {
        XCTAssertEqual([true, false].map(BoolFilter.any.accepts), [true, true])
        XCTAssertEqual([true, false].map(BoolFilter.onlyTrue.accepts), [true, false])
        XCTAssertEqual([true, false].map(BoolFilter.onlyFalse.accepts), [false, true])
    }

    // MARK: PropertyBinding (seed 002)

    func testBindingReadsAndWritesTheModel() {
        let counter = Counter()
        let binding = counter.binding(\.count)
        XCTAssertEqual(binding.value, 0)
        binding.value = 4
        XCTAssertEqual(counter.count, 4)
        counter.count = 6
        XCTAssertEqual(binding.value, 6)
    }

    func testHooksRunInChainOrderAroundTheSet() {
        let counter = Counter(count: 1)
        let log = Log<String>()
        let token = counter.observeCount { new, old in log.append("observer \(old)->\(new)") }
        let binding = counter.binding(\.count)
            .willSet { [unowned counter] new, current in log.append("will#1 new=\(new) current=\(current) model=\(counter.count)") }
            .didSet { [unowned counter] new, old in log.append("did#1 new=\(new) old=\(old) model=\(counter.count)") }
            .willSet { new, current in log.append("will#2 new=\(new) current=\(current)") }
            .didSet { new, old in log.append("did#2 new=\(new) old=\(old)") }
        binding.value = 5
        XCTAssertEqual(log.entries, [
            "will#1 new=5 current=1 model=1", "will#2 new=5 current=1",
            "observer 1->5",
            "did#1 new=5 old=1 model=5", "did#2 new=5 old=1",
        ])
        _ = token
    }

    func testChainingMakesANewBindingAndLeavesTheOriginal() {
        let counter = Counter()
        let log = Log<String>()
        let plain = counter.binding(\.count)
        let hooked = plain.didSet { new, _ in log.append("did \(new)") }
        plain.value = 1
        hooked.value = 2
        let twice = hooked.didSet { new, _ in log.append("did2 \(new)") }
        twice.value = 3
        XCTAssertEqual(log.entries, ["did 2", "did 3", "did2 3"])
    }

    func testBindingFromGetAndSet() {
        var storage = "a"
        let log = Log<String>()
        let binding = PropertyBinding(get: { storage }, set: { storage = $0 })
            .willSet { new, current in log.append("\(current)->\(new)") }
        binding.value = "b"
        XCTAssertEqual(storage, "b")
        XCTAssertEqual(log.entries, ["a->b"])
    }

    func testBindingToADistinctMemberStillRunsItsHooks() {
        let counter = Counter(label: "x")
        let log = Log<String>()
        let token = counter.observeLabel { _, _ in log.append("observer") }
        let binding = counter.binding(\.label).didSet { new, old in log.append("did \(old)->\(new)") }
        binding.value = "x"
        XCTAssertEqual(log.entries, ["did x->x"], "hooks run on every set; @distinct governs the model's observers")
        _ = token
    }

    func testBindingHoldsItsModelStrongly() {
        let (binding, weakCounter): (PropertyBinding<Int>, WeakRef<Counter>) = scope {
            let counter = Counter()
            return (counter.binding(\.count), WeakRef(counter))
        }
        XCTAssertNotNil(weakCounter.object, "like SwiftUI's Binding, it holds its model")
        binding.value = 9
        XCTAssertEqual(weakCounter.object?.count, 9)
    }

    func testBindingToAChild() {
        let job = Job()
        let replacement = Settings(volume: 1)
        let log = Log<String>()
        let token = job.observeLoud(.onlyTrue) { _ in log.append("loud") }
        job.binding(\.settings).didSet { new, old in log.append("did \(old.volume)->\(new.volume)") }.value = replacement
        XCTAssertEqual(log.entries, ["loud", "did 0.5->1.0"])
        _ = token
    }
}
