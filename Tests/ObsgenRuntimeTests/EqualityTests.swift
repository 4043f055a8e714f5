@_spi(ObsgenRuntime) import _ObsgenRuntime
import XCTest

/// `_obsgenShouldNotify`: the overload Swift picks at a call site of a concrete type decides,
/// as the `@Observable` macro's `shouldNotifyObservers` does.
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
}
