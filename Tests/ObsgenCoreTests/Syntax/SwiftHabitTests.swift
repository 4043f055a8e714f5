import XCTest

@testable import ObsgenCore

/// What Swift developers write first (SPEC §6): each construct gets one error at its own
/// position with a note saying what to write instead, and the members after it still parse.
final class SwiftHabitTests: XCTestCase {
    /// `line:column: message` and, indented, each note's message.
    private func report(_ text: String) -> [String] {
        SyntaxTest.parse(text).diagnostics.flatMap { diagnostic in
            ["\(diagnostic.location.map(\.description) ?? "?"): \(diagnostic.message)"] + diagnostic.notes.map { "  note: \($0.message)" }
        }
    }

    /// The member names of every model of a text.
    private func memberNames(_ text: String) -> [[String]] {
        SyntaxTest.parse(text).file.models.map { $0.members.map(\.name.text) }
    }

    func testVarBeforeAMemberIsAcceptedAndMeansNothing() {
        let withVar = SyntaxTest.model("model A {\n  var x: Int = 0\n  var let: Bool\n  @distinct var y: String\n}")
        let without = SyntaxTest.model("model A {\n  x: Int = 0\n  let: Bool\n  @distinct y: String\n}")
        XCTAssertEqual(SyntaxTest.summaries(withVar), ["x: Int = 0", "let: Bool", "@distinct y: String"])
        XCTAssertEqual(SyntaxTest.summaries(withVar), SyntaxTest.summaries(without))
        XCTAssertEqual(withVar?.members.first.map { SyntaxTest.text(SyntaxTest.parse("model A {\n  var x: Int = 0\n}"), $0.range) }, "var x: Int = 0")
        // `var` followed by `:` is a property named `var`.
        XCTAssertEqual(SyntaxTest.summaries(SyntaxTest.model("model A { var: Int = 1 }")), ["var: Int = 1"])
    }

    func testAMemberWithoutATypeSaysObsgenNeedsIt() {
        XCTAssertEqual(report("model A {\n  x = 0\n  let id = UUID()\n  y\n  derived d = x + 1\n  ok: Int\n}"), [
            "2:3: property 'x' has no type",
            "  note: obsgen does not infer types: write the type after the name, as in 'x: <Type> = 0'",
            "3:7: constant 'id' has no type",
            "  note: obsgen does not infer types: write the type after the name, as in 'id: <Type> = UUID()'",
            "4:3: property 'y' has no type",
            "  note: obsgen does not infer types: write the type after the name, as in 'y: <Type>'",
            "5:11: derived value 'd' has no type",
            "  note: obsgen does not infer types: write the type after the name, as in 'derived d: <Type> = x + 1'",
        ])
        XCTAssertEqual(memberNames("model A {\n  x = [\n    1,\n    2\n  ]\n  ok: Int\n}"), [["ok"]])
        // A long default is not quoted.
        XCTAssertEqual(report("model A { x = \"a string longer than thirty bytes\" }").last,
            "  note: obsgen does not infer types: write the type after the name, as in 'x: <Type> = …'")
        // The default's own errors are still reported.
        XCTAssertEqual(report("model A { x = (1, 2]; y Int }").filter { !$0.hasPrefix("  note: '") }, [
            "1:11: property 'x' has no type",
            "  note: obsgen does not infer types: write the type after the name, as in 'x: <Type> = …'",
            "1:20: mismatched ']': expected ')' to match '('",
            "1:25: expected ':' after property name 'y'",
        ])
    }

    func testObserverBlocksAreReportedAtTheirKeywordAndTheMemberIsKept() {
        let text = "model A {\n  w: Int = 0 { didSet { print(\"}\") } }\n  v: String {\n    willSet { }\n  }\n  z Int\n  ok: Int = 1\n}"
        XCTAssertEqual(report(text), [
            "2:16: a 'didSet' block cannot follow a member of a model",
            "  note: obsgen generates the observation: subscribe with 'observeW { new, old in … }' on the model, "
                + "or install it once for every instance in 'func didInit()' in an extension of the generated class",
            "4:5: a 'willSet' block cannot follow a member of a model",
            "  note: obsgen generates the observation: subscribe with 'observeV { new, old in … }' on the model, "
                + "or install it once for every instance in 'func didInit()' in an extension of the generated class",
            "6:5: expected ':' after property name 'z'",
        ])
        let model = SyntaxTest.parse(text).file.models.first
        XCTAssertEqual(SyntaxTest.summaries(model), ["w: Int = 0", "v: String", "ok: Int = 1"])
        // A closure in a default is not an observer block.
        XCTAssertEqual(SyntaxTest.summaries(SyntaxTest.model("model A { x: [Int] = [1].map { $0 + 1 } }")), ["x: [Int] = [1].map { $0 + 1 }"])
    }

    func testComputedBodiesPointAtTheBrace() {
        XCTAssertEqual(report("model Cart {\n  n: Int { 1 }\n  derived t: Int { n }\n  next Int\n}"), [
            "2:10: a computed property cannot be declared in a model",
            "  note: declare it in an extension of the generated class ('extension Cart { var n: … { … } }'), "
                + "or write 'derived n: Type = expression' for an observed value computed from members",
            "3:18: a derived value is written after '=', not in a body",
            "  note: write 'derived t: Type = expression'",
            "4:8: expected ':' after property name 'next'",
        ])
    }

    func testDeclarationsThatBelongInAnExtension() {
        let text = """
            model M {
              func f() {
                let s = "}"
              }
              static let shared = M()
              class func make() -> M { M() }
              lazy var f = DateFormatter()
              enum Kind { case a }
              struct S {}
              typealias ID = Int
              init(x: Int) {}
              convenience init() { self.init(x: 0) }
              subscript(i: Int) -> Int { i }
              ok: Int = 0
              next Int
            }
            """
        XCTAssertEqual(SyntaxTest.diagnostics(SyntaxTest.parse(text)), [
            "2:3: a function cannot be declared in a model",
            "5:3: a static property cannot be declared in a model",
            "6:3: a class function cannot be declared in a model",
            "7:3: a lazy property cannot be declared in a model",
            "8:3: a nested type cannot be declared in a model",
            "9:3: a nested type cannot be declared in a model",
            "10:3: a type alias cannot be declared in a model",
            "11:3: an initializer cannot be declared in a model",
            "12:3: an initializer cannot be declared in a model",
            "13:3: a subscript cannot be declared in a model",
            "15:8: expected ':' after property name 'next'",
        ])
        let notes = SyntaxTest.parse(text).diagnostics.map { $0.notes.map(\.message) }
        XCTAssertEqual(notes[0], ["declare it in an extension of the generated class: 'extension M { … }'"])
        XCTAssertTrue(notes[3].first?.hasPrefix("an extension cannot add stored properties") ?? false)
        XCTAssertTrue(notes[7].first?.contains("convenience init(…)") ?? false)
        XCTAssertEqual(memberNames(text), [["ok"]])
        // The same words followed by `:` are property names.
        XCTAssertEqual(
            SyntaxTest.summaries(SyntaxTest.model("model A { lazy: Bool = false; static: Int; weak: Bool; private: Int }")),
            ["lazy: Bool = false", "static: Int", "weak: Bool", "private: Int"])
    }

    func testGenericModelsAreReportedAndTheirBodyStillParses() {
        let text = "model Box<T: Equatable, U> {\n  value: Int = 0\n  next Int\n}\nmodel B<T>\n{ y: Int }"
        XCTAssertEqual(report(text), [
            "1:10: model 'Box' cannot have generic parameters: generic models are not supported",
            "  note: declare a model for each concrete type, as in 'model IntBox { value: Int }'",
            "3:8: expected ':' after property name 'next'",
            "5:8: model 'B' cannot have generic parameters: generic models are not supported",
            "  note: declare a model for each concrete type, as in 'model IntBox { value: Int }'",
        ])
        XCTAssertEqual(memberNames(text), [["value"], ["y"]])
    }

    func testSwiftTypesAtTopLevelGetANote() {
        XCTAssertEqual(report("final class S: NSObject {\n  var x = 0\n}\nmodel A { y: Int }"), [
            "1:1: expected a declaration: 'model', 'events' or 'import'",
            "  note: obsgen declares an observable class with 'model Name { … }'; other Swift declarations belong in a '.swift' file",
        ])
        XCTAssertEqual(report("banana split"), ["1:1: expected a declaration: 'model', 'events' or 'import'"])
    }
}
