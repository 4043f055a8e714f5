import Foundation
import ObsgenCore
import XCTest

/// `ContextSchema` lists exactly the keys the context builders make: every key of every
/// object in every golden fixture's `context.json` is in the schema for its kind, with the
/// right shape, and every schema key appears in at least one golden context.
final class ContextSchemaTests: XCTestCase {
    /// What the walk found: unknown keys (with where), and the (kind, key) pairs seen.
    private struct Walk {
        var problems: [String] = []
        var seen: Set<String> = []

        /// Checks an object of `kind` and everything in it.
        mutating func object(_ value: Any, kind: ContextKind, path: String) {
            guard let object = value as? [String: Any] else {
                problems.append("\(path): expected \(kind.rawValue) object")
                return
            }
            let keys = ContextSchema.keys(of: kind)
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                guard let shape = keys[key] else {
                    problems.append("\(path).\(key): not a key of \(kind.rawValue) in ContextSchema")
                    continue
                }
                seen.insert("\(kind.rawValue).\(key)")
                self.value(child, shape: shape, path: "\(path).\(key)")
            }
        }

        /// Checks a value against its shape.
        mutating func value(_ child: Any, shape: ContextShape, path: String) {
            switch shape {
            case .value:
                if child is [Any] || child is [String: Any] { problems.append("\(path): a list or object, the schema says a value") }
            case .object(let kind):
                object(child, kind: kind, path: path)
            case .list(let kind):
                guard let items = child as? [Any] else {
                    problems.append("\(path): not a list, the schema says a list of \(kind.rawValue)")
                    return
                }
                for (index, item) in items.enumerated() { object(item, kind: kind, path: "\(path)[\(index)]") }
            }
        }
    }

    func testEveryGoldenContextKeyIsInTheSchemaAndEverySchemaKeyIsInAGoldenContext() throws {
        var walk = Walk()
        let cases = try FixtureLayout.goldenCases()
        XCTAssertFalse(cases.isEmpty)
        for folder in cases {
            let data = try Data(contentsOf: folder.appendingPathComponent("context.json"))
            let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            XCTAssertEqual(Set(root.keys), Set(ContextSchema.dump.keys), folder.lastPathComponent)
            for (key, shape) in ContextSchema.dump {
                walk.value(root[key] as Any, shape: shape, path: folder.lastPathComponent + ":" + key)
            }
        }
        XCTAssertEqual(walk.problems, [])
        let schema = ContextKind.allCases.flatMap { kind in ContextSchema.keys(of: kind).keys.map { "\(kind.rawValue).\($0)" } }
        XCTAssertEqual(Set(schema).subtracting(walk.seen).sorted(), [], "schema keys no golden context has")
    }

    /// `docs/context.md` names every key of the schema in code (`` `key` ``, `` `key[]` ``,
    /// `` `doc[].line` ``...), so a key added to the builders and the schema is documented.
    func testTheContextDocNamesEverySchemaKey() throws {
        let doc = try String(contentsOf: FixtureLayout.packageRoot.appendingPathComponent("docs/context.md"), encoding: .utf8)
        var words: Set<String> = []
        for (index, span) in doc.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            for word in span.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) { words.insert(String(word)) }
        }
        let keys = Set(ContextKind.allCases.flatMap { ContextSchema.keys(of: $0).keys })
        XCTAssertEqual(keys.subtracting(words).sorted(), [], "keys docs/context.md does not name")
    }

    /// The root kinds are the kinds of what `file` and `runtime` are rendered with.
    func testTheRootsAreTheDumpsFilesAndRuntime() {
        XCTAssertEqual(ContextSchema.roots["file"], ContextSchema.dump["files"]?.elementKind)
        XCTAssertEqual(ContextSchema.roots["runtime"], ContextSchema.dump["runtime"]?.elementKind)
    }
}
