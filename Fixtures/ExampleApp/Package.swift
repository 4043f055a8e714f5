// swift-tools-version:6.1
// The example app of obsgen: a command-line download manager whose models are generated
// from Models/models.obs by Scripts/generate.sh (run it before `swift build`).
// No package dependencies, no plugin: the generated files are ordinary sources.
// Tools version 6.1: the generated code uses `nonisolated` on types, new in Swift 6.1.
import PackageDescription

let package = Package(
    name: "ExampleApp",
    targets: [
        .executableTarget(
            name: "DownloadManager",
            // Sources/DownloadManager/Generated/ is written by Scripts/generate.sh.
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
