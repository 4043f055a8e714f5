import ObsgenCore

/// The fingerprint a manifest is keyed by: a `StableHash` of everything that decides what
/// a run writes.
enum RunFingerprint {
    /// Hashes the manifest format, the obsgen version, the running executable's identity
    /// (the built-in templates and the generator code are part of it, so a rebuilt obsgen
    /// never trusts an old manifest), every generator option (found by reflection, so an
    /// option added later is included without touching this code; the `--templates` files
    /// are one of them, by name and text) and every input's path and bytes, in order.
    /// `nil` when the executable cannot be identified: then no manifest is used.
    static func compute(options: GeneratorOptions, sources: [SourceFile]) -> UInt64? {
        guard let executable = FileIdentity.ofExecutable() else { return nil }
        var hash = StableHash()
        hash.combine(Manifest.formatLine)
        hash.combine(ObsgenVersion.current)
        hash.combine("\(executable.device) \(executable.inode) \(executable.size) \(executable.modified) \(executable.changed)")
        for child in Mirror(reflecting: options).children {
            hash.combine(child.label ?? "?")
            if let table = child.value as? [String: String] {
                hash.combine("\(table.count)")
                for key in table.keys.sorted() {
                    hash.combine(key)
                    hash.combine(table[key] ?? "")
                }
            } else {
                hash.combine(String(describing: child.value))
            }
        }
        hash.combine("\(sources.count)")
        for source in sources {
            hash.combine(source.path)
            hash.combine(source.bytes)
        }
        return hash.value
    }
}
