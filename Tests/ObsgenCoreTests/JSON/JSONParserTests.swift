import Testing
@testable import ObsgenCore

@Suite("JSON parsing")
struct JSONParserTests {
    /// Expects parsing `text` to fail at `line:column` with `message`.
    func expectError(_ text: String, _ line: Int, _ column: Int, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(throws: JSONParseError(line: line, column: column, message: message), sourceLocation: sourceLocation) {
            try JSONValue(parsing: text)
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(parsing: #" { "a" : [1, -2, 0, true, false, null, "x"], "b": {}, "c": [] } "#)
        #expect(value == ["a": [1, -2, 0, true, false, .null, "x"], "b": [:], "c": []])
    }

    @Test func keepsKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"z":1,"a":2,"m":3}"#)
        guard case .object(let object) = value else { return #expect(Bool(false)) }
        #expect(object.keys == ["z", "a", "m"])
    }

    @Test func decodesEscapes() throws {
        let value = try JSONValue(parsing: #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \ud83d\ude00""#)
        #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t A é 😀"))
    }

    @Test func roundTripsNestedValues() throws {
        var control = ""
        for scalar in 0..<0x20 { control.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let value: JSONValue = [
            "models": [["name": "Song", "properties": [["name": "title", "optional": false, "count": 3]]]],
            "text": .string(control + "\"\\/ é 名前 😀"),
            "extremes": [.int(Int.max), .int(Int.min), 0],
            "empty": ["a": [], "o": [:], "s": ""],
        ]
        #expect(try JSONValue(parsing: value.serialized()) == value)
        #expect(try JSONValue(parsing: value.serialized(pretty: false)) == value)
    }

    @Test func rejectsFractionsAndExponents() {
        expectError("[1, 2.5]", 1, 5, "only integers are supported: fractions and exponents are not")
        expectError("1e3", 1, 1, "only integers are supported: fractions and exponents are not")
    }

    @Test func rejectsBadNumbers() throws {
        expectError("01", 1, 1, "numbers cannot have leading zeros")
        expectError("-", 1, 2, "expected a digit after '-'")
        expectError("9223372036854775808", 1, 1, "integer out of range")
        #expect(try JSONValue(parsing: "-9223372036854775808") == .int(Int.min))
    }

    @Test func errorsCarryLineAndColumn() {
        expectError("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "unexpected '2', expected ':'")
        expectError("[1,\n 2\n", 3, 1, "unexpected end of input, expected ',' or ']'")
        expectError("{\"a\": 1,}", 1, 9, "unexpected '}', expected a string key")
        expectError("[1] x", 1, 5, "unexpected 'x' after the value")
        expectError("", 1, 1, "unexpected end of input, expected a value")
        expectError("  é", 1, 3, "unexpected 'é', expected a value")
        expectError("[tru]", 1, 2, "unexpected 't', expected a value")
    }

    @Test func rejectsBadStrings() {
        expectError("\"abc", 1, 1, "unterminated string")
        expectError("\"a\nb\"", 1, 3, "control character U+000A must be escaped in a string")
        expectError(#""\x""#, 1, 2, #"invalid escape '\x'"#)
        expectError(#""\u12g4""#, 1, 2, #"invalid \u escape: expected 4 hex digits"#)
        expectError(#""\ud83d""#, 1, 2, #"unpaired surrogate in \u escape"#)
        expectError(#""\ude00""#, 1, 2, #"unpaired surrogate in \u escape"#)
    }

    @Test func rejectsDuplicateKeys() {
        expectError("{\"a\": 1,\n \"a\": 2}", 2, 2, "duplicate key 'a'")
    }

    @Test func nestingLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONValue(parsing: deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        expectError(tooDeep, 1, 513, "nesting deeper than 512 levels")
        let objects = String(repeating: #"{"a":"#, count: 600)
        expectError(objects, 1, 5 * 512 + 1, "nesting deeper than 512 levels")
    }
}
