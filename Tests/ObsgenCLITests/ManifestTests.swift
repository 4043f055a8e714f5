import Foundation
@testable import ObsgenCLI
import ObsgenCore
import Testing

/// The no-op fast path (docs/incremental.md): a run whose inputs, options and outputs are
/// unchanged since the last run stops after reading the inputs; any change, any doubt about
/// the manifest, `--check`, `--stdout`, `--dump-context` and `--no-manifest` mean a full run.
@Suite("Manifest and the no-op fast path")
struct ManifestTests {
    /// A folder with two inputs, and a fake pipeline that counts its calls and may use the
    /// manifest (its output depends only on the inputs and options, as the real one's does).
    final class Setup {
        let temp: TemporaryDirectory
        let recorder = Recorder()
        let pipeline: GeneratorPipeline

        init() throws {
            temp = try TemporaryDirectory()
            try temp.write("a.obs", "model A { x: Int = 0 }\n")
            try temp.write("b.obs", "model B { y: Int = 1 }\n")
            var pipeline = fakePipeline(recorder: recorder)
            pipeline.usesManifest = true
            self.pipeline = pipeline
        }

        /// Runs `obsgen a.obs b.obs -o Gen` plus `extra`, verbosely.
        @discardableResult
        func run(_ extra: [String] = [], pipeline: GeneratorPipeline? = nil) -> ToolRun {
            runTool([temp.at("a.obs"), temp.at("b.obs"), "-o", temp.at("Gen"), "-v"] + extra, pipeline: pipeline ?? self.pipeline)
        }

        /// The generator calls so far.
        var calls: Int { recorder.calls }
    }

    @Test func anUnchangedRunSkipsGenerationAndWritesNothing() throws {
        let setup = try Setup()
        #expect(setup.run().status == .success)
        #expect(setup.calls == 1)
        #expect(setup.temp.exists("Gen/\(Manifest.fileName)"))
        // Every output keeps its identity; the manifest keeps its bytes (a run that had to hash
        // outputs written in the manifest's clock tick may settle the manifest's time).
        let outputs = try setup.temp.list("Gen").filter { $0 != Manifest.fileName }
        #expect(outputs.count == 3)
        let before = outputs.map { FileIdentity.of(regularFile: setup.temp.at("Gen/" + $0)) }
        let manifestBefore = setup.temp.read("Gen/\(Manifest.fileName)")
        let second = setup.run()
        #expect(second.status == .success)
        #expect(setup.calls == 1)
        #expect(second.error == ["a.swift", "b.swift", "ObsgenRuntime.swift"].map { "unchanged \(setup.temp.at("Gen/" + $0))\n" }.joined())
        let after = outputs.map { FileIdentity.of(regularFile: setup.temp.at("Gen/" + $0)) }
        #expect(after == before)
        #expect(setup.temp.read("Gen/\(Manifest.fileName)") == manifestBefore)
        #expect(try setup.temp.list("Gen").count == 4)
    }

    @Test func aChangedInputOptionOrTemplateMeansAFullRun() throws {
        let setup = try Setup()
        setup.run()
        try setup.temp.write("b.obs", "model B { y: Int = 2 }\n")
        #expect(setup.run().error.contains("wrote \(setup.temp.at("Gen/b.swift"))"))
        #expect(setup.calls == 2)
        #expect(setup.temp.read("Gen/b.swift")?.contains("y: Int = 2") == true)
        setup.run()
        #expect(setup.calls == 2)
        setup.run(["--access", "public"])
        #expect(setup.calls == 3)
        setup.run(["--no-runtime"])
        #expect(setup.calls == 4)
        try setup.temp.write("T/file.mustache", "one\n")
        setup.run(["--templates", setup.temp.at("T")])
        setup.run(["--templates", setup.temp.at("T")])
        #expect(setup.calls == 5)
        try setup.temp.write("T/file.mustache", "two\n")
        setup.run(["--templates", setup.temp.at("T")])
        #expect(setup.calls == 6)
        #expect(setup.recorder.options?.templateOverrides == ["file": "two\n"])
    }

    @Test func anEditedDeletedOrReplacedOutputMeansAFullRunThatRestoresIt() throws {
        let setup = try Setup()
        setup.run()
        let original = try #require(setup.temp.read("Gen/a.swift"))
        // Same size, modification time put back: the status-change time still tells.
        let identity = try #require(FileIdentity.of(regularFile: setup.temp.at("Gen/a.swift")))
        try setup.temp.write("Gen/a.swift", String(original.reversed()))
        var times = [timespec(tv_sec: Int(identity.modified / 1_000_000_000), tv_nsec: Int(identity.modified % 1_000_000_000))]
        times.append(times[0])
        #expect(utimensat(AT_FDCWD, setup.temp.at("Gen/a.swift"), times, AT_SYMLINK_NOFOLLOW) == 0)
        setup.run()
        #expect(setup.calls == 2)
        #expect(setup.temp.read("Gen/a.swift") == original)
        try FileManager.default.removeItem(atPath: setup.temp.at("Gen/b.swift"))
        setup.run()
        #expect(setup.calls == 3)
        #expect(setup.temp.exists("Gen/b.swift"))
        try FileManager.default.removeItem(atPath: setup.temp.at("Gen/b.swift"))
        try FileManager.default.createSymbolicLink(atPath: setup.temp.at("Gen/b.swift"), withDestinationPath: setup.temp.at("Gen/a.swift"))
        setup.run()
        #expect(setup.calls == 4)
        #expect(FileIdentity.of(regularFile: setup.temp.at("Gen/b.swift")) != nil)
        setup.run()
        #expect(setup.calls == 4)
    }

    @Test(arguments: ["", "garbage\n", "obsgen-manifest 1\nfingerprint zz\n", "obsgen-manifest 2\nfingerprint 0000000000000000\n"])
    func aCorruptOrForeignManifestMeansAFullRunAndIsReplaced(_ text: String) throws {
        let setup = try Setup()
        setup.run()
        try setup.temp.write("Gen/\(Manifest.fileName)", text)
        setup.run()
        #expect(setup.calls == 2)
        setup.run()
        #expect(setup.calls == 2)
    }

    @Test func aManifestListingAnotherFingerprintOrAMissingFileIsNotTrusted() throws {
        let setup = try Setup()
        setup.run()
        let text = try #require(setup.temp.read("Gen/\(Manifest.fileName)"))
        let manifest = try #require(Manifest.parse(Array(text.utf8)))
        var other = manifest
        other.fingerprint &+= 1
        try setup.temp.write("Gen/\(Manifest.fileName)", String(decoding: other.serialized(), as: UTF8.self))
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) == nil)
        var extra = manifest
        extra.entries.append(Manifest.Entry(name: "gone.swift", identity: manifest.entries[0].identity, contentHash: 0))
        try setup.temp.write("Gen/\(Manifest.fileName)", String(decoding: extra.serialized(), as: UTF8.self))
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) == nil)
        try setup.temp.write("Gen/\(Manifest.fileName)", String(decoding: manifest.serialized(), as: UTF8.self))
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) == manifest.entries.map(\.name))
    }

    /// After a run, dates the manifest back to 2000 (no newer than its outputs, so racy);
    /// returns its path, what it lists and the times set.
    private func racyManifest(_ setup: Setup) throws -> (path: String, manifest: Manifest, times: [timespec]) {
        setup.run()
        let manifestPath = setup.temp.at("Gen/\(Manifest.fileName)")
        let text = try #require(setup.temp.read("Gen/\(Manifest.fileName)"))
        let manifest = try #require(Manifest.parse(Array(text.utf8)))
        let times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, manifestPath, times, AT_SYMLINK_NOFOLLOW) == 0)
        return (manifestPath, manifest, times)
    }

    @Test func aRacyOutputIsCheckedByContent() throws {
        let setup = try Setup()
        // A manifest no newer than its outputs: identities alone are not trusted, hashes are.
        let (manifestPath, manifest, times) = try racyManifest(setup)
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) != nil)
        var wrongHash = manifest
        wrongHash.entries[0].contentHash &+= 1
        try setup.temp.write("Gen/\(Manifest.fileName)", String(decoding: wrongHash.serialized(), as: UTF8.self))
        #expect(utimensat(AT_FDCWD, manifestPath, times, AT_SYMLINK_NOFOLLOW) == 0)
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) == nil)
    }

    @Test func aVerifiedRacyManifestIsSettledAndAnEditAfterwardsIsStillSeen() throws {
        let setup = try Setup()
        let (manifestPath, manifest, _) = try racyManifest(setup)
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) != nil)
        // Settled: the manifest now carries the current time, not the one set above.
        let settled = try #require(FileIdentity.of(regularFile: manifestPath))
        #expect(settled.modified > 946_684_800 * 1_000_000_000)
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) != nil)
        // An edit made after settling (same size) is still found.
        let first = manifest.entries[0]
        let bytes = try #require(setup.temp.read("Gen/\(first.name)"))
        try setup.temp.write("Gen/\(first.name)", String(repeating: "x", count: bytes.utf8.count))
        #expect(Manifest.upToDateOutputs(in: setup.temp.at("Gen"), fingerprint: manifest.fingerprint) == nil)
    }

    @Test func checkAlwaysComparesBytesAndWritesNoManifest() throws {
        let setup = try Setup()
        #expect(setup.run(["--check"]).status == .failure)
        #expect(!setup.temp.exists("Gen/\(Manifest.fileName)"))
        setup.run()
        let calls = setup.calls
        #expect(setup.run(["--check"]).status == .success)
        #expect(setup.calls == calls + 1)
        // --check never consults the manifest: an edited output differs even when a manifest
        // is there (here rewritten after the edit).
        let manifestBytes = try #require(setup.temp.read("Gen/\(Manifest.fileName)"))
        try setup.temp.write("Gen/a.swift", "edited\n")
        try setup.temp.write("Gen/\(Manifest.fileName)", manifestBytes)
        let check = setup.run(["--check"])
        #expect(check.status == .failure)
        #expect(check.error.contains("a.swift' differs"))
    }

    @Test func pruneOnTheFastPathDeletesStaleGeneratedFilesButNeverTheManifest() throws {
        let setup = try Setup()
        setup.run(["--prune"])
        try setup.temp.write("Gen/old.swift", generatedHeader("old") + "final class Old {}\n")
        try setup.temp.write("Gen/mine.swift", "// handwritten\n")
        let run = setup.run(["--prune"])
        #expect(setup.calls == 1)
        #expect(run.error.hasSuffix("deleted \(setup.temp.at("Gen/old.swift"))\n"))
        #expect(try setup.temp.list("Gen") == [Manifest.fileName, "ObsgenRuntime.swift", "a.swift", "b.swift", "mine.swift"])
        setup.run(["--prune"])
        #expect(setup.temp.exists("Gen/\(Manifest.fileName)"))
    }

    @Test func noManifestStdoutAndDumpContextNeitherUseNorWriteIt() throws {
        let setup = try Setup()
        setup.run(["--no-manifest"])
        #expect(!setup.temp.exists("Gen/\(Manifest.fileName)"))
        setup.run()
        setup.run(["--no-manifest"])
        #expect(setup.calls == 3)
        _ = runTool([setup.temp.at("a.obs"), "--stdout"], pipeline: setup.pipeline)
        _ = runTool([setup.temp.at("a.obs"), "--dump-context"], pipeline: setup.pipeline)
        #expect(setup.calls == 5)
        #expect(try setup.temp.list() == ["Gen", "a.obs", "b.obs"])
    }

    @Test func aRunWithDiagnosticsOrAnInjectedPipelineWritesNoManifest() throws {
        let setup = try Setup()
        let warning = Diagnostic(.warning, "something odd", file: nil, range: nil)
        var warned = fakePipeline(diagnostics: [warning], recorder: setup.recorder)
        warned.usesManifest = true
        setup.run(pipeline: warned)
        setup.run(pipeline: warned)
        #expect(setup.calls == 2)
        #expect(!setup.temp.exists("Gen/\(Manifest.fileName)"))
        setup.run(pipeline: fakePipeline(recorder: setup.recorder))
        #expect(!setup.temp.exists("Gen/\(Manifest.fileName)"))
    }

    @Test func theRealGeneratorTakesTheFastPathAndFallsBackWhenAnOutputChanges() throws {
        let setup = try Setup()
        let real = { setup.run(pipeline: .standard) }
        #expect(real().error.contains("wrote"))
        let generated = try #require(setup.temp.read("Gen/a.swift"))
        #expect(real().error == ["a.swift", "b.swift", "ObsgenRuntime.swift"].map { "unchanged \(setup.temp.at("Gen/" + $0))\n" }.joined())
        try setup.temp.write("Gen/a.swift", "// Generated by obsgen, then edited\n")
        #expect(real().error.contains("wrote \(setup.temp.at("Gen/a.swift"))"))
        #expect(setup.temp.read("Gen/a.swift") == generated)
    }

    @Test func theFingerprintCoversEveryGeneratorOption() throws {
        // A field added to GeneratorOptions must be hashed by RunFingerprint too.
        #expect(Mirror(reflecting: GeneratorOptions()).children.count == RunFingerprint.coveredOptionFields)
        let sources = [SourceFile(path: "a.obs", text: "model A {}\n")]
        let variants = [
            GeneratorOptions(),
            GeneratorOptions(style: .combine),
            GeneratorOptions(access: .public),
            GeneratorOptions(includeRuntime: false),
            GeneratorOptions(templateOverrides: ["file": "x"]),
            GeneratorOptions(templateOverrides: ["file": "y"]),
            GeneratorOptions(templateOverrides: ["model": "x"]),
        ]
        let prints = variants.map { RunFingerprint.compute(options: $0, sources: sources) }
        #expect(prints.allSatisfy { $0 != nil })
        #expect(Set(prints).count == variants.count)
        #expect(RunFingerprint.compute(options: GeneratorOptions(), sources: sources) == prints[0])
        #expect(RunFingerprint.compute(options: GeneratorOptions(), sources: [SourceFile(path: "b.obs", text: "model A {}\n")]) != prints[0])
        #expect(RunFingerprint.compute(options: GeneratorOptions(), sources: [SourceFile(path: "a.obs", text: "model B {}\n")]) != prints[0])
    }

    @Test func serializationRoundTripsAndRejectsUnsafeNames() throws {
        let identity = FileIdentity(device: 1, inode: 2, size: 3, modified: -4, changed: 5)
        let manifest = Manifest(fingerprint: 0xfeed, entries: [Manifest.Entry(name: "a b.swift", identity: identity, contentHash: 7)])
        #expect(Manifest.parse(manifest.serialized()) == manifest)
        for name in ["../x.swift", "a/b.swift", "."] {
            var bad = manifest
            bad.entries[0].name = name
            #expect(Manifest.parse(bad.serialized()) == nil)
        }
        #expect(Manifest.parse(Array(manifest.serialized().dropLast())) == nil)
        #expect(StableHash.of(Array("abc".utf8)) == StableHash.of(Array("abc".utf8)))
        #expect(StableHash.of(Array("abcdefghi".utf8)) != StableHash.of(Array("abcdefghj".utf8)))
    }
}

/// Writing runs of the real generator hand each file to the writer as it is rendered; a
/// template error after some files were staged still leaves the folder exactly as it was.
@Suite("Streaming writer")
struct StreamingWriterTests {
    @Test func aTemplateErrorAfterSomeFilesLeavesTheFolderAsItWas() throws {
        let temp = try TemporaryDirectory()
        try temp.write("a.obs", "model A { x: Int = 0 }\n")
        try temp.write("b.obs", "model B { y: Int = 1 }\n")
        // The runtime is rendered last, after both model files were staged.
        try temp.write("T/runtime.mustache", "{{> no-such-partial}}\n")
        let inputs = [temp.at("a.obs"), temp.at("b.obs")]
        let fresh = runTool(inputs + ["-o", temp.at("New/Gen"), "--templates", temp.at("T")], pipeline: .standard)
        #expect(fresh.status == .failure)
        #expect(fresh.error.contains("template error"))
        #expect(!temp.exists("New"))

        #expect(runTool(inputs + ["-o", temp.at("Gen")], pipeline: .standard).status == .success)
        let before = try temp.list("Gen").map { temp.read("Gen/" + $0) }
        try temp.write("b.obs", "model B { y: Int = 2 }\n")
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
