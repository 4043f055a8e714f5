// Hand-written beside the generated files: the member types of models.obs, and the store that
// Settings, Sidebar, Panel and LockedSettings declare (tests set it before they make models).
// The types are public, so that the compile matrix's public and package cells compile them too.
import Foundation

public nonisolated enum Theme: String, Codable, Sendable {
    case light, dark, sepia
}

public nonisolated struct Frame: Codable, Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double = 800, height: Double = 600) {
        self.width = width
        self.height = height
    }
}

/// Codable and Sendable, not Equatable.
public nonisolated struct Shape: Codable, Sendable {
    public var corners: Int

    public init(corners: Int = 4) {
        self.corners = corners
    }
}

/// The store of `Settings`, `Sidebar`, `Panel` and `LockedSettings`: a test sets it before it makes them.
nonisolated enum StateStores {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var store: any PersistenceStore = InMemoryPersistenceStore()

    static var current: any PersistenceStore {
        get { lock.withLock { store } }
        set { lock.withLock { store = newValue } }
    }
}

extension Settings {
    static var persistenceStore: any PersistenceStore { StateStores.current }
}

extension Sidebar {
    static var persistenceStore: any PersistenceStore { StateStores.current }
}

extension Panel {
    static var persistenceStore: any PersistenceStore { StateStores.current }
}

extension LockedSettings {
    static var persistenceStore: any PersistenceStore { StateStores.current }
}
