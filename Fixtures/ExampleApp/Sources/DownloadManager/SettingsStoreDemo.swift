import Foundation

/// The themes a user can pick; `Codable` as the store is (an app's own type).
enum Theme: String, Codable, Hashable {
    case system, light, dark
}

/// Whoever holds the saved bytes (a file, `UserDefaults`, a server).
protocol SettingsStoreDelegate: AnyObject {
    func settingsStore(_ store: SettingsStore, didSave data: Data)
}

extension SettingsStore {
    /// The persisted-style wiring, in the generated init's hook (`didInit()`): it runs for a store
    /// made in code and for a decoded one alike, once. Every change of the store — its own
    /// members or inside an account — saves it; the derived count follows another change,
    /// which saved already.
    func didInit() {
        observeChanges { [unowned self] change in
            if case .signedIn = change { return }
            self.save()
        }.store(in: bag)
    }

    /// Encodes the store (obsgen's `Codable`: `@ignored` and `weak` members are not saved)
    /// and hands the bytes to the delegate.
    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        saves += 1
        delegate?.settingsStore(self, didSave: data)
    }

    /// A preview of the current theme, rendered once per theme (the private cache).
    var themePreview: String {
        if let cached = previewCache[theme] { return cached }
        let preview = "\(theme.rawValue) at \(Int(fontSize)) pt"
        previewCache[theme] = preview
        return preview
    }
}

/// Settings saved on every change and restored from the saved bytes, wired again.
enum SettingsStoreDemo {
    /// Stands in for the disk: keeps the last bytes saved.
    final class Disk: SettingsStoreDelegate {
        var saved = Data()
        func settingsStore(_ store: SettingsStore, didSave data: Data) {
            saved = data
            print("saved \(String(decoding: data, as: UTF8.self))")
        }
    }

    static func run() {
        print("== settings store: saved on every change, restored wired")
        let disk = Disk()
        let store = SettingsStore(accounts: [Account(id: "a1", displayName: "Ann")])
        store.delegate = disk
        store.theme = .dark
        store.accounts[0].isSignedIn = true
        print("preview: \(store.themePreview); signed in: \(store.signedIn); saves: \(store.saves)")

        guard let restored = try? JSONDecoder().decode(SettingsStore.self, from: disk.saved) else {
            return print("restore failed")
        }
        let same = restored.theme == store.theme && restored.fontSize == store.fontSize
            && restored.schemaVersion == store.schemaVersion
            && restored.accounts.map(\.id) == store.accounts.map(\.id)
            && restored.accounts.map(\.isSignedIn) == store.accounts.map(\.isSignedIn)
        print("restored equal: \(same); delegate: \(restored.delegate == nil ? "nil" : "set"); saves: \(restored.saves); cache: \(restored.previewCache.count)")
        let restoredDisk = Disk()
        restored.delegate = restoredDisk
        restored.accounts[0].displayName = "Ann B."     // inside a decoded child: saves the restored store
        restored.fontSize = 16
        print("restored saves: \(restored.saves); signed in: \(restored.signedIn)")
        withExtendedLifetime(disk) {}
    }
}
