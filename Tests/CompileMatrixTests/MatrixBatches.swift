import Foundation

/// Cells of the compile matrix that one compiler process can type-check together.
///
/// The runtime files a cell compiles (`ObsgenRuntime.swift`, `ObsgenUserDefaults.swift`)
/// depend only on its style and access level, and type-checking them is about half of a
/// cell's compiler time. Cells with the same swiftc flags, the same runtime files and the same
/// imported modules are therefore compiled in one module: the runtime once, each cell's model
/// and app files beside it (renamed so that no file name repeats). Two cells share a batch
/// only when neither can see the other: no name one declares at the top level appears
/// anywhere in the other's files, and neither extends a type it does not declare or declares
/// an operator at the top level. The
/// imported modules must match because an import makes extension members visible in every
/// file of the module. So a batch passes exactly when each of its cells would pass alone; a
/// batch that fails is compiled again cell by cell, and those runs say which cell failed.
enum MatrixBatches {
    /// One generated cell: its files, ready to compile.
    struct GeneratedCell: Sendable {
        var cell: MatrixLayout.Cell
        /// The runtime files (name and text), the same for every cell of a style and access level.
        var runtime: [(name: String, text: String)]
        /// The cell's own files: the generated model files, then its app sources.
        var own: [(name: String, text: String)]
    }

    /// Cells compiled in one compiler process.
    struct Batch: Sendable {
        var cells: [GeneratedCell]
        /// What its cells share (`key(of:)`).
        fileprivate var key: String
        /// Whether its one cell extends a type it does not declare or declares a top-level
        /// operator (nothing joins it).
        fileprivate var alone: Bool
        /// Names of the top-level declarations of the cells, one set per cell.
        fileprivate var declared: [Set<String>]
        /// Every identifier in the cells' own files, one set per cell.
        fileprivate var words: [Set<String>]
    }

    /// The runtime files' names.
    static let runtimeNames: Set<String> = ["ObsgenRuntime.swift", "ObsgenUserDefaults.swift"]

    /// Packs `cells` into batches, first fit in the given order; a cell that extends a type
    /// it does not declare, or declares an operator at the top level (an overload any file
    /// may pick), gets a batch of its own.
    static func pack(_ cells: [GeneratedCell]) -> [Batch] {
        var batches: [Batch] = []
        for cell in cells {
            let key = Self.key(of: cell)
            let texts = cell.own.map(\.text)
            let declared = Set(texts.flatMap(Self.topLevelNames))
            let words = Set(texts.flatMap(Self.identifiers))
            let alone = texts.flatMap(Self.extendedTypes).contains { !declared.contains($0) } || texts.contains(where: Self.declaresOperators)
            let fit = alone ? nil : batches.indices.first { index in
                batches[index].key == key && !batches[index].alone
                    && zip(batches[index].declared, batches[index].words).allSatisfy { theirNames, theirWords in
                        theirNames.isDisjoint(with: words) && declared.isDisjoint(with: theirWords)
                    }
            }
            if let fit {
                batches[fit].cells.append(cell)
                batches[fit].declared.append(declared)
                batches[fit].words.append(words)
            } else {
                batches.append(Batch(cells: [cell], key: key, alone: alone, declared: [declared], words: [words]))
            }
        }
        return batches
    }

    /// The files of `batch` as written to its folder: the runtime once, then each cell's own
    /// files prefixed with the cell's index in the batch.
    static func files(of batch: Batch) -> [(name: String, text: String)] {
        let runtime = batch.cells.first?.runtime ?? []
        return runtime + batch.cells.enumerated().flatMap { index, cell in
            cell.own.map { (name: "c\(index)-\($0.name)", text: $0.text) }
        }
    }

    /// What cells must share to be compiled together: swiftc flags, runtime files, imports.
    private static func key(of cell: GeneratedCell) -> String {
        let texts = (cell.runtime + cell.own).map(\.text)
        let imports = Set(texts.flatMap(Self.importedModules)).sorted()
        let runtime = cell.runtime.map { "\($0.name)\n\($0.text)" }
        return ([cell.cell.swiftcFlags.joined(separator: " "), imports.joined(separator: ",")] + runtime).joined(separator: "\u{0}")
    }

    /// Names declared at the top level (column 0) and visible to other files: not `private`
    /// or `fileprivate`.
    static func topLevelNames(in text: String) -> [String] {
        let pattern = #/^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|open|nonisolated|final|indirect|static)\s+)*(?:class|struct|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/#.anchorsMatchLineEndings()
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    /// Types extended at the top level.
    static func extendedTypes(in text: String) -> [String] {
        let pattern = #/^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|nonisolated)\s+)*extension\s+([A-Za-z_][A-Za-z0-9_.]*)/#.anchorsMatchLineEndings()
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    /// Whether `text` declares an operator, a precedence group or an operator function at the
    /// top level.
    static func declaresOperators(in text: String) -> Bool {
        let pattern = #/^(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|nonisolated)\s+)*(?:(?:prefix|infix|postfix)\s+operator\b|precedencegroup\b|func\s+[^A-Za-z_\s`])/#.anchorsMatchLineEndings()
        return text.contains(pattern)
    }

    /// Every identifier-like word of `text` (comments and strings included: more is safer).
    static func identifiers(in text: String) -> [String] {
        text.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) }
    }

    /// Modules named by an `import` line, conditional ones included.
    static func importedModules(in text: String) -> [String] {
        let pattern = #/^[ \t]*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)/#.anchorsMatchLineEndings()
        return text.matches(of: pattern).map { String($0.output.1) }
    }
}
