import Foundation
import ObsgenCLI
import ObsgenCore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A writing run whose inputs did not change (docs/integration.md, "Incremental runs"):
/// obsgen keeps no record in the output folder, so it generates every file again, compares
/// each with the one on disk and writes nothing; the folder holds only generated files. A
/// `.obsgen-manifest` left by an older obsgen is removed when the folder is written, and an
/// old `--no-manifest` is accepted with a notice.
@Suite("No-op runs and the retired manifest")
struct NoOpRunTests {
    /// What `lstat` says about a file that any write, rename or replacement changes.
    private struct Identity: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, modified: [Int], changed: [Int]
    }

    /// The identity of the file at `path`, never following a link.
    private func identity(_ path: String) throws -> Identity {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return Identity(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size), modified: [modified.tv_sec, modified.tv_nsec], changed: [changed.tv_sec, changed.tv_nsec]
        )
    }

    /// Two inputs in a fresh folder.
    private func inputs() throws -> TemporaryDirectory {
        let temp = try TemporaryDirectory()
        try temp.write("a.obs", "model A { x: Int = 0 }\n")
        try temp.write("b.obs", "model B { y: Int = 1 }\n")
        return temp
    }

    /// `obsgen a.obs b.obs -o Gen` plus `extra`, verbosely, with the real generator.
    private func run(_ temp: TemporaryDirectory, _ extra: [String] = []) -> ToolRun {
        runTool([temp.at("a.obs"), temp.at("b.obs"), "-o", temp.at("Gen"), "-v"] + extra, environment: ["NO_COLOR": "1"], pipeline: .standard)
    }

    /// The `-v` lines of a run that found every file unchanged.
    private func allUnchanged(_ temp: TemporaryDirectory) -> String {
        ["a.swift", "b.swift", "ObsgenRuntime.swift"].map { "unchanged \(temp.at("Gen/" + $0))\n" }.joined()
    }

    @Test func aNoOpRunComparesEveryFileWritesNothingAndLeavesOnlyGeneratedFiles() throws {
        let temp = try inputs()
        #expect(run(temp).status == .success)
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
        let before = try temp.list("Gen").map { try identity(temp.at("Gen/" + $0)) }
        let second = run(temp)
        #expect(second.status == .success)
        #expect(second.error == allUnchanged(temp))
        #expect(try temp.list("Gen").map { try identity(temp.at("Gen/" + $0)) } == before)
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
    }

    @Test func anOutputEditedBehindObsgensBackIsRestoredByTheNextRun() throws {
        let temp = try inputs()
        #expect(run(temp).status == .success)
        let generated = try #require(temp.read("Gen/a.swift"))
        // Same size and modification time: only the bytes tell, and every run compares them.
        let original = try identity(temp.at("Gen/a.swift"))
        try temp.write("Gen/a.swift", String(generated.reversed()))
        let times = [timespec(tv_sec: original.modified[0], tv_nsec: original.modified[1]),
                     timespec(tv_sec: original.modified[0], tv_nsec: original.modified[1])]
        #expect(utimensat(AT_FDCWD, temp.at("Gen/a.swift"), times, AT_SYMLINK_NOFOLLOW) == 0)
        #expect(run(temp).error.contains("wrote \(temp.at("Gen/a.swift"))"))
        #expect(temp.read("Gen/a.swift") == generated)
        #expect(run(temp).error == allUnchanged(temp))
    }

    @Test(arguments: [[], ["--prune"]])
    func aManifestLeftByAnOlderObsgenIsRemovedWhenTheFolderIsWritten(_ extra: [String]) throws {
        let leftover = "obsgen-manifest 1\nfingerprint 0123456789abcdef\n1 2 3 4 5 0123456789abcdef a.swift\n"
        let temp = try inputs()
        // A fresh run into a folder that holds only the leftover.
        try temp.write("Gen/.obsgen-manifest", leftover)
        let first = run(temp, extra)
        #expect(first.status == .success)
        #expect(first.error.hasSuffix("deleted \(temp.at("Gen/.obsgen-manifest"))\n"))
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
        // A no-op run (every file unchanged) removes it too.
        try temp.write("Gen/.obsgen-manifest", leftover)
        let second = run(temp, extra)
        #expect(second.error == allUnchanged(temp) + "deleted \(temp.at("Gen/.obsgen-manifest"))\n")
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
        // Without -v nothing is printed.
        try temp.write("Gen/.obsgen-manifest", leftover)
        let quiet = runTool([temp.at("a.obs"), temp.at("b.obs"), "-o", temp.at("Gen")] + extra, pipeline: .standard)
        #expect(quiet.status == .success)
        #expect(quiet.error == "")
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
    }

    @Test func theCollectingWriterRemovesALeftoverManifestToo() throws {
        // `OutputWriter.write`, used when a pipeline renders every file up front.
        let temp = try TemporaryDirectory()
        try temp.write("Gen/.obsgen-manifest", "obsgen-manifest 1\nfingerprint 0123456789abcdef\n")
        let files = [GeneratedFile(name: "a.swift", contents: generatedHeader("a"))]
        let reports = try OutputWriter(directory: temp.at("Gen")).write(files, prune: false)
        #expect(reports == [FileReport(.wrote, temp.at("Gen/a.swift")), FileReport(.deleted, temp.at("Gen/.obsgen-manifest"))])
        #expect(try temp.list("Gen") == ["a.swift"])
        #expect(try OutputWriter(directory: temp.at("Gen")).write(files, prune: true) == [FileReport(.unchanged, temp.at("Gen/a.swift"))])
    }

    @Test func aLeftoverManifestStaysWhenNothingIsWrittenOrItIsNotOurs() throws {
        let temp = try inputs()
        #expect(run(temp).status == .success)
        let leftover = "obsgen-manifest 1\nfingerprint 0123456789abcdef\n"
        try temp.write("Gen/.obsgen-manifest", leftover)
        // --check writes nothing (and the leftover is no generated file it compares).
        #expect(run(temp, ["--check"]).status == .success)
        // An input error: nothing is written, so nothing is deleted either.
        try temp.write("b.obs", "model B { y: Int = }\n")
        #expect(run(temp).status == .failure)
        #expect(temp.read("Gen/.obsgen-manifest") == leftover)
        try temp.write("b.obs", "model B { y: Int = 1 }\n")
        // A file of that name that an older obsgen did not write is the user's: kept.
        try temp.write("Gen/.obsgen-manifest", "my notes\n")
        #expect(run(temp).error == allUnchanged(temp))
        #expect(temp.read("Gen/.obsgen-manifest") == "my notes\n")
        // A link of that name is never followed or deleted.
        try FileManager.default.removeItem(atPath: temp.at("Gen/.obsgen-manifest"))
        try temp.write("elsewhere", leftover)
        try FileManager.default.createSymbolicLink(atPath: temp.at("Gen/.obsgen-manifest"), withDestinationPath: temp.at("elsewhere"))
        #expect(run(temp).error == allUnchanged(temp))
        #expect(temp.exists("Gen/.obsgen-manifest"))
        #expect(temp.read("elsewhere") == leftover)
    }

    @Test func anOldNoManifestOptionIsAcceptedWithANoticeAndChangesNothing() throws {
        let temp = try inputs()
        let notice = "obsgen: warning: '--no-manifest' has no effect (obsgen keeps no manifest any more); it can be removed\n"
        let first = runTool([temp.at("a.obs"), temp.at("b.obs"), "-o", temp.at("Gen"), "--no-manifest"], environment: ["NO_COLOR": "1"], pipeline: .standard)
        #expect(first.status == .success)
        #expect(first.error == notice)
        #expect(try temp.list("Gen") == ["ObsgenRuntime.swift", "a.swift", "b.swift"])
        // Once, wherever it is and however often it is given; quiet runs say nothing.
        let check = runTool(["--no-manifest", temp.at("a.obs"), temp.at("b.obs"), "--no-manifest", "-o", temp.at("Gen"), "--check"],
                            environment: ["NO_COLOR": "1"], pipeline: .standard)
        #expect(check.status == .success)
        #expect(check.error == notice)
        let quiet = runTool([temp.at("a.obs"), "--stdout", "--no-manifest", "-q"], pipeline: .standard)
        #expect(quiet.status == .success)
        #expect(quiet.error == "")
        #expect(quiet.output.contains("// file: a.swift"))
    }
}

/// Writing runs of the real generator hand each file to the writer as it is rendered; a
/// template error after some files were staged still leaves the folder exactly as it was.
@Suite("Streaming writer")
struct StreamingWriterTests {
    @Test func aTemplateErrorAfterSomeFilesLeavesTheFolderAsItWas() throws {
        let temp = try TemporaryDirectory()
        try temp.write("a.obs", "model A { x: Int = 0 }\n")
        try temp.write("b.obs", "model B { y: Int = 1 }\nevents Bus { tapped }\n")
        // b.swift is rendered after a.swift was staged, and only b.obs has an event bus. A
        // partial that includes itself without end passes the load-time check (it names no
        // key) and fails only when rendered.
        try temp.write("T/event-bus.mustache", "{{> loop}}\n")
        try temp.write("T/loop.mustache", "{{> loop}}\n")
        let inputs = [temp.at("a.obs"), temp.at("b.obs")]
        let fresh = runTool(inputs + ["-o", temp.at("New/Gen"), "--templates", temp.at("T")], pipeline: .standard)
        #expect(fresh.status == .failure)
        #expect(fresh.error.contains("template error"))
        #expect(fresh.error.contains("partials nested deeper than"))
        #expect(!temp.exists("New"))

        #expect(runTool(inputs + ["-o", temp.at("Gen")], pipeline: .standard).status == .success)
        let before = try temp.list("Gen").map { temp.read("Gen/" + $0) }
        try temp.write("b.obs", "model B { y: Int = 2 }\nevents Bus { tapped }\n")
        let failed = runTool(inputs + ["-o", temp.at("Gen"), "--templates", temp.at("T")], pipeline: .standard)
        #expect(failed.status == .failure)
        #expect(try temp.list("Gen").map { temp.read("Gen/" + $0) } == before)
        #expect(try temp.list("Gen").filter { $0.contains(".tmp-") } == [])
    }

    @Test func streamingAndCollectingProduceTheSameFiles() throws {
        let sources = [
            SourceFile(path: "a.obs", text: "model A { x: Int = 0\n child b: B? }\n"),
            SourceFile(path: "b.obs", text: "model B { y: String = \"\" }\n"),
        ]
        var streamed: [GeneratedFile] = []
        let diagnostics = Generator.stream(sources) { streamed.append($0) }
        #expect(diagnostics.isEmpty)
        #expect(streamed == Generator.generate(sources).files)
        #expect(streamed.map(\.name) == ["a.swift", "b.swift", "ObsgenRuntime.swift"])
        var none: [GeneratedFile] = []
        let errors = Generator.stream([SourceFile(path: "c.obs", text: "model {")]) { none.append($0) }
        #expect(errors.hasErrors)
        #expect(none.isEmpty)
    }
}
