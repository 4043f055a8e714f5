@testable import ObsgenCore
import XCTest

/// The typed plan: what each model and member is, as enums and fields, built once from the
/// checked declarations (the templates see it through `ModelView` / `MemberView`).
final class ModelPlanTests: XCTestCase {
    private func plans(_ text: String, style: OutputStyle = .callbacks) -> [String: ModelPlan] {
        let parsed = Parser.parse(SourceFile(path: "t.obs", text: text))
        XCTAssertTrue(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let plan = FilePlan(file: parsed.file, program: ProgramInfo(files: [parsed.file]), style: style)
        var models: [String: ModelPlan] = [:]
        for case .model(let model) in plan.declarations { models[model.name] = model }
        return models
    }

    private func kind(_ member: MemberPlan) -> String {
        MemberView.kindName(member)
    }

    func testIsolationAndTheClassStyleComeFromAttributesAndTheRunStyle() throws {
        let models = plans("""
        @locked model L { x: Int = 0 }
        @MainActor model M { x: Int = 0 }
        model P { x: Int = 0 }
        nonisolated model N { x: Int = 0 }
        """, style: .combine)
        XCTAssertEqual(models["L"]?.isolation, .locked)
        XCTAssertEqual(models["M"]?.isolation, .mainActor)
        XCTAssertEqual(models["P"]?.isolation, .moduleDefault, "a plain model follows the module's default isolation")
        XCTAssertEqual(models["N"]?.isolation, .nonisolated)
        // A @locked model keeps the callbacks shape in the combine style.
        XCTAssertEqual(models["L"]?.style, .callbacks)
        XCTAssertEqual(models["M"]?.style, .combine)
        XCTAssertEqual(plans("@locked model L { x: Int = 0 }", style: .observation)["L"]?.style, .observation)
        XCTAssertEqual(models["L"]?.isolation.callbackAttributes, "@Sendable ")
    }

    func testMembersHaveOneKindEachAndEventsArePlannedApart() throws {
        let model = try XCTUnwrap(plans("""
        model A {
            x: Int = 0
            let id: Int = 1
            child b: B?
            children bs: [B] = []
            derived big: Bool = x > 10
            event done(code: Int)
        }
        model B { y: Int = 0 }
        """)["A"])
        XCTAssertEqual(model.members.map(kind), ["stored", "constant", "child", "children", "derived"])
        XCTAssertEqual(model.members.map(\.index), [0, 1, 2, 3, 4])
        XCTAssertEqual(model.memberCount, 6)
        XCTAssertEqual(model.events.map(\.name), ["done"])
        XCTAssertEqual(model.events.first?.parameters.map(\.binding), ["_obsgen_code"])
        XCTAssertEqual(model.stored.map(\.name), ["x", "id", "b", "bs"])
        XCTAssertEqual(model.observables.map(\.name), ["x", "b", "bs", "big"])
        XCTAssertEqual(model.childMembers.map { $0.child?.container }, [.optional, .array])
        XCTAssertEqual(model.members.map(\.initDefault), ["0", "1", "nil", "[]", nil])
        XCTAssertEqual(model.members[0].dependents, ["big"])
        XCTAssertEqual(model.members[4].derived?.tracked, ["x"])
    }

    func testALockedDerivedValueThatReadsThroughAChildIsEvaluatedWithNoLockHeld() throws {
        let model = try XCTUnwrap(plans("""
        @locked model A {
            child b: B
            n: Int = 0
            derived viaChild: Int = b.y + n
            derived countOnly: Int = items.count
            children items: [B] = []
        }
        @locked model B { y: Int = 0 }
        """)["A"])
        let byName = Dictionary(uniqueKeysWithValues: model.members.map { ($0.name, $0) })
        XCTAssertEqual(byName["viaChild"]?.derived?.readsChildren, true)
        XCTAssertEqual(byName["countOnly"]?.derived?.readsChildren, false)
        XCTAssertTrue(model.derivesThroughChildren)
        XCTAssertEqual(byName["viaChild"]?.derived?.parameters.map(\.argument), ["_obsgen_b", "_obsgen_n"])
        XCTAssertEqual(byName["viaChild"]?.derived?.evaluation, "Self._obsgenDerive_viaChild(_obsgen_bNow, _obsgen_nNow)")
        XCTAssertEqual(byName["b"]?.child?.modelIsLocked, true)
    }
}
