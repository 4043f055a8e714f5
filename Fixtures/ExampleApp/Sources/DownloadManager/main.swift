// A command-line download manager built on the models that obsgen generates from
// Models/models.obs. Each section replays one of the seed examples; the output is
// compared line for line with expected-output.txt by Scripts/example-app.sh. The settings
// store (Models/settings.obs) is a real app's settings store: Codable, didInit(), weak, @ignored;
// the display settings (Models/display.obs) are @persisted in UserDefaults. The document
// (Models/document.obs) is undone and redone, and read as async streams.

DownloadDemo.run()
PreferencesDemo.run()
EventBusDemo.run()
SignUpDemo.run()
SettingsStoreDemo.run()
PersistedSettingsDemo.run()
await DocumentDemo.run()
