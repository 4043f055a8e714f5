import Testing
@testable import ObsgenCore

/// `SourceFile.baseName`: its byte-level fast path agrees with splitting by characters.
@Suite struct SourceFileBaseNameTests {
    /// The definition: the last `/`-separated component by characters, minus `.obs`.
    private func reference(_ path: String) -> String {
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if last.hasSuffix(".obs"), last.count > 4 { return String(last.dropLast(4)) }
        return last
    }

    @Test func agreesWithSplittingByCharacters() {
        let paths = [
            "", "/", "a.obs", ".obs", "x/.obs", "dir/", "a/b/c.obs", "/tmp/schema/1000/obs/M00001.obs", "a.OBS", "stdin",
            "x.obs.obs", "a//b.obs", "é/x.obs", "x/é.obs", "a\r\n.obs", "a/\r\n", "d/\u{301}.obs", "d/x.obs\u{301}", "ab.obs/",
        ]
        for path in paths {
            #expect(SourceFile(path: path, bytes: []).baseName == reference(path), "\(path.debugDescription)")
        }
        #expect(SourceFile(path: "/tmp/schema/1000/obs/M00001.obs", bytes: []).baseName == "M00001")
    }
}
