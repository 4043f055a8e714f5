/// Literal conformances so contexts can be written concisely:
/// `["name": "Song", "count": 3, "flags": [true, false]]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `"text"` as `.string`.
    public init(stringLiteral value: String) { self = .string(value) }

    /// `true`/`false` as `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An integer literal as `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// `[a, b]` as `.array`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// `["k": v]` as `.object`, keys in the order written (a repeated key keeps its first
    /// position and its last value).
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
}

/// `["k": v]` as an ordered object.
extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Keys in the order written (a repeated key keeps its first position and its last value).
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
