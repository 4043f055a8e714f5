// swift-tools-version:6.0
// The OpenCombine variant of the generated-code benchmarks, in its own package so that
// obsgen keeps no dependencies. Built by Benchmarks/run.sh (release: -O, whole module)
// into Benchmarks/.scratch/opencombine.
import PackageDescription

let package = Package(
    name: "OpenCombineBench",
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Sources/OpenCombineBench/Harness.swift is a symlink to Benchmarks/Speed/Harness.swift.
        .executableTarget(
            name: "OpenCombineBench",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // The collection benchmarks (Benchmarks/Collections); Harness.swift is a symlink to
        // Benchmarks/Collections/Harness.swift.
        .executableTarget(
            name: "OpenCombineCollections",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
    ]
)
