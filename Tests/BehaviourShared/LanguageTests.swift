import Foundation
import XCTest
#if OBSGEN_STYLE_CALLBACKS
@testable import BehaviourCallbacksModels
#elseif OBSGEN_STYLE_OBSERVATION
@testable import BehaviourObservationModels
#elseif OBSGEN_STYLE_COMBINE
@testable import BehaviourCombineModels
#endif

/// SPEC §6 constructs through the API every style has, on `Profile`:
/// `@ignored` and `weak` members reach no observer and no derived recompute, a `weak` member
/// does not keep its object, `Codable` codes the observed stored members only (the
/// `private(set)` one too, through the memberwise init), and a decoded tree's dictionary
/// children forward with their key, with `didInit()` run once (hooks/Profile.swift); and
/// `if` / `switch` expressions after `=` (`Sharing`).
final class LanguageTests: XCTestCase {
    private func watch(_ profile: Profile, _ log: Log<String>) -> ObservationToken {
        profile.observeChanges { change in
            switch change {
            case .name(let new, _): log.append("name \(new)")
            case .visits(let new, _): log.append("visits \(new)")
            case .badges(.changed(let key, .level(let new, let old))): log.append("badges[\(key)].level \(old) -> \(new)")
            case .badges(.replaced(let new, _)): log.append("badges replaced \(new.keys.sorted())")
            case .title(let new, _): log.append("title \(new)")
            }
        }
    }

    func testIgnoredAndWeakAssignmentsNotifyNobody() {
        let profile = Profile(name: "Ann")
        let owner = NSObject()
        let log = Log<String>()
        let token = watch(profile, log)
        profile.initCount = 9
        profile.owner = owner
        XCTAssertEqual(log.entries, [], "@ignored and weak members are not observed, and the derived value does not depend on them")
        XCTAssertTrue(profile.owner === owner)
        profile.name = "Bo"
        XCTAssertEqual(log.entries, ["name Bo", "title Bo (0)"])
        _ = token
    }

    func testAWeakMemberDoesNotKeepItsObject() {
        let profile = Profile()
        weak var gone: NSObject?
        do {
            let owner = NSObject()
            gone = owner
            profile.owner = owner
            XCTAssertNotNil(profile.owner)
        }
        XCTAssertNil(gone)
        XCTAssertNil(profile.owner)
    }

    func testDidInitRunsOnceAtTheEndOfTheInit() {
        XCTAssertEqual(Profile().initCount, 1)
        XCTAssertEqual(Profile(name: "A", visits: 2, badges: ["x": Badge()]).initCount, 1)
    }

    func testARoundTripCodesTheObservedStoredMembersOnly() throws {
        let profile = Profile(name: "Ann", visits: 3, badges: ["gold": Badge(level: 2)])
        profile.owner = profile
        profile.initCount = 7
        let data = try JSONEncoder().encode(profile)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["name", "visits", "badges"], "@ignored, weak and derived members are not coded")
        XCTAssertEqual((json["badges"] as? [String: [String: Int]])?["gold"], ["level": 2])
        let decoded = try JSONDecoder().decode(Profile.self, from: data)
        XCTAssertEqual(decoded.name, "Ann")
        XCTAssertEqual(decoded.visits, 3, "a private(set) member decodes through the memberwise init")
        XCTAssertEqual(decoded.title, "Ann (3)")
        XCTAssertEqual(decoded.initCount, 1, "didInit() ran once; the @ignored member took its default")
        XCTAssertNil(decoded.owner)
    }

    func testADecodedDictionaryChildForwardsWithItsKey() throws {
        let data = try JSONEncoder().encode(Profile(badges: ["gold": Badge(level: 2), "tin": Badge()]))
        let decoded = try JSONDecoder().decode(Profile.self, from: data)
        let log = Log<String>()
        let token = watch(decoded, log)
        try XCTUnwrap(decoded.badges["gold"]).level = 5
        XCTAssertEqual(log.entries, ["badges[gold].level 2 -> 5"])
        let tin = try XCTUnwrap(decoded.badges["tin"])
        decoded.badges["tin"] = nil
        log.removeAll()
        tin.level = 1
        XCTAssertEqual(log.entries, [], "a removed decoded child no longer forwards")
        _ = token
    }

    /// `if` and `switch` expressions on the lines after `=`, in swift-format's layout
    /// (`Sharing`): the derived values work as their one-line forms would.
    func testIfAndSwitchExpressionsAfterTheEquals() {
        let sharing = Sharing()
        XCTAssertEqual(sharing.visibility, "private")
        XCTAssertEqual(sharing.reach, 0)
        let log = Log<String>()
        let tokens = [sharing.observeVisibility { new, _ in log.append("visibility \(new)") }, sharing.observeReach { new, _ in log.append("reach \(new)") }]
        sharing.useServerSettings = true
        XCTAssertEqual(log.entries, ["visibility public", "reach 2"], "the if branch: no server visibility yet")
        log.removeAll()
        sharing.serverVisibility = "team"
        XCTAssertEqual(log.entries, ["visibility team", "reach 1"], "the switch's default")
        log.removeAll()
        sharing.localVisibility = "friends"
        XCTAssertEqual(log.entries, [], "the else branch is not taken")
        sharing.useServerSettings = false
        XCTAssertEqual(log.entries, ["visibility friends"], "the else branch; reach is still 1")
        XCTAssertEqual(sharing.reach, 1)
        _ = tokens
    }
}
