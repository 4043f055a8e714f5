/// ASCII byte constants and classes.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let equals = UInt8(ascii: "=")
    static let semicolon = UInt8(ascii: ";")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")

    /// Space, tab, carriage return, vertical tab or form feed (not a newline).
    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == verticalTab || byte == formFeed
    }

    /// `0`...`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `A`...`Z`, `a`...`z` or `_`.
    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == underscore
    }

    /// An identifier head or a digit.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    /// The opening bracket matching a closing one.
    static func opener(of closer: UInt8) -> UInt8 {
        switch closer {
        case closeParen: return openParen
        case closeBracket: return openBracket
        case closeBrace: return openBrace
        default: return less
        }
    }
}
