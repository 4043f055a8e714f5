// swift-tools-version:6.0
// The OpenCombine variant of the generated-code benchmarks, in its own package so that
// obsgen keeps no dependencies. Built by Benchmarks/run.sh (release: -O, whole module)
// into Benchmarks/.scratch/opencombine.
import Foundation
import PackageDescription

// obsgen's combine-style output for the collection benchmarks, when Benchmarks/collections.sh
// has generated it into .scratch/collections/gen-combine (and gen-combine-before, with
// OBSGEN_BASELINE): each target's Generated/ is a symlink to that folder.
let scratch = Context.packageDirectory + "/../../.scratch/collections"
let combineTargets: [Target] = [
    ("ObsgenCombineCollections", "gen-combine", [SwiftSetting]()),
    ("ObsgenCombineCollectionsBefore", "gen-combine-before", [.define("OBSGEN_BEFORE")]),
].filter { FileManager.default.fileExists(atPath: "\(scratch)/\($0.1)/ObsgenRuntime.swift") }.map { target in
    .executableTarget(name: target.0, dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
                      swiftSettings: target.2)
}

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
    ] + combineTargets
)
