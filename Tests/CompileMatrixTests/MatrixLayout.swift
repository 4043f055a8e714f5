import Foundation
import ObsgenCore
import XCTest

/// The inputs and cells of the compile matrix.
///
/// Every golden input (`Fixtures/Golden/*/*.obs`) is generated and type-checked in cells of
/// style × access × default isolation: pairwise by default (every style at every access
/// level, isolations alternating, see `cells(for:full:)`), every cell with
/// `OBSGEN_MATRIX_FULL=1`. Inputs that are symlinks to another case's input are
/// compiled once (a case like `access-public` only changes options, which the matrix covers
/// anyway).
enum MatrixLayout {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/Golden`.
    static let goldenRoot = packageRoot.appendingPathComponent("Fixtures/Golden")

    /// One `.obs` input: the golden case it was found in first, and its path relative to the
    /// package root (so generated headers never contain an absolute path).
    struct Input: Sendable {
        var caseName: String
        var relativePath: String
        var url: URL
        /// The `--access` of the case's `args`, when it names one: the input is only valid
        /// there (`internal(set)` narrows a public model, not an internal one).
        var access: AccessLevel? = nil
        /// The case's `app/*.swift`: types the app declares beside the generated files (an
        /// app's `Hashable` struct used as a member's dictionary key), compiled with them.
        var appSources: [URL] = []
    }

    /// The `app/*.swift` files of a case folder, sorted.
    static func appSources(ofCase folder: URL) -> [URL] {
        let app = folder.appendingPathComponent("app")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: app.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { app.appendingPathComponent($0) }
    }

    /// The `--access` level a case's `args` file names, if any.
    static func access(ofCase folder: URL) -> AccessLevel? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("args"), encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let index = words.firstIndex(of: "--access"), index + 1 < words.count else { return nil }
        return AccessLevel(rawValue: words[index + 1])
    }

    /// Every golden input once, sorted by path: an input that is a symlink to another case's
    /// input is compiled once, under the case that holds the real file.
    static func inputs() throws -> [Input] {
        let fileManager = FileManager.default
        let root = goldenRoot.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        var byResolvedPath: [String: Input] = [:]
        for caseName in try fileManager.contentsOfDirectory(atPath: goldenRoot.path) {
            let folder = goldenRoot.appendingPathComponent(caseName)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for name in try fileManager.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".obs") {
                let resolved = folder.appendingPathComponent(name).resolvingSymlinksInPath().standardizedFileURL
                guard byResolvedPath[resolved.path] == nil else { continue }
                // Name the input after where the real file lives (inside Fixtures/Golden).
                let relative = resolved.path.hasPrefix(root) ? String(resolved.path.dropFirst(root.count)) : "\(caseName)/\(name)"
                let owner = relative.split(separator: "/").first.map(String.init) ?? caseName
                // An input that is only valid at one access level is real in its own case only.
                let access = owner == caseName ? Self.access(ofCase: folder) : nil
                byResolvedPath[resolved.path] = Input(
                    caseName: owner, relativePath: "Fixtures/Golden/\(relative)", url: resolved, access: access,
                    // The app sources of the case that holds the real file, whichever case the
                    // listing reaches first (a style case's models.obs is a symlink to it).
                    appSources: Self.appSources(ofCase: goldenRoot.appendingPathComponent(owner)))
            }
        }
        return byResolvedPath.values.sorted { $0.relativePath < $1.relativePath }
    }

    /// The styles the matrix compiles with the bare toolchain. `combine` needs (Open)Combine
    /// and is compiled by `Fixtures/CombinePackage` instead.
    static let styles: [OutputStyle] = [.callbacks, .observation]

    /// The styles a test compiles: those named in the environment variable `variable`
    /// (comma-separated) when it is set, else `fallback`. `combine` needs OpenCombine's flags
    /// (`combine`: `OBSGEN_COMBINE_FLAGS` is set, as Scripts/combine-package.sh does).
    static func requestedStyles(_ variable: String, else fallback: [OutputStyle], environment: [String: String], combine: Bool) throws -> [OutputStyle] {
        guard let names = environment[variable] else { return fallback }
        let known = try names.split(separator: ",").map { name in
            try XCTUnwrap(OutputStyle(rawValue: String(name)), "\(variable)=\(names): unknown style '\(name)'")
        }
        XCTAssertFalse(known.isEmpty, "\(variable) is empty")
        XCTAssertTrue(combine || !known.contains(.combine), "the combine style needs OBSGEN_COMBINE_FLAGS (Scripts/combine-package.sh sets it)")
        return known
    }

    /// Every access level.
    static let accessLevels: [AccessLevel] = [.internal, .public, .package]

    /// Default isolation of the module the output is compiled in.
    enum Isolation: String, CaseIterable, Sendable {
        /// The compiler's default (nonisolated).
        case nonisolated
        /// `-default-isolation MainActor` (Swift 6.2's approachable concurrency).
        case mainActor = "MainActor"
    }

    /// One cell: one input generated with one style and access level, compiled with one
    /// default isolation.
    struct Cell: Sendable, CustomStringConvertible {
        var input: Input
        var style: OutputStyle
        var access: AccessLevel
        var isolation: Isolation
        /// More swiftc options: where OpenCombine is, for the combine style.
        var extraSwiftcFlags: [String] = []

        /// The obsgen options of the cell, as on the command line.
        var obsgenFlags: [String] { ["--style", style.rawValue, "--access", access.rawValue] }

        /// The swiftc options of the cell (besides the files).
        var swiftcFlags: [String] {
            // `-wmo`: one compiler process type-checks every file once (without it the driver
            // splits the files over several processes, each of which re-checks the runtime's
            // declarations the others use); the diagnostics are the same.
            var flags = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-wmo"] + extraSwiftcFlags
            // SwiftPM always passes a package name; `package` and `package(set)` need one.
            flags += ["-package-name", "Matrix"]
            if isolation == .mainActor { flags += ["-default-isolation", "MainActor"] }
            return flags
        }

        /// A short unique name, also the cell's folder name.
        var name: String {
            "\(input.caseName)-\((input.relativePath as NSString).lastPathComponent.replacingOccurrences(of: ".obs", with: ""))-\(style.rawValue)-\(access.rawValue)-\(isolation.rawValue)"
        }

        var description: String {
            "\(input.relativePath) [obsgen \(obsgenFlags.joined(separator: " "))] [swiftc \(swiftcFlags.joined(separator: " "))]"
        }
    }

    /// The cells for the given inputs, in a stable order: pairwise by default, every cell
    /// with `full` (`OBSGEN_MATRIX_FULL=1`). An input whose case names an access level is
    /// compiled at that level only.
    ///
    /// Pairwise: each input is compiled in every style at every access level, once per
    /// (style, access), with the default isolation alternating — `(n + style index + access
    /// index) % 2`, n counting the inputs of several access levels before this one — so that
    /// for every input each pair of (style, access), (style, isolation) and (access,
    /// isolation) is compiled, and any two such inputs in a row compile every (style, access,
    /// isolation) triple between them. An input of a single access level keeps both
    /// isolations in every style (fewer cells would miss a (style, isolation) pair). This
    /// halves the cells; `testPairwiseCellsCoverEveryPair` checks these promises.
    static func cells(for inputs: [Input], full: Bool = false, styles: [OutputStyle] = styles) -> [Cell] {
        var cells: [Cell] = []
        var rotation = 0
        for input in inputs {
            let levels = accessLevels.filter { input.access == nil || input.access == $0 }
            for (styleIndex, style) in styles.enumerated() {
                for (accessIndex, access) in levels.enumerated() {
                    let alternating = Isolation.allCases[(rotation + styleIndex + accessIndex) % 2]
                    for isolation in Isolation.allCases where full || levels.count == 1 || isolation == alternating {
                        cells.append(Cell(input: input, style: style, access: access, isolation: isolation))
                    }
                }
            }
            if levels.count > 1 { rotation += 1 }
        }
        return cells
    }

    /// Whether the whole matrix was asked for (`OBSGEN_MATRIX_FULL=1`).
    static var fullMatrixRequested: Bool { ProcessInfo.processInfo.environment["OBSGEN_MATRIX_FULL"] == "1" }
}
