import ObsgenCore

/// `.obsgen-manifest`: what the last successful run of `obsgen` wrote into an output folder,
/// so that a run with the same inputs can stop after reading them (see docs/incremental.md).
///
/// It records a fingerprint of everything that decides the output (the executable, its
/// version, every generator option including `--templates` files, each input's path and
/// bytes) and, per output file, its name, `lstat` identity and content hash. It is only
/// ever trusted when it parses completely, the fingerprint matches and every listed file
/// still has its recorded identity; anything else means a full run. It is written
/// atomically after the outputs, never pruned, and never leaves the output folder.
struct Manifest: Equatable {
    /// The manifest's file name inside the output folder (hidden; no `.swift` suffix, so no
    /// generated file can have this name; no obsgen header, so `--prune` never deletes it).
    static let fileName = ".obsgen-manifest"
    /// The first line; another format version is not read.
    static let formatLine = "obsgen-manifest 1"
    /// The largest manifest read (a bigger file is not ours to trust).
    static let maximumSize = 64 * 1024 * 1024

    /// One output file as it was after the run.
    struct Entry: Equatable {
        /// The file name inside the output folder.
        var name: String
        /// Its `lstat` identity right after the run.
        var identity: FileIdentity
        /// `StableHash` of its bytes: checked when the identity alone cannot be trusted.
        var contentHash: UInt64
    }

    /// The fingerprint of the run's inputs and options (`RunFingerprint`).
    var fingerprint: UInt64
    /// Every output of the run, in the run's order.
    var entries: [Entry]

    /// The manifest as text: the format line, the fingerprint, one line per entry with the
    /// name last (names never contain a newline; entries whose name does are refused).
    func serialized() -> [UInt8] {
        var text = Self.formatLine + "\nfingerprint " + Self.hex(fingerprint) + "\n"
        for entry in entries {
            let identity = entry.identity
            text += "\(identity.device) \(identity.inode) \(identity.size) \(identity.modified) \(identity.changed) "
            text += Self.hex(entry.contentHash) + " " + entry.name + "\n"
        }
        return Array(text.utf8)
    }

    /// Parses `serialized()` output; `nil` for anything else (any doubt means a full run).
    /// Works on the bytes directly: the manifest of 10,000 files is read on every no-op run.
    static func parse(_ bytes: [UInt8]) -> Manifest? {
        bytes.withUnsafeBufferPointer { buffer -> Manifest? in
            var reader = ManifestReader(bytes: buffer)
            guard reader.expect(Array((formatLine + "\nfingerprint ").utf8)),
                  let fingerprint = reader.hex(), reader.skip(UInt8(ascii: "\n"))
            else { return nil }
            var entries: [Entry] = []
            while !reader.atEnd {
                guard let device = reader.unsigned(), reader.skip(UInt8(ascii: " ")),
                      let inode = reader.unsigned(), reader.skip(UInt8(ascii: " ")),
                      let size = reader.signed(), reader.skip(UInt8(ascii: " ")),
                      let modified = reader.signed(), reader.skip(UInt8(ascii: " ")),
                      let changed = reader.signed(), reader.skip(UInt8(ascii: " ")),
                      let hash = reader.hex(), reader.skip(UInt8(ascii: " ")),
                      let name = reader.line(), PathNames.problem(withFileName: name) == nil
                else { return nil }
                let identity = FileIdentity(device: device, inode: inode, size: size, modified: modified, changed: changed)
                entries.append(Entry(name: name, identity: identity, contentHash: hash))
            }
            return Manifest(fingerprint: fingerprint, entries: entries)
        }
    }

    /// Sixteen lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Manifest {
    /// The names of the outputs when the folder's manifest shows they are exactly what a
    /// run with `fingerprint` would write; `nil` otherwise (missing, unreadable or corrupt
    /// manifest, another fingerprint, an output replaced, edited, deleted or turned into
    /// something else).
    ///
    /// A file whose modification or status-change time is not older than the manifest's
    /// own could have been edited within the same clock tick as the run (file-system
    /// timestamps are coarse), so its bytes are hashed and compared too ("racy" files, as
    /// git calls them). Before hashing, the manifest's time is set to the current time, so
    /// that files written in the same tick as the manifest are hashed once, not on every
    /// run (git settles its index the same way).
    ///
    /// The racy files are read on up to `jobs` threads (`--jobs`; `nil`: one per core when
    /// there are enough of them).
    static func upToDateOutputs(in directory: String, fingerprint: UInt64, jobs: Int? = nil) -> [String]? {
        let path = PathNames.join(directory, fileName)
        guard let own = FileIdentity.of(regularFile: path), own.size <= Int64(maximumSize),
              let bytes = POSIXFile.readRegularFileNoFollow(path: path, limit: maximumSize + 1),
              bytes.count <= maximumSize,
              let manifest = parse(bytes), manifest.fingerprint == fingerprint
        else { return nil }
        var racy: [(path: String, entry: Entry)] = []
        for entry in manifest.entries {
            let outputPath = PathNames.join(directory, entry.name)
            guard let identity = FileIdentity.of(regularFile: outputPath), identity == entry.identity else { return nil }
            if identity.modified >= own.modified || identity.changed >= own.modified {
                racy.append((outputPath, entry))
            }
        }
        if !racy.isEmpty {
            // Settle first: the manifest gets the file system's current time, so an edit made
            // from now on is not older than it (and is hashed next time), while every edit
            // made before is seen by the hashing below. Once the clock has moved past the
            // run that wrote the outputs, later runs need only `lstat`. Best effort: a
            // read-only folder keeps the old time and stays on this path.
            _ = POSIXFile.touchNoFollow(path: path)
            let racyFiles = racy
            let workers = ParallelOutput.workerCount(jobs: jobs, files: racyFiles.count)
            let verified = WorkerThreads.map(racyFiles.count, workers: workers) { index in
                let (outputPath, entry) = racyFiles[index]
                guard let contents = POSIXFile.readRegularFileNoFollow(path: outputPath) else { return false }
                return Int64(contents.count) == entry.identity.size && StableHash.of(contents) == entry.contentHash
            }
            guard !verified.contains(false) else { return nil }
        }
        return manifest.entries.map(\.name)
    }

    /// Records a successful run: stats every output (just written or left unchanged) and
    /// writes the manifest atomically, unless an identical one is already there. Returns
    /// `false` when it could not (an output vanished, a name holds a newline, the folder
    /// is not writable): the outputs stand, and an older manifest left behind is harmless,
    /// since the identities it lists no longer match anything this run wrote.
    @discardableResult
    static func record(_ outputs: [GeneratedFile], in directory: String, fingerprint: UInt64) -> Bool {
        record(outputs.map { OutputSession.Written(name: $0.name, size: $0.utf8.count, contentHash: StableHash.of($0.utf8)) },
               in: directory, fingerprint: fingerprint)
    }

    /// `record` from each output's name, size and content hash.
    @discardableResult
    static func record(_ outputs: [OutputSession.Written], in directory: String, fingerprint: UInt64) -> Bool {
        let path = PathNames.join(directory, fileName)
        var entries: [Entry] = []
        entries.reserveCapacity(outputs.count)
        for output in outputs {
            guard !output.name.utf8.contains(UInt8(ascii: "\n")),
                  let identity = FileIdentity.of(regularFile: PathNames.join(directory, output.name)),
                  identity.size == Int64(output.size)
            else { return false }
            entries.append(Entry(name: output.name, identity: identity, contentHash: output.contentHash))
        }
        let bytes = Manifest(fingerprint: fingerprint, entries: entries).serialized()
        if POSIXFile.readRegularFileNoFollow(path: path, limit: bytes.count + 1) == bytes { return true }
        do {
            var names = TemporaryNames()
            let staged = try AtomicFile.stage(bytes, named: fileName, in: directory, names: &names)
            try AtomicFile.commit(staged)
            return true
        } catch {
            return false
        }
    }
}

/// Reads the manifest's fields from its bytes, strictly: decimal numbers without signs
/// other than a leading `-`, sixteen hex digits, lines ending in a newline.
private struct ManifestReader {
    /// The manifest.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position = 0

    /// Whether every byte was read.
    var atEnd: Bool { position == bytes.count }

    /// Consumes `expected` when the bytes start with it.
    mutating func expect(_ expected: [UInt8]) -> Bool {
        guard bytes.count - position >= expected.count else { return false }
        for (offset, byte) in expected.enumerated() where bytes[position + offset] != byte { return false }
        position += expected.count
        return true
    }

    /// Consumes one `byte`.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A decimal number (1 to 20 digits) that fits a `UInt64`.
    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            value = sum
            position += 1
        }
        return position > start ? value : nil
    }

    /// A decimal number with an optional leading `-` that fits an `Int64`.
    mutating func signed() -> Int64? {
        let negative = skip(UInt8(ascii: "-"))
        guard let magnitude = unsigned() else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// Exactly sixteen lowercase hex digits.
    mutating func hex() -> UInt64? {
        guard bytes.count - position >= 16 else { return nil }
        var value: UInt64 = 0
        for _ in 0..<16 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
            position += 1
        }
        return value
    }

    /// The rest of the line as UTF-8 text, consuming its newline; `nil` without one.
    mutating func line() -> String? {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        guard position < bytes.count else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
    }
}
