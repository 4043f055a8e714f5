import Foundation

/// Just enough of a TextMate engine to check what `Editors/obs.tmLanguage.json` highlights:
/// `match` rules, `begin`/`end` rules that span lines and nest, `name` / `contentName`,
/// `captures` / `beginCaptures` / `endCaptures` (with capture `patterns`), and `include` of
/// `#repository` rules and `$self`. Like vscode-textmate, it searches each line (with its
/// newline) from the current position: the earliest match wins, the `end` of the open rule
/// first on a tie, then the patterns in their order.
///
/// The grammar is written for Oniguruma; these tests run its regexes with ICU
/// (`NSRegularExpression`), so the grammar keeps to the syntax both engines share.
final class TextMateGrammar {
    /// The grammar's top-level JSON object.
    let json: [String: Any]
    /// The root scope (`source.obs`).
    let scopeName: String
    private let repository: [String: [String: Any]]
    /// Repository rules by name, compiled once (rules may include themselves).
    private var repositoryRules: [String: Rule] = [:]
    private var regexCache: [String: NSRegularExpression] = [:]
    private var root: Rule!

    /// One compiled rule.
    final class Rule {
        let raw: NSDictionary
        var name: String? { raw["name"] as? String }
        var contentName: String? { raw["contentName"] as? String }
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        /// The `patterns` as written; resolved (includes expanded) on first use.
        var rawPatterns: [NSDictionary] = []
        var resolved: [Rule]?
        var captures: [Int: Capture] = [:]
        var beginCaptures: [Int: Capture] = [:]
        var endCaptures: [Int: Capture] = [:]
        init(raw: NSDictionary) { self.raw = raw }
    }

    /// A capture's scope and the patterns that tokenize its text further.
    struct Capture {
        var name: String?
        /// A pattern group holding the capture's `patterns`, if any.
        var patterns: Rule?
    }

    enum GrammarError: Error, CustomStringConvertible {
        case notAnObject
        case badRegex(String, any Error)
        case unresolvedInclude(String)
        case missing(String)

        var description: String {
            switch self {
            case .notAnObject: return "the grammar is not a JSON object"
            case .badRegex(let pattern, let error): return "regex does not compile: \(pattern): \(error)"
            case .unresolvedInclude(let name): return "include of an unknown rule: \(name)"
            case .missing(let key): return "missing key: \(key)"
            }
        }
    }

    /// Parses and compiles the grammar; every regex must compile and every include resolve.
    init(data: Data) throws {
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw GrammarError.notAnObject
        }
        self.json = json
        guard let scopeName = json["scopeName"] as? String else { throw GrammarError.missing("scopeName") }
        self.scopeName = scopeName
        self.repository = (json["repository"] as? [String: [String: Any]]) ?? [:]
        root = try compile(json as NSDictionary)
        // Resolve every reachable rule now, so that a bad regex or include fails here.
        var pending = [root!]
        var seen: Set<ObjectIdentifier> = []
        while let rule = pending.popLast() {
            guard seen.insert(ObjectIdentifier(rule)).inserted else { continue }
            pending.append(contentsOf: try patterns(of: rule))
            for capture in [rule.captures, rule.beginCaptures, rule.endCaptures].flatMap(\.values) {
                if let group = capture.patterns { pending.append(group) }
            }
        }
    }

    /// A rule's patterns, includes expanded (once).
    private func patterns(of rule: Rule) throws -> [Rule] {
        if let resolved = rule.resolved { return resolved }
        let resolved = try expand(rule.rawPatterns)
        rule.resolved = resolved
        return resolved
    }

    /// Every regex source in the grammar (match, begin, end), for reporting.
    private(set) var regexSources: [String] = []

    private func regex(_ pattern: String) throws -> NSRegularExpression {
        if let cached = regexCache[pattern] { return cached }
        do {
            let compiled = try NSRegularExpression(pattern: pattern, options: [])
            regexCache[pattern] = compiled
            regexSources.append(pattern)
            return compiled
        } catch {
            throw GrammarError.badRegex(pattern, error)
        }
    }

    private func compile(_ raw: NSDictionary, repositoryName: String? = nil) throws -> Rule {
        if let repositoryName, let rule = repositoryRules[repositoryName] { return rule }
        let rule = Rule(raw: raw)
        if let repositoryName { repositoryRules[repositoryName] = rule }  // before the patterns: rules may include themselves
        if let source = raw["match"] as? String { rule.match = try regex(source) }
        if let source = raw["begin"] as? String { rule.begin = try regex(source) }
        if let source = raw["end"] as? String { rule.end = try regex(source) }
        rule.rawPatterns = raw["patterns"] as? [NSDictionary] ?? []
        rule.captures = try compileCaptures(raw["captures"])
        rule.beginCaptures = try compileCaptures(raw["beginCaptures"] ?? raw["captures"])
        rule.endCaptures = try compileCaptures(raw["endCaptures"] ?? raw["captures"])
        return rule
    }

    private func compileCaptures(_ raw: Any?) throws -> [Int: Capture] {
        guard let raw = raw as? [String: NSDictionary] else { return [:] }
        var result: [Int: Capture] = [:]
        for (index, value) in raw {
            guard let number = Int(index) else { continue }
            var group: Rule? = nil
            if let patterns = value["patterns"] as? [NSDictionary], !patterns.isEmpty {
                group = Rule(raw: NSDictionary())
                group?.rawPatterns = patterns
            }
            result[number] = Capture(name: value["name"] as? String, patterns: group)
        }
        return result
    }

    /// Patterns with includes and pattern groups (rules with only `patterns`) flattened.
    private var expanding: Set<String> = []
    private var groupRules: [String: [Rule]] = [:]
    private func expand(_ patterns: [NSDictionary]) throws -> [Rule] {
        var result: [Rule] = []
        for pattern in patterns {
            if let include = pattern["include"] as? String {
                if include == "$self" || include == "$base" {
                    result.append(contentsOf: try expand(json["patterns"] as? [NSDictionary] ?? []))
                    continue
                }
                guard include.hasPrefix("#") else { continue }  // another grammar (source.swift): not ours to check
                let name = String(include.dropFirst())
                guard let target = repository[name] as NSDictionary? else { throw GrammarError.unresolvedInclude(include) }
                if target["match"] == nil && target["begin"] == nil {
                    if let cached = groupRules[name] {
                        result.append(contentsOf: cached)
                        continue
                    }
                    guard !expanding.contains(name) else { continue }
                    expanding.insert(name)
                    defer { expanding.remove(name) }
                    let group = try expand(target["patterns"] as? [NSDictionary] ?? [])
                    groupRules[name] = group  // the same Rule objects wherever the group is included
                    result.append(contentsOf: group)
                } else {
                    result.append(try compile(target, repositoryName: name))
                }
            } else if pattern["match"] == nil && pattern["begin"] == nil {
                result.append(contentsOf: try expand(pattern["patterns"] as? [NSDictionary] ?? []))
            } else {
                result.append(try compile(pattern))
            }
        }
        return result
    }

    // MARK: Tokenizing

    /// One open begin/end rule.
    private struct Frame {
        let rule: Rule
        /// Scopes of the begin and end text (with the rule's name).
        let scopes: [String]
        /// Scopes of the text between them (with `contentName` too).
        let contentScopes: [String]
    }

    /// The scopes of every UTF-16 unit of every line, and the rules still open at the end.
    struct Result {
        let lines: [String]
        let scopes: [[[String]]]
        let openRules: [String]

        /// Scopes of the first character of the `occurrence`-th `text` on line `line`.
        func scopes(of text: String, line: Int, occurrence: Int = 1) -> [String] {
            let ns = lines[line] as NSString
            var from = 0
            var found = NSRange(location: NSNotFound, length: 0)
            for _ in 0..<occurrence {
                found = ns.range(of: text, range: NSRange(location: from, length: ns.length - from))
                if found.location == NSNotFound { return ["<'\(text)' not found on line \(line)>"] }
                from = found.location + max(found.length, 1)
            }
            return scopes[line][found.location]
        }

        /// True when every character of `text` (its `occurrence`-th on `line`) has a scope
        /// starting with `prefix`.
        func all(of text: String, line: Int, occurrence: Int = 1, have prefix: String) -> Bool {
            let ns = lines[line] as NSString
            var from = 0
            var found = NSRange(location: NSNotFound, length: 0)
            for _ in 0..<occurrence {
                found = ns.range(of: text, range: NSRange(location: from, length: ns.length - from))
                if found.location == NSNotFound { return false }
                from = found.location + max(found.length, 1)
            }
            return (found.location..<(found.location + found.length)).allSatisfy { index in
                scopes[line][index].contains { $0.hasPrefix(prefix) }
            }
        }
    }

    /// Tokenizes `text` line by line, carrying open rules across lines.
    func tokenize(_ text: String) -> Result {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var stack: [Frame] = [Frame(rule: root, scopes: [scopeName], contentScopes: [scopeName])]
        var all: [[[String]]] = []
        for line in lines {
            let ns = (line + "\n") as NSString
            var scopes = Array(repeating: [String](), count: ns.length)
            scan(ns, from: 0, to: ns.length, stack: &stack, into: &scopes)
            all.append(Array(scopes.prefix((line as NSString).length)))
        }
        return Result(lines: lines, scopes: all, openRules: stack.dropFirst().map { $0.rule.name ?? $0.rule.begin?.pattern ?? "?" })
    }

    private func search(_ regex: NSRegularExpression, _ text: NSString, _ from: Int, _ to: Int) -> NSTextCheckingResult? {
        regex.firstMatch(
            in: text as String, options: [.withTransparentBounds, .withoutAnchoringBounds],
            range: NSRange(location: from, length: to - from))
    }

    private func scan(_ text: NSString, from: Int, to: Int, stack: inout [Frame], into scopes: inout [[String]]) {
        var position = from
        var guardCount = 0
        while position <= to, guardCount < 10_000 {
            guardCount += 1
            let frame = stack[stack.count - 1]
            var best: (match: NSTextCheckingResult, rule: Rule?)? = nil
            if stack.count > 1, let end = frame.rule.end, let found = search(end, text, position, to) {
                best = (found, nil)
            }
            for rule in (try? patterns(of: frame.rule)) ?? [] {
                guard let regex = rule.match ?? rule.begin, let found = search(regex, text, position, to) else { continue }
                if best == nil || found.range.location < best!.match.range.location { best = (found, rule) }
            }
            guard let (found, rule) = best else {
                fill(&scopes, position, to, frame.contentScopes)
                return
            }
            let range = found.range
            fill(&scopes, position, range.location, frame.contentScopes)
            if let rule {
                let outer = frame.contentScopes + (rule.name.map { [$0] } ?? [])
                if rule.match != nil {
                    applyCaptures(found, rule.captures, outer, text, &scopes)
                    if range.length == 0 {  // no progress: give the character to the current rule
                        if range.location < to { scopes[range.location] = frame.contentScopes }
                        position = range.location + 1
                    } else {
                        position = range.location + range.length
                    }
                } else {
                    applyCaptures(found, rule.beginCaptures, outer, text, &scopes)
                    stack.append(Frame(rule: rule, scopes: outer, contentScopes: outer + (rule.contentName.map { [$0] } ?? [])))
                    position = range.location + range.length
                }
            } else {
                applyCaptures(found, frame.rule.endCaptures, frame.scopes, text, &scopes)
                stack.removeLast()
                position = range.location + range.length
            }
            if position >= to { return }
        }
    }

    private func fill(_ scopes: inout [[String]], _ from: Int, _ to: Int, _ value: [String]) {
        guard from < to else { return }
        for index in from..<to { scopes[index] = value }
    }

    private func applyCaptures(_ found: NSTextCheckingResult, _ captures: [Int: Capture], _ base: [String], _ text: NSString, _ scopes: inout [[String]]) {
        fill(&scopes, found.range.location, found.range.location + found.range.length, base)
        for index in captures.keys.sorted() where index < found.numberOfRanges {
            let range = found.range(at: index)
            guard range.location != NSNotFound, range.length > 0, let capture = captures[index] else { continue }
            if let name = capture.name {
                for position in range.location..<(range.location + range.length) { scopes[position].append(name) }
            }
            if let group = capture.patterns {
                let inner = scopes[range.location]
                var stack = [Frame(rule: group, scopes: inner, contentScopes: inner)]
                scan(text, from: range.location, to: range.location + range.length, stack: &stack, into: &scopes)
            }
        }
    }
}
