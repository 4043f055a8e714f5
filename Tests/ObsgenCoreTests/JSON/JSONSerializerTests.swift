import Testing
@testable import ObsgenCore

@Suite("JSON serialization")
struct JSONSerializerTests {
    @Test func prettyFormKeepsKeyOrderAndIndentsByTwo() {
        let value: JSONValue = ["z": 1, "a": [true, .null, "s"], "m": ["inner": -3], "e": [], "o": [:]]
        #expect(
            value.serialized() == """
                {
                  "z": 1,
                  "a": [
                    true,
                    null,
                    "s"
                  ],
                  "m": {
                    "inner": -3
                  },
                  "e": [],
                  "o": {}
                }
                """)
    }

    @Test func compactFormHasNoWhitespace() {
        let value: JSONValue = ["z": 1, "a": [true, .null, "s"], "m": ["inner": -3], "e": [], "o": [:]]
        #expect(value.serialized(pretty: false) == #"{"z":1,"a":[true,null,"s"],"m":{"inner":-3},"e":[],"o":{}}"#)
    }

    @Test func scalarsAtTopLevel() {
        #expect(JSONValue.null.serialized() == "null")
        #expect(JSONValue.bool(false).serialized() == "false")
        #expect(JSONValue.int(Int.min).serialized() == "-9223372036854775808")
        #expect(JSONValue.string("").serialized() == #""""#)
    }

    @Test func everyControlCharacterIsEscaped() {
        let named: [UInt8: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for byte in UInt8(0)..<0x20 {
            let text = String(Character(Unicode.Scalar(byte)))
            let hex = String(byte, radix: 16)
            let expected = named[byte] ?? #"\u00"# + (hex.count == 1 ? "0" + hex : hex)
            #expect(JSONValue.string(text).serialized() == "\"\(expected)\"", "byte \(byte)")
        }
    }

    @Test func quotesAndBackslashesAreEscapedOthersAreNot() {
        #expect(JSONValue.string(#"a"b\c/d"#).serialized() == #""a\"b\\c/d""#)
        #expect(JSONValue.string("\u{7F}").serialized() == "\"\u{7F}\"")
    }

    @Test func unicodeIsWrittenAsIs() {
        #expect(JSONValue.string("é 名前 😀 \u{2028}").serialized() == "\"é 名前 😀 \u{2028}\"")
        #expect(JSONValue.object(["ключ": "значение"]).serialized(pretty: false) == #"{"ключ":"значение"}"#)
    }

    @Test func literalsBuildOrderedObjects() {
        let value: JSONValue = ["b": 1, "a": 2, "b": 3]
        guard case .object(let object) = value else { return #expect(Bool(false)) }
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 3)
        let direct: JSONObject = ["x": "y"]
        #expect(JSONValue.object(direct) == ["x": "y"])
    }
}
