/// String helpers for the paths the command prints and opens. Paths are shown as given.
enum PathNames {
    /// `directory/name`, without doubling a trailing `/` of the directory.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder part of a path (`a/b` for `a/b/c`, `/` for `/c`, empty for `c`).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// Why a generated file name cannot be written inside the output folder, or `nil` when it
    /// is a plain file name.
    static func problem(withFileName name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name == "." || name == ".." { return "the name is '\(name)'" }
        // Bytes, not characters: a separator followed by a combining mark is one character
        // but still a separator to the file system (and a byte scan is ~50 times cheaper).
        var hasNUL = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { return "the name contains a path separator" }
            if byte == 0 { hasNUL = true }
        }
        if hasNUL { return "the name contains a NUL character" }
        return nil
    }
}
