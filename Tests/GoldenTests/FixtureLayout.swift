import Foundation

/// Where the fixtures live and how one golden case is laid out:
///
///     Fixtures/Golden/<case>/
///         *.obs          inputs, passed in name order
///         args           optional: extra command-line options, whitespace-separated
///         expected/      the exact files obsgen must write
///
/// Re-record every case with `OBSGEN_RECORD=1 swift test --filter GoldenTests`, then review
/// `git diff Fixtures/`.
enum FixtureLayout {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/Golden`.
    static let goldenRoot = packageRoot.appendingPathComponent("Fixtures/Golden")

    /// `Fixtures/Errors`.
    static let errorsRoot = packageRoot.appendingPathComponent("Fixtures/Errors")

    /// True when the run should rewrite expected files instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["OBSGEN_RECORD"] == "1" }

    /// The golden case folders, sorted.
    static func goldenCases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: goldenRoot, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath || (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The `.obs` inputs of a case, in name order, as paths relative to the package root
    /// (so diagnostics and headers never contain an absolute path).
    static func inputs(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".obs") }
            .sorted()
            .map { relativePath(folder.appendingPathComponent($0)) }
    }

    /// The extra options of a case (`args` file), or none.
    static func arguments(of folder: URL) -> [String] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    }

    /// A path relative to the package root.
    static func relativePath(_ url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The regular files directly inside a folder, by name.
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !name.hasPrefix(".") {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) { files[name] = data }
        }
        return files
    }
}
