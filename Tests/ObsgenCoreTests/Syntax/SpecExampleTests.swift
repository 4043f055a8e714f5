import XCTest

@testable import ObsgenCore

/// The example of SPEC §1, verbatim, checked member by member.
final class SpecExampleTests: XCTestCase {
    static let example = """
        // models.obs
        import Foundation                       // copied into the generated file

        /// A download in progress.             (doc comments travel into the output)
        @distinct
        model DownloadJob {
            /// Bytes done and total.
            progress: (Int, Int) = (0, 100)
            isComplete: Bool = false
            title: String                       // no default: a required init parameter
            note: String?                       // optional without default: nil
            let id: UUID = UUID()               // constant: no observation API
            child settings: DownloadSettings    // nested observable child
            child preview: Preview?             // optional child
            children parts: [Part] = []         // array of children
            derived isDone: Bool = progress.0 >= progress.1
            event finished
            event failed(reason: String, code: Int)
        }

        model DownloadSettings { volume: Double = 0.5 }
        model Preview { caption: String = "" }
        model Part { size: Int = 0 }

        @MainActor
        events AppEvents {                      // a typed event bus, shared and injectable
            updated
            loggedIn(user: String)
        }
        """

    func testTopLevel() throws {
        let result = SyntaxTest.parse(Self.example)
        XCTAssertEqual(SyntaxTest.diagnostics(result), [])
        XCTAssertEqual(result.file.imports.map(\.module), ["Foundation"])
        XCTAssertEqual(SyntaxTest.at(result, result.file.imports[0].range), "2:1")
        XCTAssertEqual(SyntaxTest.text(result, result.file.imports[0].range), "import Foundation")
        XCTAssertEqual(result.file.declarations.map(\.name.text), ["DownloadJob", "DownloadSettings", "Preview", "Part", "AppEvents"])

        let job = try XCTUnwrap(result.file.models.first)
        XCTAssertEqual(job.doc?.lines, [" A download in progress.             (doc comments travel into the output)"])
        XCTAssertEqual(job.attributes.map(\.kind), [.distinct])
        XCTAssertEqual(SyntaxTest.at(result, job.attributes[0].range), "5:1")
        XCTAssertEqual(SyntaxTest.text(result, job.attributes[0].range), "@distinct")
        XCTAssertEqual(SyntaxTest.at(result, job.name.range), "6:7")
        XCTAssertEqual(SyntaxTest.at(result, job.range), "5:1")
        XCTAssertTrue(SyntaxTest.text(result, job.range).hasSuffix("code: Int)\n}"))
        XCTAssertTrue(job.has(.distinct))

        let small = result.file.models.dropFirst().map { SyntaxTest.summaries($0) }
        XCTAssertEqual(small, [["volume: Double = 0.5"], ["caption: String = \"\""], ["size: Int = 0"]])
        XCTAssertEqual(SyntaxTest.at(result, result.file.models[2].members[0].name.range), "22:17")
        XCTAssertEqual(SyntaxTest.at(result, result.file.models[2].range), "22:1")
        XCTAssertEqual(SyntaxTest.text(result, result.file.models[2].range), "model Preview { caption: String = \"\" }")

        let bus = try XCTUnwrap(result.file.eventBuses.first)
        XCTAssertEqual(bus.name.text, "AppEvents")
        XCTAssertTrue(bus.isMainActor)
        XCTAssertEqual(SyntaxTest.at(result, bus.range), "25:1")
        XCTAssertEqual(bus.cases.map(\.name.text), ["updated", "loggedIn"])
        XCTAssertEqual(bus.cases[0].parameters, [])
        XCTAssertEqual(bus.cases[1].parameters.map(\.name.text), ["user"])
        XCTAssertEqual(bus.cases[1].parameters.map(\.type.text), ["String"])
        XCTAssertEqual(SyntaxTest.at(result, bus.cases[1].name.range), "28:5")
        XCTAssertEqual(SyntaxTest.text(result, bus.cases[1].range), "loggedIn(user: String)")
    }

    func testDownloadJobMembers() throws {
        let result = SyntaxTest.parse(Self.example)
        let job = try XCTUnwrap(result.file.models.first)
        XCTAssertEqual(SyntaxTest.summaries(job), [
            "progress: (Int, Int) = (0, 100)",
            "isComplete: Bool = false",
            "title: String",
            "note: String?",
            "let id: UUID = UUID()",
            "child settings: DownloadSettings",
            "child preview: Preview?",
            "children parts: [Part] = []",
            "derived isDone: Bool = progress.0 >= progress.1",
            "event finished",
            "event failed(reason: String, code: Int)",
        ])
        XCTAssertEqual(job.members.map { SyntaxTest.at(result, $0.name.range) }, [
            "8:5", "9:5", "10:5", "11:5", "12:9", "13:11", "14:11", "15:14", "16:13", "17:11", "18:11",
        ])
        XCTAssertEqual(job.members.map { SyntaxTest.at(result, $0.range) }, [
            "8:5", "9:5", "10:5", "11:5", "12:5", "13:5", "14:5", "15:5", "16:5", "17:5", "18:5",
        ])
        XCTAssertEqual(job.members.map(\.doc?.lines), [[" Bytes done and total."]] + Array(repeating: nil, count: 10))
        // Member ranges end at the member's own text, before trailing comments.
        XCTAssertEqual(SyntaxTest.text(result, job.members[2].range), "title: String")
        XCTAssertEqual(SyntaxTest.text(result, job.members[4].range), "let id: UUID = UUID()")
        XCTAssertEqual(SyntaxTest.text(result, job.members[10].range), "event failed(reason: String, code: Int)")

        guard case .property(let progress) = job.members[0].kind else { return XCTFail("progress") }
        XCTAssertEqual(SyntaxTest.at(result, progress.type.range), "8:15")
        XCTAssertEqual(SyntaxTest.text(result, progress.type.range), "(Int, Int)")
        XCTAssertEqual(SyntaxTest.at(result, try XCTUnwrap(progress.defaultValue).range), "8:28")
        XCTAssertEqual(progress.defaultValue?.references, [])
        XCTAssertFalse(progress.isConstant)
        XCTAssertEqual(progress.attributes, [])

        guard case .property(let title) = job.members[2].kind else { return XCTFail("title") }
        XCTAssertNil(title.defaultValue)
        XCTAssertEqual(title.type.text, "String")
        guard case .property(let id) = job.members[4].kind else { return XCTFail("id") }
        XCTAssertTrue(id.isConstant)
        XCTAssertEqual(SyntaxTest.references(id.defaultValue), ["UUID"])

        guard case .child(let settings) = job.members[5].kind else { return XCTFail("settings") }
        XCTAssertEqual(settings.model.text, "DownloadSettings")
        XCTAssertEqual(SyntaxTest.at(result, settings.model.range), "13:21")
        XCTAssertFalse(settings.isOptional)
        XCTAssertNil(settings.defaultValue)
        guard case .child(let preview) = job.members[6].kind else { return XCTFail("preview") }
        XCTAssertTrue(preview.isOptional)
        XCTAssertEqual(preview.model.text, "Preview")
        guard case .children(let parts) = job.members[7].kind else { return XCTFail("parts") }
        XCTAssertEqual(parts.model.text, "Part")
        XCTAssertEqual(SyntaxTest.at(result, parts.model.range), "15:22")
        XCTAssertEqual(parts.defaultValue?.text, "[]")

        guard case .derived(let isDone) = job.members[8].kind else { return XCTFail("isDone") }
        XCTAssertEqual(isDone.type.text, "Bool")
        XCTAssertEqual(SyntaxTest.references(isDone.expression), ["progress", "progress"])
        XCTAssertEqual(isDone.expression.references.map { SyntaxTest.at(result, $0.name.range) }, ["16:28", "16:42"])

        guard case .event(let finished) = job.members[9].kind else { return XCTFail("finished") }
        XCTAssertEqual(finished.parameters, [])
        guard case .event(let failed) = job.members[10].kind else { return XCTFail("failed") }
        XCTAssertEqual(failed.parameters.map(\.name.text), ["reason", "code"])
        XCTAssertEqual(failed.parameters.map(\.type.text), ["String", "Int"])
        XCTAssertEqual(failed.parameters.map { SyntaxTest.at(result, $0.name.range) }, ["18:18", "18:34"])
    }
}
