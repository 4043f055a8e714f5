import Foundation
import ObsgenCore
import Testing

/// The built `obsgen` executable: next to the test bundle (`.build/debug/obsgen`), found
/// through the loaded `.xctest` bundle or, failing that, from this file's location.
private let executable: URL? = {
    var folders: [URL] = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        .map { $0.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    folders.append(root.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("obsgen") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The result of running the executable.
struct ProcessRun {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `obsgen` as a subprocess with `input` on standard input.
func runExecutable(_ arguments: [String], input: String = "", in directory: String? = nil) throws -> ProcessRun {
    let url = try #require(executable, "the obsgen executable was not found next to the tests; run 'swift build' first")
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessRun(
        status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self),
        error: String(decoding: error, as: UTF8.self)
    )
}

@Suite("The obsgen executable")
struct ExecutableTests {
    @Test func versionAndHelpExitZero() throws {
        let version = try runExecutable(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "obsgen \(ObsgenVersion.current)\n")
        let help = try runExecutable(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.error.isEmpty)
    }

    @Test func aUsageErrorExitsTwo() throws {
        let run = try runExecutable(["--prnue", "models.obs"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "obsgen: error: unknown option '--prnue'; did you mean '--prune'?\nRun 'obsgen --help' for usage.\n")
    }

    @Test func aMissingInputExitsOneAndWritesNothing() throws {
        let temp = try TemporaryDirectory()
        let run = try runExecutable(["missing.obs", "-o", "Gen"], in: temp.path)
        #expect(run.status == 1)
        #expect(run.error == "obsgen: error: cannot read 'missing.obs': No such file or directory\n")
        #expect(try temp.list() == [])
    }

    @Test func aRunThatSucceedsExitsZeroAndPrintsNothing() throws {
        let temp = try TemporaryDirectory()
        try temp.write("Models/models.obs", "model Part { size: Int = 0 }\n")
        let run = try runExecutable(["Models/models.obs", "-o", "Sources/App/Generated"], in: temp.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(run.error.isEmpty)
        // The folder exists; what is in it is up to the core (its generator may still be a stub).
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: temp.at("Sources/App/Generated"), isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func standardInputIsReadWithDash() throws {
        let run = try runExecutable(["-", "--stdout"], input: "model Part { size: Int = 0 }\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty)
        for line in run.output.split(separator: "\n") where line.hasPrefix("// file: ") {
            #expect(line == "// file: stdin.swift" || line == "// file: ObsgenRuntime.swift")
        }
    }
}
