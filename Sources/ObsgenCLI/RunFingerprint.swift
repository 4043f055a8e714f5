import ObsgenCore

/// The fingerprint a manifest is keyed by: a `StableHash` of everything that decides what
/// a run writes.
enum RunFingerprint {
    /// How many fields of `GeneratorOptions` the fingerprint covers. A test compares it with
    /// the fields the type has (by reflection), so an option added later cannot be forgotten
    /// here. (Reflection at run time would cost more than the rest of a no-op run: the first
    /// dynamic cast scans every protocol conformance of the binary.)
    static let coveredOptionFields = 4

    /// Hashes the manifest format, the obsgen version, the running executable's identity
    /// (the built-in templates and the generator code are part of it, so a rebuilt obsgen
    /// never trusts an old manifest), every generator option (the `--templates` files by name
    /// and text) and every input's path and bytes, in order. `nil` when the executable cannot
    /// be identified: then no manifest is used.
    static func compute(options: GeneratorOptions, sources: [SourceFile]) -> UInt64? {
        guard let executable = FileIdentity.ofExecutable() else { return nil }
        var hash = StableHash()
        hash.combine(Manifest.formatLine)
        hash.combine(ObsgenVersion.current)
        hash.combine("\(executable.device) \(executable.inode) \(executable.size) \(executable.modified) \(executable.changed)")
        hash.combine("style=" + options.style.rawValue)
        hash.combine("access=" + options.access.rawValue)
        hash.combine(options.includeRuntime ? "runtime=yes" : "runtime=no")
        hash.combine("templates=\(options.templateOverrides.count)")
        for name in options.templateOverrides.keys.sorted() {
            hash.combine(name)
            hash.combine(options.templateOverrides[name] ?? "")
        }
        hash.combine("\(sources.count)")
        for source in sources {
            hash.combine(source.path)
            hash.combine(source.bytes)
        }
        return hash.value
    }
}
