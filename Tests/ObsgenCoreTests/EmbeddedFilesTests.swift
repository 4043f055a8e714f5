import Foundation
@testable import ObsgenCore
import XCTest

/// The files compiled into the binary (`Sources/ObsgenEmbeddedFiles/EmbeddedFiles.c`) are
/// exactly the templates in `Templates/` and the runtime module's source files, as they are.
final class EmbeddedFilesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every file under `folder` (from the package root) whose name ends with `suffix`, by
    /// path from the package root.
    static func files(in folder: String, endingWith suffix: String) throws -> [String: String] {
        let directory = root.appendingPathComponent(folder)
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(suffix) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))
            files[folder + "/" + relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    func testTheEmbeddedFilesAreTheTemplatesAndTheRuntimeSource() throws {
        let files = try Self.files(in: "Templates", endingWith: ".mustache")
            .merging(Self.files(in: "Sources/ObsgenRuntime", endingWith: ".swift")) { a, _ in a }
        XCTAssertGreaterThan(files.count, 20)
        var embedded: [String: String] = [:]
        for file in EmbeddedFiles.all {
            let text = String(decoding: file.bytes, as: UTF8.self)
            XCTAssertNil(embedded.updateValue(text, forKey: file.path), "\(file.path) is embedded twice")
        }
        for path in files.keys.sorted() where embedded[path] == nil {
            XCTFail("\(path) is not embedded: add its block and its row to Sources/ObsgenEmbeddedFiles/EmbeddedFiles.c")
        }
        for path in embedded.keys.sorted() where files[path] == nil {
            XCTFail("\(path) is embedded but no longer exists: remove it from Sources/ObsgenEmbeddedFiles/EmbeddedFiles.c")
        }
        for (path, text) in files where embedded[path].map({ $0 != text }) ?? false {
            XCTFail("\(path): the embedded text differs from the file (an out-of-date build?)")
        }
    }

    func testTheTemplatesAreTheFilesOfTemplates() throws {
        let files = try Self.files(in: "Templates", endingWith: ".mustache")
        XCTAssertEqual(BuiltinTemplates.allFiles, Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst("Templates/".count)), $0.value) }))
        for (path, text) in BuiltinTemplates.allFiles where !path.contains("/") {
            XCTAssertEqual(BuiltinTemplates.shared[String(path.dropLast(".mustache".count))], text, path)
        }
    }
}
