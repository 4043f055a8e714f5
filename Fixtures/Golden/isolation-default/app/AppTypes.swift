// Types the app declares beside the generated files (Tests/CompileMatrixTests compiles
// them with the output of ui.obs). In a module built with -default-isolation MainActor
// their Hashable conformances are main-actor isolated.

/// An account, a dictionary key.
public struct Account: Hashable {
    public var id: Int
}

/// A panel, a set element.
public struct Panel: Hashable {
    public var name: String
}
