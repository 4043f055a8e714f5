import Foundation
import XCTest

/// `Editors/obs.tmLanguage.json` loads, its regexes compile, its includes resolve, and it
/// highlights `.obs` text as intended (keywords, attributes, comments, strings, types).
final class EditorGrammarTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let grammarURL = root.appendingPathComponent("Editors/obs.tmLanguage.json")

    private func loadGrammar() throws -> TextMateGrammar {
        try TextMateGrammar(data: Data(contentsOf: Self.grammarURL))
    }

    // MARK: The file

    func testGrammarIsValidJSONWithScopeNameAndFileTypes() throws {
        let data = try Data(contentsOf: Self.grammarURL)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["scopeName"] as? String, "source.obs")
        XCTAssertEqual(json["fileTypes"] as? [String], ["obs"])
        XCTAssertFalse((json["name"] as? String ?? "").isEmpty)
        XCTAssertFalse((json["patterns"] as? [Any] ?? []).isEmpty)
        XCTAssertFalse((json["repository"] as? [String: Any] ?? [:]).isEmpty)
    }

    func testEveryRegexCompilesAndEveryIncludeResolves() throws {
        let grammar = try loadGrammar()  // throws on a bad regex or an unknown include
        XCTAssertGreaterThan(grammar.regexSources.count, 20)
    }

    func testEveryRepositoryRuleIsUsed() throws {
        let text = try String(contentsOf: Self.grammarURL, encoding: .utf8)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for name in (json["repository"] as? [String: Any] ?? [:]).keys {
            XCTAssertTrue(text.contains("\"#\(name)\""), "repository rule '\(name)' is never included")
        }
    }

    func testVSCodeExtensionContributesThisGrammar() throws {
        let folder = Self.root.appendingPathComponent("Editors/vscode")
        let package = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("package.json"))) as? [String: Any])
        let contributes = try XCTUnwrap(package["contributes"] as? [String: Any])
        let language = try XCTUnwrap((contributes["languages"] as? [[String: Any]])?.first)
        XCTAssertEqual(language["id"] as? String, "obs")
        XCTAssertEqual(language["extensions"] as? [String], [".obs"])
        let grammar = try XCTUnwrap((contributes["grammars"] as? [[String: Any]])?.first)
        XCTAssertEqual(grammar["language"] as? String, "obs")
        XCTAssertEqual(grammar["scopeName"] as? String, "source.obs")
        // The extension's grammar is the same file (a symbolic link to Editors/obs.tmLanguage.json).
        let path = try XCTUnwrap(grammar["path"] as? String)
        XCTAssertEqual(
            try Data(contentsOf: folder.appendingPathComponent(path)), try Data(contentsOf: Self.grammarURL))
        let configuration = try XCTUnwrap(language["configuration"] as? String)
        let config = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(configuration))) as? [String: Any])
        let comments = try XCTUnwrap(config["comments"] as? [String: Any])
        XCTAssertEqual(comments["lineComment"] as? String, "//")
        XCTAssertEqual(comments["blockComment"] as? [String], ["/*", "*/"])
    }

    // MARK: Highlighting

    /// Asserts that the first character of `text` on `line` has a scope starting with `prefix`.
    private func assertScope(
        _ result: TextMateGrammar.Result, _ text: String, line: Int, occurrence: Int = 1, _ prefix: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        let scopes = result.scopes(of: text, line: line, occurrence: occurrence)
        XCTAssertTrue(
            scopes.contains { $0.hasPrefix(prefix) }, "'\(text)' on line \(line): \(scopes) has no \(prefix)",
            file: file, line: lineNumber)
        XCTAssertTrue(
            result.all(of: text, line: line, occurrence: occurrence, have: prefix),
            "not every character of '\(text)' on line \(line) has \(prefix)", file: file, line: lineNumber)
    }

    /// Asserts that no scope of the first character of `text` starts with `prefix`.
    private func assertNoScope(
        _ result: TextMateGrammar.Result, _ text: String, line: Int, occurrence: Int = 1, _ prefix: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        let scopes = result.scopes(of: text, line: line, occurrence: occurrence)
        XCTAssertFalse(scopes.isEmpty, "'\(text)' not found", file: file, line: lineNumber)
        XCTAssertFalse(
            scopes.contains { $0.hasPrefix(prefix) }, "'\(text)' on line \(line): \(scopes) has \(prefix)",
            file: file, line: lineNumber)
    }

    func testTopLevelKeywordsAndAttributes() throws {
        let result = try loadGrammar().tokenize("""
            import Foundation
            @locked
            model DownloadJob {
            }
            @MainActor
            events AppEvents {
            }
            @unknown
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "import", line: 0, "keyword.control.import")
        assertScope(result, "Foundation", line: 0, "entity.name.namespace")
        assertScope(result, "@locked", line: 1, "storage.modifier.attribute")
        assertScope(result, "model", line: 2, "storage.type.model")
        assertScope(result, "DownloadJob", line: 2, "entity.name.type")
        assertScope(result, "{", line: 2, "punctuation.section.block.begin")
        assertScope(result, "}", line: 3, "punctuation.section.block.end")
        assertScope(result, "@MainActor", line: 4, "storage.modifier.attribute")
        assertScope(result, "events", line: 5, "storage.type.events")
        assertScope(result, "AppEvents", line: 5, "entity.name.type")
        assertScope(result, "@unknown", line: 7, "invalid.illegal")
    }

    func testPersistedTakesItsKeyAndTheMemberStaysAProperty() throws {
        let result = try loadGrammar().tokenize("""
            model Settings {
                @persisted("font.size") @distinct fontSize: Double = 14
                @persisted("theme") theme: Theme = .light
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "@persisted", line: 1, "storage.modifier.attribute")
        assertScope(result, "\"font.size\"", line: 1, "string.quoted.double")
        assertScope(result, "@distinct", line: 1, "storage.modifier.attribute")
        assertScope(result, "fontSize", line: 1, "variable.other.property")
        assertScope(result, "Double", line: 1, "entity.name.type")
        assertScope(result, "\"theme\"", line: 2, "string.quoted.double")
        assertScope(result, "theme", line: 2, occurrence: 2, "variable.other.property")
        assertNoScope(result, "@persisted", line: 2, "invalid.illegal")
    }

    func testMemberKeywordsNamesAndTypes() throws {
        let result = try loadGrammar().tokenize("""
            model DownloadJob {
                @distinct progress: (Int, Int) = (0, 100)
                let id: UUID = UUID()
                child settings: DownloadSettings    // nested observable child
                child preview: Preview?
                children parts: [Part] = []
                derived isDone: Bool = progress.0 >= progress.1
                event finished
                event failed(reason: String, code: Int)
                counts: [String: Int] = [:]
                result: Result<Data, any Error>? = nil
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "@distinct", line: 1, "storage.modifier.attribute")
        assertScope(result, "progress", line: 1, "variable.other.property")
        assertScope(result, "Int", line: 1, "entity.name.type")
        assertScope(result, "Int", line: 1, occurrence: 2, "entity.name.type")
        assertScope(result, "0", line: 1, "constant.numeric")
        assertScope(result, "100", line: 1, "constant.numeric")
        assertScope(result, "let", line: 2, "keyword.other.declaration")
        assertScope(result, "UUID", line: 2, "entity.name.type")
        assertNoScope(result, "UUID", line: 2, occurrence: 2, "entity.name.type")  // the default is an expression
        assertScope(result, "child", line: 3, "keyword.other.declaration")
        assertScope(result, "settings", line: 3, "variable.other.property")
        assertScope(result, "DownloadSettings", line: 3, "entity.name.type")
        assertScope(result, "// nested observable child", line: 3, "comment.line.double-slash")
        assertNoScope(result, "child", line: 3, occurrence: 2, "keyword")  // inside the comment
        assertScope(result, "Preview", line: 4, "entity.name.type")
        assertScope(result, "?", line: 4, "keyword.operator.type.optional")
        assertScope(result, "children", line: 5, "keyword.other.declaration")
        assertScope(result, "Part", line: 5, "entity.name.type")
        assertScope(result, "derived", line: 6, "keyword.other.declaration")
        assertScope(result, "Bool", line: 6, "entity.name.type")
        assertNoScope(result, "progress", line: 6, "entity.name.type")
        assertScope(result, "progress", line: 6, "meta.expression")
        assertScope(result, "event", line: 7, "keyword.other.declaration.event")
        assertScope(result, "finished", line: 7, "entity.name.function.event")
        assertScope(result, "event", line: 8, "keyword.other.declaration.event")
        assertScope(result, "failed", line: 8, "entity.name.function.event")
        assertScope(result, "reason", line: 8, "variable.parameter")
        assertScope(result, "String", line: 8, "entity.name.type")
        assertScope(result, "code", line: 8, "variable.parameter")
        assertScope(result, "Int", line: 8, "entity.name.type")
        assertScope(result, "String", line: 9, "entity.name.type")
        assertScope(result, "Int", line: 9, "entity.name.type")
        assertNoScope(result, "[:]", line: 9, "meta.type")
        assertScope(result, "Result", line: 10, "entity.name.type")
        assertScope(result, "any", line: 10, "keyword.other.type")
        assertScope(result, "Error", line: 10, "entity.name.type")
        assertScope(result, "nil", line: 10, "constant.language")
    }

    func testSpec6ModifiersConformancesAndNonisolated() throws {
        let result = try loadGrammar().tokenize("""
            nonisolated model Tab: Identifiable, Swift.Codable {
                public private(set) var title: String = ""
                @ignored cache: [String: Int] = [:]
                weak owner: Owner?
                internal init
                children pages: [UUID: Page] = [:]
                private: Int = 0
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "nonisolated", line: 0, "storage.modifier.isolation")
        assertScope(result, "model", line: 0, "storage.type.model")
        assertScope(result, "Tab", line: 0, "entity.name.type")
        assertScope(result, "Identifiable", line: 0, "entity.other.inherited-class")
        assertScope(result, "Swift.Codable", line: 0, "entity.other.inherited-class")
        assertScope(result, "{", line: 0, "punctuation.section.block.begin")
        assertScope(result, "public", line: 1, "storage.modifier.access")
        assertScope(result, "private", line: 1, "storage.modifier.access")
        assertScope(result, "set", line: 1, "storage.modifier.access")
        assertScope(result, "var", line: 1, "keyword.other.declaration.var")
        assertScope(result, "title", line: 1, "variable.other.property")
        assertScope(result, "@ignored", line: 2, "storage.modifier.attribute")
        assertScope(result, "weak", line: 3, "storage.modifier.weak")
        assertScope(result, "Owner", line: 3, "entity.name.type")
        assertScope(result, "internal", line: 4, "storage.modifier.access")
        assertScope(result, "init", line: 4, "keyword.other.declaration.init")
        assertScope(result, "UUID", line: 5, "entity.name.type")
        assertScope(result, "Page", line: 5, "entity.name.type")
        // A modifier word followed by ':' is a property name.
        assertScope(result, "private", line: 6, "variable.other.property")
        assertNoScope(result, "private", line: 6, "storage.modifier")
    }

    func testOneLineModelAndEventsBus() throws {
        let result = try loadGrammar().tokenize("""
            model Preview { caption: String = ""; size: Int = 0x1F }
            events AppEvents {
                /// Something changed.
                updated
                loggedIn(user: String)
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "caption", line: 0, "variable.other.property")
        assertScope(result, "String", line: 0, "entity.name.type")
        assertScope(result, "\"\"", line: 0, "string.quoted.double")
        assertScope(result, ";", line: 0, "punctuation.terminator")
        assertScope(result, "0x1F", line: 0, "constant.numeric")
        assertScope(result, "}", line: 0, "punctuation.section.block.end")
        assertScope(result, "/// Something changed.", line: 2, "comment.line.triple-slash.documentation")
        assertScope(result, "updated", line: 3, "entity.name.function.event")
        assertScope(result, "loggedIn", line: 4, "entity.name.function.event")
        assertScope(result, "user", line: 4, "variable.parameter")
        assertScope(result, "String", line: 4, "entity.name.type")
    }

    func testLineDocAndNestedBlockComments() throws {
        let result = try loadGrammar().tokenize("""
            // model Foo { child x: Y }
            /// A download in progress.
            //// not documentation
            /* outer /* inner */ still a comment */ model Job {
            /**
             Documentation, nested /* too */ and
             still documentation
             */
                title: String /* trailing */ = "x" // end
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "// model Foo { child x: Y }", line: 0, "comment.line.double-slash")
        assertNoScope(result, "model", line: 0, "storage.type")
        assertScope(result, "/// A download in progress.", line: 1, "comment.line.triple-slash.documentation")
        assertScope(result, "//// not documentation", line: 2, "comment.line.double-slash")
        assertNoScope(result, "//// not documentation", line: 2, "comment.line.triple-slash")
        assertScope(result, "/* outer /* inner */ still a comment */", line: 3, "comment.block")
        assertScope(result, "model", line: 3, "storage.type.model")
        assertScope(result, "Job", line: 3, "entity.name.type")
        assertScope(result, "/**", line: 4, "comment.block.documentation")
        assertScope(result, "Documentation", line: 5, "comment.block.documentation")
        assertScope(result, "and", line: 5, "comment.block.documentation")
        assertScope(result, "still documentation", line: 6, "comment.block.documentation")
        assertScope(result, "*/", line: 7, "comment.block.documentation")
        assertScope(result, "title", line: 8, "variable.other.property")
        assertNoScope(result, "title", line: 8, "comment")
        assertScope(result, "/* trailing */", line: 8, "comment.block")
        assertScope(result, "// end", line: 8, "comment.line")
    }

    func testStringsWithEscapesAndInterpolation() throws {
        let result = try loadGrammar().tokenize(#"""
            model Labels {
                derived summary: String = "a \"quoted\" \(count + 1) of \(parts.count) \u{1F600} words"
                count: Int = 0
                raw: String = #"no \n escape"#
                poem: String = """
                    line \(count)
                    """
                bad: String = "\q"
            }
            """#)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "\"a ", line: 1, "string.quoted.double")
        assertScope(result, #"\""#, line: 1, "constant.character.escape")
        assertScope(result, "quoted", line: 1, "string.quoted.double")
        assertScope(result, #"\("#, line: 1, "punctuation.section.embedded.begin")
        assertScope(result, "count", line: 1, "meta.embedded.line")
        assertScope(result, "1", line: 1, "constant.numeric")
        assertScope(result, #"\u{1F600}"#, line: 1, "constant.character.escape")
        assertScope(result, "words", line: 1, "string.quoted.double")
        assertNoScope(result, "words", line: 1, "meta.embedded")
        assertScope(result, "count", line: 2, "variable.other.property")  // the string closed on line 1
        assertScope(result, ##"#"no \n escape"#"##, line: 3, "string.quoted.double.raw")
        assertNoScope(result, #"\n"#, line: 3, "constant.character.escape")
        assertScope(result, #"""""#, line: 4, "string.quoted.triple")
        assertScope(result, "line", line: 5, "string.quoted.triple")
        assertScope(result, "count", line: 5, "meta.embedded.line")
        assertScope(result, #"\q"#, line: 7, "invalid.illegal.escape")
    }

    func testDefaultExpressionContinuesWhileABracketIsOpen() throws {
        let result = try loadGrammar().tokenize("""
            model Tags {
                tags: [String] = [
                    "a",   // first
                    "b",
                ]
                child settings: Settings
            }
            """)
        XCTAssertEqual(result.openRules, [])
        assertScope(result, "\"a\"", line: 2, "string.quoted.double")
        assertScope(result, "// first", line: 2, "comment.line")
        assertScope(result, "child", line: 5, "keyword.other.declaration")
        assertScope(result, "Settings", line: 5, "entity.name.type")
    }

    /// Every `.obs` file of the repository's fixtures tokenizes with every block closed and
    /// nothing marked invalid; every `model` / `events` keyword at a line start is highlighted.
    func testRepositoryFixturesHighlightCleanly() throws {
        let grammar = try loadGrammar()
        let fixtures = Self.root.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "obs" && !url.path.contains("/.build/") {
            files.append(url)
        }
        let valid = files.filter { !$0.path.contains("/Errors/") }
        XCTAssertFalse(valid.isEmpty, "no .obs fixtures found under \(fixtures.path)")
        for url in valid {
            let result = grammar.tokenize(try String(contentsOf: url, encoding: .utf8))
            let name = url.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            XCTAssertEqual(result.openRules, [], "\(name): a rule is still open at the end")
            for (index, line) in result.lines.enumerated() {
                for scopes in result.scopes[index] where scopes.contains(where: { $0.hasPrefix("invalid") }) {
                    XCTFail("\(name):\(index + 1): marked invalid: \(line)")
                    break
                }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for keyword in ["model ", "events "] where trimmed.hasPrefix(keyword) {
                    XCTAssertTrue(
                        result.scopes(of: keyword.trimmingCharacters(in: .whitespaces), line: index)
                            .contains { $0.hasPrefix("storage.type") },
                        "\(name):\(index + 1): '\(keyword)' not highlighted")
                }
            }
        }
    }
}
