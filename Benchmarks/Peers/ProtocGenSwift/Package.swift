// swift-tools-version:6.0
// Builds protoc-gen-swift 1.39.0 (the peer generator) outside obsgen's own package,
// so obsgen keeps no dependencies. Built by Benchmarks/run.sh into Benchmarks/.scratch/protobuf.
import PackageDescription

let package = Package(
    name: "ProtocGenSwiftPeer",
    dependencies: [
        .package(url: "https://github.com/apple/swift-protobuf", exact: "1.39.0"),
    ],
    targets: [
        // An empty target: the package exists only to resolve and build the plugin product.
        .target(name: "Empty", path: "Empty"),
    ]
)
