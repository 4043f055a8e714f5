@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_obsgenShouldNotify`: the overload Swift picks at a call site of a concrete type decides,
/// as the `@Observable` macro's `shouldNotifyObservers` does, extended to tuples of
/// `Equatable` elements and to optionals, arrays and dictionaries of classes.
final class EqualityTests: XCTestCase {
    private struct Opaque {}
    private final class Reference {}
    private final class EqualByValue: Equatable {
        let value: Int
        init(_ value: Int) { self.value = value }
        static func == (lhs: EqualByValue, rhs: EqualByValue) -> Bool { lhs.value == rhs.value }
    }

    func testEquatableTypesCompareByEquality() {
        XCTAssertFalse(_obsgenShouldNotify(1, 1))
        XCTAssertTrue(_obsgenShouldNotify(1, 2))
        XCTAssertFalse(_obsgenShouldNotify([1], [1]))
        XCTAssertFalse(_obsgenShouldNotify(String?.none, nil))
    }

    func testOtherTypesAlwaysNotify() {
        XCTAssertTrue(_obsgenShouldNotify(Opaque(), Opaque()))
    }

    func testClassesCompareByIdentityUnlessEquatable() {
        let reference = Reference()
        XCTAssertFalse(_obsgenShouldNotify(reference, reference))
        XCTAssertTrue(_obsgenShouldNotify(reference, Reference()))
        XCTAssertFalse(_obsgenShouldNotify(EqualByValue(1), EqualByValue(1)), "Equatable & AnyObject: == wins, as in the macro")
        XCTAssertTrue(_obsgenShouldNotify(EqualByValue(1), EqualByValue(2)))
    }

    func testTuplesOfEquatableElementsCompareWithTupleEquality() {
        XCTAssertFalse(_obsgenShouldNotify((1, 2), (1, 2)))
        XCTAssertTrue(_obsgenShouldNotify((1, 2), (1, 3)))
        XCTAssertFalse(_obsgenShouldNotify((1, "a", 2.5), (1, "a", 2.5)))
        XCTAssertTrue(_obsgenShouldNotify((1, "a", 2.5), (1, "b", 2.5)))
        XCTAssertFalse(_obsgenShouldNotify((1, 2, 3, 4), (1, 2, 3, 4)))
        XCTAssertTrue(_obsgenShouldNotify((1, 2, 3, 4), (1, 2, 3, 5)))
        XCTAssertFalse(_obsgenShouldNotify((1, 2, 3, 4, 5), (1, 2, 3, 4, 5)))
        XCTAssertTrue(_obsgenShouldNotify((1, 2, 3, 4, 5), (0, 2, 3, 4, 5)))
        XCTAssertFalse(_obsgenShouldNotify((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6)))
        XCTAssertTrue(_obsgenShouldNotify((1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 7)))
        let token = EqualByValue(1)
        XCTAssertFalse(_obsgenShouldNotify((token, 1), (EqualByValue(1), 1)), "an Equatable class in a tuple: ==")
    }

    func testTuplesWithoutTupleEqualityAlwaysNotify() {
        XCTAssertTrue(_obsgenShouldNotify((1, Opaque()), (1, Opaque())), "an element that is not Equatable")
        let reference = Reference()
        XCTAssertTrue(_obsgenShouldNotify((reference, reference), (reference, reference)), "a class that is not Equatable is no tuple element of ==")
        XCTAssertTrue(_obsgenShouldNotify((1, 2, 3, 4, 5, 6, 7), (1, 2, 3, 4, 5, 6, 7)), "seven elements: Swift's tuple == stops at six")
        XCTAssertTrue(_obsgenShouldNotify(Optional((1, 2)), Optional((1, 2))), "an optional tuple: no ==")
    }

    func testOptionalsOfClassesCompareByIdentity() {
        let reference = Reference()
        XCTAssertFalse(_obsgenShouldNotify(Optional(reference), Optional(reference)))
        XCTAssertFalse(_obsgenShouldNotify(Reference?.none, nil))
        XCTAssertTrue(_obsgenShouldNotify(Optional(reference), nil))
        XCTAssertTrue(_obsgenShouldNotify(nil, Optional(reference)))
        XCTAssertTrue(_obsgenShouldNotify(Optional(reference), Optional(Reference())))
        XCTAssertFalse(_obsgenShouldNotify(Optional(EqualByValue(1)), Optional(EqualByValue(1))), "an Equatable class: ==")
        XCTAssertTrue(_obsgenShouldNotify(Optional(EqualByValue(1)), nil))
    }

    func testArraysOfClassesCompareTheirInstancesInOrder() {
        let (first, second) = (Reference(), Reference())
        XCTAssertFalse(_obsgenShouldNotify([first, second], [first, second]), "the same instances in the same order")
        XCTAssertFalse(_obsgenShouldNotify([Reference](), []))
        XCTAssertTrue(_obsgenShouldNotify([first, second], [second, first]), "reordered")
        XCTAssertTrue(_obsgenShouldNotify([first], [first, second]), "one more")
        XCTAssertTrue(_obsgenShouldNotify([first, second], [first]), "one fewer")
        XCTAssertTrue(_obsgenShouldNotify([first], [Reference()]), "another instance")
        XCTAssertFalse(_obsgenShouldNotify([EqualByValue(1)], [EqualByValue(1)]), "an array of an Equatable class: ==")
        XCTAssertTrue(_obsgenShouldNotify([EqualByValue(1)], [EqualByValue(2)]))
        XCTAssertFalse(_obsgenShouldNotify([first as AnyObject], [first as AnyObject]), "AnyObject is a class constraint too")
    }

    func testDictionariesOfClassesCompareKeyAndInstance() {
        let (first, second) = (Reference(), Reference())
        XCTAssertFalse(_obsgenShouldNotify(["a": first, "b": second], ["b": second, "a": first]))
        XCTAssertTrue(_obsgenShouldNotify(["a": first, "b": second], ["a": second, "b": first]), "the instances swapped keys")
        XCTAssertTrue(_obsgenShouldNotify(["a": first], ["b": first]), "another key")
        XCTAssertTrue(_obsgenShouldNotify(["a": first], ["a": first, "b": second]), "one more")
        XCTAssertTrue(_obsgenShouldNotify(["a": first], ["a": Reference()]), "another instance")
        XCTAssertFalse(_obsgenShouldNotify([1: EqualByValue(1)], [1: EqualByValue(1)]), "a dictionary of an Equatable class: ==")
        XCTAssertTrue(_obsgenShouldNotify([1: EqualByValue(1)], [1: EqualByValue(2)]))
    }

    func testCollectionsOutsideTheRankingAlwaysNotify() {
        let reference = Reference()
        XCTAssertTrue(_obsgenShouldNotify([Optional(reference)], [Optional(reference)]), "an array of optionals of a class")
        XCTAssertTrue(_obsgenShouldNotify(Optional([reference]), Optional([reference])), "an optional array of a class")
        XCTAssertTrue(_obsgenShouldNotify([reference][...], [reference][...]), "a slice")
        XCTAssertTrue(_obsgenShouldNotify([Opaque()], [Opaque()]))
    }
}
