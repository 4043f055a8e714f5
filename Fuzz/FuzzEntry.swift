// The libFuzzer entry point: the whole front end and context/template stage of obsgen,
// in memory (no file I/O), on arbitrary bytes.
//
// Input layout: the bytes are split at every line `//---` into up to four input files
// (`a.obs`, `b.obs`, ...), so the fuzzer also reaches the cross-file checks. The style
// and access level come from the input's length, so every input is deterministic.
//
// Compiled together with the ObsgenCore sources and the CLI's DiagnosticFormatter into one
// module by `Fuzz/build.sh`; the `import ObsgenCore` of the formatter is stripped there.

/// The separator line between inputs.
private let separator: [UInt8] = Array("\n//---\n".utf8)

/// Splits the fuzzer's bytes into input files.
func fuzzSources(_ bytes: [UInt8]) -> [SourceFile] {
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if parts.count < 3, bytes[index] == separator[0], index + separator.count <= bytes.count,
            Array(bytes[index..<index + separator.count]) == separator
        {
            parts.append(current)
            current = []
            index += separator.count
            continue
        }
        current.append(bytes[index])
        index += 1
    }
    parts.append(current)
    let names = ["a.obs", "b.obs", "dir/c.obs", "d.obs"]
    return parts.enumerated().map { SourceFile(path: names[$0.offset], bytes: $0.element) }
}

/// Runs one input through everything a real run does in memory.
func fuzzOne(_ bytes: [UInt8]) {
    let sources = fuzzSources(bytes)
    let styles = OutputStyle.allCases
    let accesses = AccessLevel.allCases
    let options = GeneratorOptions(
        style: styles[bytes.count % styles.count],
        access: accesses[(bytes.count / 3) % accesses.count],
        includeRuntime: bytes.count % 2 == 0)
    let result = Generator.generate(sources, options: options)
    let formatter = DiagnosticFormatter()
    for diagnostic in result.diagnostics {
        if let file = diagnostic.file, let range = diagnostic.range {
            precondition(range.start >= 0 && range.start <= range.end && range.end <= file.bytes.count,
                "diagnostic range \(range) outside \(file.path) (\(file.bytes.count) bytes): \(diagnostic.message)")
        }
        for note in diagnostic.notes {
            if let range = note.range, let file = note.file ?? diagnostic.file {
                precondition(range.start >= 0 && range.end <= file.bytes.count, "note range outside its file: \(note.message)")
            }
        }
        _ = formatter.format(diagnostic, color: bytes.count % 5 == 0)
    }
    if result.diagnostics.hasErrors {
        precondition(result.files.isEmpty, "files produced despite errors")
    } else {
        precondition(!result.files.isEmpty || sources.isEmpty, "no files and no errors")
        // The context path (`--dump-context`) must agree on success; checked for one input in
        // eight, as it runs the front end again.
        guard bytes.count % 8 == 0 else { return }
        let (context, diagnostics) = Generator.context(sources, options: options)
        precondition(context != nil && !diagnostics.hasErrors, "context failed where generate succeeded")
        _ = context?.serialized(pretty: true)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzOne(bytes)
    return 0
}
