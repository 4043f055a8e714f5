extension BuiltinTemplates {
    /// Every built-in template for a style: the shared ones, with the style's own
    /// templates replacing those of the same name.
    static func sources(for style: OutputStyle) -> [String: String] {
        shared.merging(styles[style.rawValue] ?? [:]) { _, styleOwn in styleOwn }
    }

    /// The names and sources of every built-in file, as paths relative to `Templates/`
    /// (`model.mustache`, `observation/model.mustache`), for the test that compares the
    /// embedded copy with the files.
    public static var allFiles: [String: String] {
        var files: [String: String] = [:]
        for (name, source) in shared { files[name + ".mustache"] = source }
        for (style, templates) in styles {
            for (name, source) in templates { files[style + "/" + name + ".mustache"] = source }
        }
        return files
    }
}
