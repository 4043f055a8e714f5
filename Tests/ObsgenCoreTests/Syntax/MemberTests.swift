import XCTest

@testable import ObsgenCore

/// Members, contextual keywords, one-line models, attributes and event buses.
final class MemberTests: XCTestCase {
    func testContextualKeywordsArePropertyNames() {
        let model = SyntaxTest.model("""
            model K {
                child: Int
                children: [String] = []
                event: String = ""
                derived: Bool
                let: Int = 1
                `default`: Int = 0
                let `class`: String = "c"
                child `model`: Other
            }
            """)
        XCTAssertEqual(SyntaxTest.summaries(model), [
            "child: Int", "children: [String] = []", "event: String = \"\"", "derived: Bool", "let: Int = 1",
            "default: Int = 0", "let class: String = \"c\"", "child model: Other",
        ])
        XCTAssertEqual(model?.members[5].name.range.end, model.map { $0.members[5].name.range.start + 9 })
    }

    func testOneLineModels() {
        let result = SyntaxTest.parse("""
            model P { caption: String = "" }
            model Q { a: Int = 1; b: Int = 2; child c: P? }
            model R { x: Int; event e(v: Int) }
            model E {}
            model F { derived d: Int = { a + b }() }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.models.map(SyntaxTest.summaries), [
            ["caption: String = \"\""],
            ["a: Int = 1", "b: Int = 2", "child c: P?"],
            ["x: Int", "event e(v: Int)"],
            [],
            ["derived d: Int = { a + b }()"],
        ])
    }

    func testAttributesOnModelsAndMembers() {
        let result = SyntaxTest.parse("""
            @MainActor @locked
            @distinct model M {
                @distinct x: Int = 0
                @distinct
                let y: Int = 0
                @locked child c: C
            }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        let model = result.file.models.first
        XCTAssertEqual(model?.attributes.map(\.kind), [.mainActor, .locked, .distinct])
        XCTAssertEqual(model?.attributes.map { SyntaxTest.at(result, $0.range) }, ["1:1", "1:12", "2:1"])
        XCTAssertEqual(SyntaxTest.summaries(model), ["@distinct x: Int = 0", "@distinct let y: Int = 0", "child c: C"])
        XCTAssertEqual(model.map { SyntaxTest.at(result, $0.members[1].range) }, "4:5")
        // Attributes on any member are kept for the Checker, which decides where they are legal.
        XCTAssertEqual(model?.members.map { $0.attributes.map(\.kind) }, [[.distinct], [.distinct], [.locked]])
        XCTAssertEqual(model.map { SyntaxTest.at(result, $0.members[2].attributes[0].range) }, "6:5")
    }

    func testEventsBus() {
        let result = SyntaxTest.parse("""
            /// The bus.
            events Bus {
                /// First.
                a; b
                case c(x: Int, y: [String: Int])
                d(
                    reason: String,
                    code: Int
                )
                e()
            }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        let bus = result.file.eventBuses.first
        XCTAssertEqual(bus?.doc?.lines, [" The bus."])
        XCTAssertFalse(bus?.isMainActor ?? true)
        XCTAssertEqual(bus?.cases.map(\.name.text), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(bus?.cases.map(\.doc?.lines), [[" First."], nil, nil, nil, nil])
        XCTAssertEqual(bus?.cases[2].parameters.map(\.type.text), ["Int", "[String: Int]"])
        XCTAssertEqual(bus?.cases[3].parameters.map(\.name.text), ["reason", "code"])
        XCTAssertEqual(bus?.cases[4].parameters, [])
    }

    func testEventParametersWithFunctionAndGenericTypes() {
        let model = SyntaxTest.model("""
            model M {
                event e(f: (Int, String) -> Void, g: Result<Data, any Error>, h: [String: (Int) -> Void])
            }
            """)
        guard case .event(let event)? = model?.members.first?.kind else { return XCTFail("event") }
        XCTAssertEqual(event.parameters.map(\.type.text), ["(Int, String) -> Void", "Result<Data, any Error>", "[String: (Int) -> Void]"])
    }

    func testTypeWordsThatMayFollowAnotherWord() {
        let model = SyntaxTest.model("""
            model M {
                event e(h: @escaping @Sendable (_ a: Int) async throws -> Void, s: some Collection, o: inout Int, b: borrowing any P)
            }
            """)
        guard case .event(let event)? = model?.members.first?.kind else { return XCTFail("event") }
        XCTAssertEqual(event.parameters.map(\.type.text),
                       ["@escaping @Sendable (_ a: Int) async throws -> Void", "some Collection", "inout Int", "borrowing any P"])
    }

    func testTwoWordsInATypeAreAMissingSeparator() {
        let result = SyntaxTest.parse("""
            model M {
                event e(x: Int y: Int)
                a: Int b: Int = 1
                c: @Sendable Int d = 0
            }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [
            "2:20: unexpected 'y' after the type 'Int' (a missing ',' between parameters, or ';' between members?)",
            "3:12: unexpected 'b' after the type 'Int' (a missing ',' between parameters, or ';' between members?)",
            "4:22: unexpected 'd' after the type '@Sendable Int' (a missing ',' between parameters, or ';' between members?)",
        ])
    }

    func testImports() {
        let result = SyntaxTest.parse("""
            import Foundation
            import struct Foo.Bar // comment
            import Combine; import os.log
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.imports.map(\.module), ["Foundation", "struct Foo.Bar", "Combine", "os.log"])
        XCTAssertEqual(result.file.imports.map { SyntaxTest.at(result, $0.range) }, ["1:1", "2:1", "3:1", "3:17"])
    }

    func testDocCommentsAttachOnlyWhenAdjacent() {
        let result = SyntaxTest.parse("""
            /// Detached by a blank line.

            /// Kept,   
            ///   with two lines.
            model A {
                /// Detached by a comment.
                // plain
                x: Int
                /// Kept through attributes.
                @distinct
                y: Int
                z: Int /// trailing, not a doc
                //// four slashes are a plain comment
                w: Int
            }
            /// Doc before a bus.
            /* block */
            events B { e }
            """)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.models.first?.doc?.lines, [" Kept,", "   with two lines."])
        XCTAssertEqual(result.file.models.first?.members.map(\.doc?.lines), [nil, [" Kept through attributes."], nil, nil])
        XCTAssertNil(result.file.eventBuses.first?.doc)
    }

    func testDocCommentOnAttributedModelAndChildKeyword() {
        let result = SyntaxTest.parse("@MainActor\n/// Late doc.\nmodel A {\n  /// Child doc.\n  child c: C\n}\n")
        XCTAssertEqual(result.file.models.first?.doc?.lines, [" Late doc."])
        XCTAssertEqual(result.file.models.first?.members.first?.doc?.lines, [" Child doc."])
    }

    func testUnicodeAndBacktickIdentifiers() {
        let result = SyntaxTest.parse("model Größe { höhe: Int = breite + `default`; 名前: String = \"\"; 🐶: Int = 0; e\u{301}: Int = 1 }")
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.models.first?.name.text, "Größe")
        XCTAssertEqual(result.file.models.first?.members.map(\.name.text), ["höhe", "名前", "🐶", "e\u{301}"])
        let refs = result.file.models.first.flatMap { SyntaxTest.expression($0.members[0]) }?.references ?? []
        XCTAssertEqual(refs.map(\.name.text), ["breite", "default"])
        XCTAssertEqual(refs.map { SyntaxTest.text(result, $0.name.range) }, ["breite", "`default`"])
    }

    func testCRLFLineEndingsAndByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("model A {\r\n  x: Int = 1\r\n  y: String\r\n}\r\n".utf8)
        let result = SyntaxTest.parse(bytes: bytes)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.models.first.map(SyntaxTest.summaries), ["x: Int = 1", "y: String"])
    }

    func testEmptyAndCommentOnlyFiles() {
        for text in ["", "\n\n", "// only a comment", "/* block /* nested */ */\n", "/// dangling doc\n"] {
            let result = SyntaxTest.parse(text)
            XCTAssertEqual(SyntaxTest.diagnostics(result), [], text)
            XCTAssertTrue(result.file.declarations.isEmpty, text)
            XCTAssertTrue(result.file.imports.isEmpty, text)
        }
    }

    func testBraceOnNextLine() {
        let result = SyntaxTest.parse("model A\n{\n  x: Int\n}\nevents B\n{\n  e\n}\n")
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.declarations.map(\.name.text), ["A", "B"])
    }
}
