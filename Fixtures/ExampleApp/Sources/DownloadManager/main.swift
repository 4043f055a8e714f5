// A command-line download manager built on the models that obsgen generates from
// Models/models.obs. Each section replays one of the seed examples; the output is
// compared line for line with expected-output.txt by Scripts/example-app.sh.

DownloadDemo.run()
PreferencesDemo.run()
EventBusDemo.run()
SignUpDemo.run()
