/// Which kind of Swift obsgen writes (`--style`).
public enum OutputStyle: String, CaseIterable, Sendable {
    /// Plain classes with callback observation (the default).
    case callbacks
    /// Callbacks plus `Observation.Observable` through a written-out `ObservationRegistrar`.
    case observation
    /// Callbacks plus Combine's `ObservableObject` with `@Published` properties.
    case combine
}

/// The access level of everything generated (`--access`).
public enum AccessLevel: String, CaseIterable, Sendable {
    /// `internal` (the default): no keyword is written.
    case `internal`
    /// `public`.
    case `public`
    /// `package`.
    case `package`
}

/// Everything that changes what a run produces, besides its inputs.
public struct GeneratorOptions: Sendable, Hashable {
    /// The output style.
    public var style: OutputStyle
    /// The access level.
    public var access: AccessLevel
    /// Whether `ObsgenRuntime.swift` is produced (`--no-runtime` turns it off).
    public var includeRuntime: Bool
    /// Template sources that replace built-in ones, by template name (`--templates DIR`).
    public var templateOverrides: [String: String]

    /// Makes options; the defaults are the command line's defaults.
    public init(
        style: OutputStyle = .callbacks,
        access: AccessLevel = .internal,
        includeRuntime: Bool = true,
        templateOverrides: [String: String] = [:]
    ) {
        self.style = style
        self.access = access
        self.includeRuntime = includeRuntime
        self.templateOverrides = templateOverrides
    }
}
