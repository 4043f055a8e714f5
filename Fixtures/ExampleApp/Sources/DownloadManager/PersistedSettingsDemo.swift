import Foundation

/// `@persisted` properties over a `UserDefaults` suite: loaded by the init, saved on every
/// change, shared by every model of the key, and read back by the next launch, also when a
/// plain `UserDefaults` call wrote them.
enum PersistedSettingsDemo {
    static let suite = "obsgen.example-app.display"

    static func run() {
        print("== persisted settings (UserDefaults)")
        guard let defaults = UserDefaults(suiteName: suite), let store = UserDefaultsPersistenceStore(suiteName: suite) else { return }
        defaults.removePersistentDomain(forName: suite)
        defer { defaults.removePersistentDomain(forName: suite) }
        // What an app does once at launch (else the models use UserDefaults.standard).
        Persistence.defaultStore = store

        let settings = DisplaySettings()
        print("first launch: fontSize \(settings.fontSize), theme \(settings.theme), recent \(settings.recentFiles)")
        let bag = DisposeBag()
        settings.observeFontSize { new, old in
            print("observer: fontSize \(old) -> \(new), stored \(defaults.double(forKey: "display.fontSize"))")
        }.store(in: bag)
        settings.observeIsLarge { new, _ in print("isLarge: \(new)") }.store(in: bag)

        let sidebar = DisplaySettings()
        sidebar.observeFontSize { new, _ in print("another window sees fontSize \(new)") }.store(in: bag)

        settings.fontSize = 18
        settings.recentFiles.append("notes.md")
        settings.theme = .dark
        print("in UserDefaults: theme \(defaults.string(forKey: "display.theme") ?? "-"), recent \(defaults.stringArray(forKey: "display.recentFiles") ?? [])")

        // Written around the models, as an older version of the app or @AppStorage would.
        defaults.set(12, forKey: "display.fontSize")
        defaults.set("light", forKey: "display.theme")
        let next = DisplaySettings()
        print("next launch: fontSize \(next.fontSize), theme \(next.theme), recent \(next.recentFiles)")
    }
}
