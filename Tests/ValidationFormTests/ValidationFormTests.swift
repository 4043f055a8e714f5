import Foundation
import XCTest
@testable import ValidationFormModels

/// Seed 004 on a real form: `canSubmit` (derived from derived values and a stored Bool)
/// fires only on true / only on false / always, and only when its value changes.
final class ValidationFormTests: XCTestCase {
    func testCanSubmitSignals() {
        let form = SignUpForm()
        let log = Log()
        var tokens = Set<ObservationToken>()
        form.observeCanSubmit(.onlyTrue) { _ in log.append("enable submit") }.store(in: &tokens)
        form.observeCanSubmit(.onlyFalse) { _ in log.append("disable submit") }.store(in: &tokens)
        form.observeCanSubmit(.any) { value in log.append("canSubmit \(value)") }.store(in: &tokens)

        form.name = "al"
        form.name = "alice"
        form.email = "alice@"
        form.email = "alice@example.com"
        XCTAssertEqual(log.entries, [], "still false: the terms are not accepted")
        form.termsAccepted = true
        XCTAssertEqual(log.entries, ["enable submit", "canSubmit true"])
        form.name = "alicia"   // still valid: no signal
        form.email = "bad"
        form.email = "still bad"
        form.email = "a@b"
        XCTAssertEqual(log.entries, ["enable submit", "canSubmit true", "disable submit", "canSubmit false", "enable submit", "canSubmit true"])
    }

    func testDerivedChainOrder() {
        let form = SignUpForm(email: "a@b", termsAccepted: true)
        let log = Log()
        var tokens = Set<ObservationToken>()
        form.observeChanges { change in
            switch change {
            case .name(let new, _): log.append("change name \(new)")
            case .nameIsValid(let new, _): log.append("change nameIsValid \(new)")
            case .canSubmit(let new, _): log.append("change canSubmit \(new)")
            default: log.append("change other")
            }
        }.store(in: &tokens)
        form.observeCanSubmit { new, old in log.append("canSubmit \(old)->\(new)") }.store(in: &tokens)
        form.observeNameIsValid { new, old in log.append("nameIsValid \(old)->\(new)") }.store(in: &tokens)
        form.observeName { new, _ in log.append("name \(new)") }.store(in: &tokens)
        form.name = "bob"
        XCTAssertEqual(log.entries, [
            "name bob", "nameIsValid false->true", "canSubmit false->true",
            "change name bob", "change nameIsValid true", "change canSubmit true",
        ])
    }

    func testEventCarriesTheName() {
        let form = SignUpForm(name: "carol")
        let log = Log()
        let token = form.onSubmitted { name in log.append("submitted \(name)") }
        let submit = form.observeCanSubmit(.onlyTrue) { [unowned form] _ in form.post(.submitted(name: form.name)) }
        form.email = "c@d"
        form.termsAccepted = true
        XCTAssertEqual(log.entries, ["submitted carol"])
        _ = (token, submit)
    }
}

final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _entries: [String] = []
    func append(_ entry: String) { lock.lock(); _entries.append(entry); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return _entries }
}
