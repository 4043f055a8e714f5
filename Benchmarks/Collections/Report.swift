// Turns the collection benchmarks' results (lines `coll\t<case>\t<n>\t<variant>\t<ns>`, one
// per round, and `meta\tcommand|date\t<text>`, written by Benchmarks/collections.sh) into a
// Markdown section: the median of the rounds per case, size and variant, and the collection
// targets judged on those medians. The table shows the smallest and the largest size; the
// targets are judged on every size measured.
//
//   report RESULTS.tsv OUTPUT.md
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else { print("usage: report RESULTS.tsv OUTPUT.md"); exit(2) }
let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
var meta: [String: String] = [:]

struct Key: Hashable { let name: String; let n: Int; let variant: String }
var samples: [Key: [Double]] = [:]
var caseOrder: [String] = [], sizes: [Int] = [], variants: [String] = []
for line in text.split(separator: "\n") {
    let fields = line.split(separator: "\t").map(String.init)
    if fields.count == 3, fields[0] == "meta" { meta[fields[1]] = fields[2]; continue }
    guard fields.count == 5, fields[0] == "coll", let n = Int(fields[2]), let ns = Double(fields[4]) else { continue }
    if !caseOrder.contains(fields[1]) { caseOrder.append(fields[1]) }
    if !sizes.contains(n) { sizes.append(n) }
    if !variants.contains(fields[3]) { variants.append(fields[3]) }
    samples[Key(name: fields[1], n: n, variant: fields[3]), default: []].append(ns)
}
sizes.sort()
let preferred = ["plain", "seed000", "didset", "observable", "opencombine", "obsgen-before", "obsgen", "obsgen-observation",
                 "obsgen-combine-before", "obsgen-combine", "obsgen-locked-before", "obsgen-locked"]
variants.sort { (preferred.firstIndex(of: $0) ?? 99) < (preferred.firstIndex(of: $1) ?? 99) }

func median(_ name: String, _ n: Int, _ variant: String) -> Double? {
    guard let values = samples[Key(name: name, n: n, variant: variant)]?.sorted(), !values.isEmpty else { return nil }
    return values.count % 2 == 1 ? values[values.count / 2] : (values[values.count / 2 - 1] + values[values.count / 2]) / 2
}
func format(_ ns: Double?) -> String {
    guard let ns else { return "—" }
    if ns >= 1_000_000 { return String(format: "%.1f ms", ns / 1_000_000) }
    if ns >= 10_000 { return String(format: "%.0f µs", ns / 1_000) }
    if ns >= 1_000 { return String(format: "%.1f µs", ns / 1_000) }
    return String(format: "%.1f ns", ns)
}
/// The plain-class case a case is compared with (plain has no observer).
func plainCase(_ name: String) -> String {
    name.replacingOccurrences(of: "values1-", with: "values0-").replacingOccurrences(of: "kids-observed-", with: "kids-")
        .replacingOccurrences(of: "kids-subscribed-", with: "kids-")
}
let rounds = samples.values.map(\.count).max() ?? 0

/// The combine style's `-subscribed` cases are shown as a column of the unsubscribed case's row.
let subscribed = "obsgen-combine, subscribed"
let shownCases = caseOrder.filter { !$0.hasPrefix("kids-subscribed-") }
let shownVariants = variants + (caseOrder.contains { $0.hasPrefix("kids-subscribed-") } ? [subscribed] : [])
func shown(_ name: String, _ n: Int, _ variant: String) -> Double? {
    variant == subscribed
        ? (name.hasPrefix("kids-") && !name.contains("observed") ? median(name.replacingOccurrences(of: "kids-", with: "kids-subscribed-"), n, "obsgen-combine") : nil)
        : median(name, n, variant)
}
let shownSizes = sizes.count > 2 ? [sizes.first!, sizes.last!] : sizes
let measuredSizes = sizes.map(String.init).joined(separator: ", ")

var out = "## Collections\n\n"
out += "Time per single-element mutation of an array held by a model, at the size given "
out += "(median of \(rounds) round\(rounds == 1 ? "" : "s"); each round: one process per variant, "
out += "each figure the median of repeated runs on fresh subjects; see Benchmarks/README.md). "
out += "`valuesK`: `[Int]` with K observers of the property; `kids`: `children kids: [Kid]`, "
out += "`-observed`: one whole-model observer on the parent; `\(subscribed)`: the combine style with one "
out += "`objectWillChange` subscriber on the parent; `obsgen-locked`: a `@locked` model (value arrays). "
out += "Measured at n = \(measuredSizes); the table shows \(shownSizes.map(String.init).joined(separator: " and ")), "
out += "the targets below are judged on every size (all figures: `.scratch/collections.tsv`). "
out += "Command: `\(meta["command"] ?? "Benchmarks/collections.sh")`" + (meta["date"].map { ", \($0)" } ?? "") + ".\n\n"
out += "| case | n | " + shownVariants.joined(separator: " | ") + " | obsgen ÷ plain |\n"
out += "|---|---:|" + String(repeating: "---:|", count: shownVariants.count) + "---:|\n"
for name in shownCases {
    for n in shownSizes {
        var row = "| \(name) | \(n) | "
        row += shownVariants.map { format(shown(name, n, $0)) }.joined(separator: " | ")
        if let mine = median(name, n, "obsgen"), let plain = median(plainCase(name), n, "plain") {
            row += String(format: " | %.1f× |", mine / plain)
        } else {
            row += " | — |"
        }
        out += row + "\n"
    }
}

// The targets.
func judge(_ ok: Bool) -> String { ok ? "MET" : "NOT MET" }
var targets: [String] = []
let ratios = sizes.compactMap { n in median("values0-append", n, "obsgen").flatMap { a in median("values0-append", n, "plain").map { a / $0 } } }
if let worst = ratios.max() {
    targets.append("- value-array append, no observer, within 3× of a plain class: worst \(String(format: "%.1f", worst))× — \(judge(worst <= 3))")
}
var childWorst = 0.0
for mutation in ["append", "remove-first", "remove-last"] {
    for n in sizes {
        if let a = median("kids-observed-\(mutation)", n, "obsgen"), let b = median("kids-\(mutation)", n, "plain") { childWorst = max(childWorst, a / b) }
    }
}
targets.append("- children append/remove on an observed parent within 10× of a plain class: worst \(String(format: "%.1f", childWorst))× — \(judge(childWorst <= 10))")
if let small = sizes.first, let large = sizes.last, small != large {
    // Judged apart: the cases where nothing needs the old value, and the observed ones, whose
    // observers receive (new, old) — a second array, so a copy of n elements per mutation.
    for observed in [false, true] {
        var flatWorst = 0.0, flatCase = ""
        for name in caseOrder where (name.hasPrefix("values1") || name.contains("observed")) == observed {
            guard let a = median(name, small, "obsgen"), let b = median(name, large, "obsgen"),
                  let pa = median(plainCase(name), small, "plain"), let pb = median(plainCase(name), large, "plain") else { continue }
            let excess = (b / a) / max(pb / pa, 1)
            if excess > flatWorst { flatWorst = excess; flatCase = name }
        }
        let which = observed ? "observed (values1, kids-observed)" : "unobserved (values0, kids)"
        targets.append("- per-operation cost flat from \(small) to \(large), \(which) cases (growth ≤ 1.5× the plain class's): worst \(String(format: "%.1f", flatWorst))× beyond plain (\(flatCase)) — \(judge(flatWorst <= 1.5))")
    }
}
out += "\nTargets (obsgen, callbacks style):\n\n" + targets.joined(separator: "\n") + "\n"

// The combine style: flat from the smallest to the largest size where nothing needs the old
// value (and with an `objectWillChange` subscriber), and near a plain class.
var combine: [String] = []
/// How much more `name`'s cost grows from `small` to `large` than the plain class's.
func growthBeyondPlain(_ name: String, _ variant: String, _ small: Int, _ large: Int) -> Double? {
    guard let a = median(name, small, variant), let b = median(name, large, variant),
          let pa = median(plainCase(name), small, "plain"), let pb = median(plainCase(name), large, "plain") else { return nil }
    return (b / a) / max(pb / pa, 1)
}
if let small = sizes.first, let large = sizes.dropFirst().first {
    if let growth = growthBeyondPlain("values0-append", "obsgen-combine", small, large) {
        combine.append("- value append, nobody subscribed, flat from \(small) to \(large) (growth ≤ 1.5× the plain class's): \(String(format: "%.2f", growth))× — \(judge(growth <= 1.5))")
    }
    let worst = [small, large].compactMap { n in median("values0-append", n, "obsgen-combine").flatMap { a in median("values0-append", n, "plain").map { a / $0 } } }.max()
    if let worst {
        combine.append("- value append, nobody subscribed, within 3× of a plain class: worst \(String(format: "%.1f", worst))× — \(judge(worst <= 3))")
    }
    for name in ["kids-subscribed-append", "kids-subscribed-remove-last"] {
        if let growth = growthBeyondPlain(name, "obsgen-combine", small, large) {
            combine.append("- \(name) flat from \(small) to \(large) (growth ≤ 1.5× the plain class's): \(String(format: "%.2f", growth))× — \(judge(growth <= 1.5))")
        }
    }
}
if !combine.isEmpty { out += "\nTargets (obsgen, combine style, sizes \(sizes.prefix(2).map(String.init).joined(separator: " and "))):\n\n" + combine.joined(separator: "\n") + "\n" }

// An observed member against the hand-written `didSet` that hands `(new, old)` to one closure.
var floor: [String] = []
for (kind, names) in [("value arrays", ["values1-append", "values1-remove-last"]), ("children arrays", ["kids-observed-append", "kids-observed-remove-last"])] {
    for variant in ["obsgen", "obsgen-observation", "obsgen-combine"] where variants.contains(variant) {
        var worst = 0.0, worstCase = ""
        for name in names {
            for n in sizes {
                guard let mine = median(name, n, variant), let handWritten = median(name, n, "didset") else { continue }
                if mine / handWritten > worst { worst = mine / handWritten; worstCase = "\(name) at \(n)" }
            }
        }
        if !worstCase.isEmpty {
            floor.append("- \(kind), \(variant): worst \(String(format: "%.2f", worst))× (\(worstCase)) — \(judge(worst <= 1.0))")
        }
    }
}
if !floor.isEmpty { out += "\nObserved mutation against the hand-written `didSet(new, old)` (`didset`), target ≤ 1.0×:\n\n" + floor.joined(separator: "\n") + "\n" }
out += """

Reading. A mutation through the property runs in place (`_modify`) when nothing needs the old
value, so the unobserved rows (`values0`, `kids`) cost what the plain class costs at every
size; in the combine style each also pays a constant for its property wrapper's
`_enclosingInstance` projections and OpenCombine's `send`, and its children rows compare the
array with the parent's own copy of its children (the forwarding of their `objectWillChange`:
O(n) comparisons of references as bytes, no copy) and subscribe a child that entered. The observed
value rows (`values1`) are O(n) per mutation by contract: observers receive `(new, old)`, so the
old array survives the mutation as a second array (n element copies), as in the hand-written
`didset` variant. The observed children rows (`kids-observed`) are not copied: the parent's table
keeps a copy of the array's last value, lends it as the old value and then brings it up to date
by the changed range (O(n) comparisons of references as bytes; retains and releases only for the
children that entered or left), where the `didset` variant retains and releases every child.
Re-wiring children is O(changed) plus the same scan.

"""
try out.write(toFile: arguments[2], atomically: true, encoding: .utf8)
print(out)
