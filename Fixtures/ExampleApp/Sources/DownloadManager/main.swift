// A command-line download manager built on the models that obsgen generates from
// Models/models.obs. Each section replays one of the seed examples; the output is
// compared line for line with expected-output.txt by Scripts/example-app.sh. The settings
// store (Models/settings.obs) is SPEC §6's realistic example: Codable, didInit(), weak, @ignored.
// The document (Models/document.obs) is undone and redone, and read as async streams.

DownloadDemo.run()
PreferencesDemo.run()
EventBusDemo.run()
SignUpDemo.run()
SettingsStoreDemo.run()
await DocumentDemo.run()
