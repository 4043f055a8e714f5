import Foundation
import XCTest

/// SPEC §3: observation-style classes carry `@available(macOS 14, …)` and combine-style ones
/// `@available(macOS 10.15, …)`. On Apple platforms every declaration that names such a class
/// (its protocol names `M.Change` and the class's children) must be at least as available, or
/// the output does not compile below those deployment targets; likewise the runtime's uses of
/// Combine and SwiftUI. Linux ignores `@available`, so the compile matrix cannot catch a
/// missing one: this test reads the golden outputs of every style instead.
final class AvailabilityTests: XCTestCase {
    /// The attribute line right above a declaration line (after its doc comment), or nil.
    static func attribute(above index: Int, in lines: [String]) -> String? {
        guard index > 0 else { return nil }
        let line = lines[index - 1].trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("@available(") ? line : nil
    }

    /// Every `final class X: XProtocol` of a golden output and its protocol carry the same
    /// `@available` line (or neither does).
    func testEveryProtocolIsAsAvailableAsItsClass() throws {
        var checkedClasses = 0
        var availableClasses = 0
        for folder in try FixtureLayout.goldenCases() {
            let expected = folder.appendingPathComponent("expected")
            for name in try FileManager.default.contentsOfDirectory(atPath: expected.path) where name.hasSuffix(".swift") {
                let lines = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
                    .components(separatedBy: "\n")
                for (index, line) in lines.enumerated() {
                    guard let range = line.range(of: "final class "), line.contains("Protocol, ObservableModel") else { continue }
                    let className = String(line[range.upperBound...].prefix { $0 != ":" })
                    let protocolLine = "protocol \(className)Protocol:"
                    let protocolIndex = try XCTUnwrap(
                        lines.firstIndex { $0.contains(protocolLine) },
                        "\(folder.lastPathComponent)/\(name): no \(protocolLine)"
                    )
                    let classAttribute = Self.attribute(above: index, in: lines)
                    XCTAssertEqual(
                        Self.attribute(above: protocolIndex, in: lines), classAttribute,
                        "\(folder.lastPathComponent)/\(name): \(className)Protocol must be as available as \(className)"
                    )
                    checkedClasses += 1
                    if classAttribute != nil { availableClasses += 1 }
                }
            }
        }
        XCTAssertGreaterThan(checkedClasses, 20, "the golden outputs should hold many models")
        XCTAssertGreaterThan(availableClasses, 5, "observation and combine goldens should have @available classes")
    }

    /// The runtime's Combine and SwiftUI declarations are marked for the platforms that have them.
    func testRuntimeUsesOfCombineAndSwiftUIAreMarkedAvailable() throws {
        var sawCombineRuntime = false
        for folder in try FixtureLayout.goldenCases() {
            let url = folder.appendingPathComponent("expected/ObsgenRuntime.swift")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let swiftUI = try XCTUnwrap(lines.firstIndex { $0.contains("var swiftUI: Binding<Value>") })
            XCTAssertEqual(Self.attribute(above: swiftUI, in: lines), "@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)", folder.lastPathComponent)
            if let willChange = lines.firstIndex(where: { $0.contains("final class _ObsgenWillChange") }) {
                sawCombineRuntime = true
                XCTAssertEqual(Self.attribute(above: willChange, in: lines), "@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)", folder.lastPathComponent)
            }
        }
        XCTAssertTrue(sawCombineRuntime, "a combine-style golden case should hold _ObsgenWillChange")
    }
}
