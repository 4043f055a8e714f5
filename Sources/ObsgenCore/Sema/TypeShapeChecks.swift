/// Declared types the generated code cannot hold (documented in `docs/language.md`): an
/// implicitly unwrapped optional anywhere a type is written (Swift allows `!` on neither an
/// enum payload nor a closure parameter, and every member type reaches the `Change` or
/// `Event` enum), and a function type on a stored property or
/// constant (its init parameter and the generated setters' parameters would be
/// non-escaping). Event parameters of function type are fine: an enum payload escapes.
enum TypeShapeChecks {
    /// Checks every member type of every model and every bus case parameter type.
    static func check(_ run: RunIndex, into sink: inout DiagnosticSink) {
        for model in run.models {
            for member in model.decl.members {
                switch member.kind {
                case .property(let property):
                    let what = property.isConstant ? "a constant" : "a stored property"
                    if !checkUnwrapped(property.type, what, in: model.file, into: &sink), isFunctionType(property.type.text) {
                        sink.error(
                            "\(what) cannot have a function type; wrap it in a struct or make it optional: '(\(property.type.text))?'",
                            in: model.file, at: property.type.range)
                    }
                case .derived(let derived):
                    checkUnwrapped(derived.type, "a derived value", in: model.file, into: &sink)
                case .event(let event):
                    for parameter in event.parameters { checkUnwrapped(parameter.type, "an event parameter", in: model.file, into: &sink) }
                case .child, .children:
                    break
                }
            }
        }
        for bus in run.buses {
            for eventCase in bus.decl.cases {
                for parameter in eventCase.parameters { checkUnwrapped(parameter.type, "an event parameter", in: bus.file, into: &sink) }
            }
        }
    }

    /// Reports `T!`; true when it did.
    @discardableResult
    private static func checkUnwrapped(_ type: TypeText, _ what: String, in file: SourceFile, into sink: inout DiagnosticSink) -> Bool {
        guard type.text.utf8.last == UInt8(ascii: "!") else { return false }
        let wrapped = String(type.text.dropLast())
        sink.error("\(what) cannot have an implicitly unwrapped optional type; use '\(wrapped)?'", in: file, at: type.range)
        return true
    }

    /// True when the type text has `->` outside every bracket: `(Int) -> Void`,
    /// `@Sendable () async -> Int`, but not `((Int) -> Void)?` or `[() -> Void]`.
    static func isFunctionType(_ text: String) -> Bool {
        var depth = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">"):
                if previous == UInt8(ascii: "-") {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = byte
        }
        return false
    }
}
