import Foundation
@testable import ObsgenCore
import XCTest

/// The templates compiled into the binary are exactly the files in `Templates/`.
final class EmbeddedTemplatesTests: XCTestCase {
    func testEmbeddedTemplatesEqualTheTemplateFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertFalse(files.isEmpty)
        let embedded = BuiltinTemplates.allFiles
        XCTAssertEqual(Set(embedded.keys), Set(files.keys),
                       "Templates/ and the embedded copy list different files: run `swift Scripts/embed-templates.swift`")
        for (name, text) in files where embedded[name] != text {
            XCTFail("\(name): the embedded copy differs from Templates/\(name): run `swift Scripts/embed-templates.swift`")
        }
    }
}
