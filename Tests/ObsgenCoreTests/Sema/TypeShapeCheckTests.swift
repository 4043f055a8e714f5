import Testing
@testable import ObsgenCore

/// Implicitly unwrapped optionals anywhere, function types on stored members.
@Suite struct TypeShapeCheckTests {
    @Test func topLevelArrowMakesAFunctionType() {
        for text in ["(Int) -> Void", "@Sendable () async -> Int", "(Int) throws(E) -> [Int]", "() -> (Int) -> Void"] {
            #expect(TypeShapeChecks.isFunctionType(text), "\(text)")
        }
        for text in ["((Int) -> Void)?", "[() -> Void]", "Array<(Int) -> Int>", "[String: (Int) -> Int]", "Int", "Optional<() -> Void>", "(Int, Int)"] {
            #expect(!TypeShapeChecks.isFunctionType(text), "\(text)")
        }
    }

    @Test func functionTypedStoredMembersAndUnwrappedOptionalsAreRejected() {
        let diagnostics = check(obsFile("a.obs", model("M", members: [
            prop("handler", "(Int) -> Void", default: "{ _ in }"), constant("x", "Int!", default: "0"),
            prop("fine", "((Int) -> Void)?", default: "nil"), derived("d", "Bool!", "fine == nil"), event("e", ("f", "(Int) -> Void")),
        ])))
        #expect(diagnostics.map(\.message) == [
            "a stored property cannot have a function type; wrap it in a struct or make it optional: '((Int) -> Void)?'",
            "a constant cannot have an implicitly unwrapped optional type; use 'Int?'",
            "a derived value cannot have an implicitly unwrapped optional type; use 'Bool?'",
        ])
        #expect(diagnostics.map(\.rangeText) == ["(Int) -> Void", "Int!", "Bool!"])
    }
}
