/// Conformances: what a model's conformance list asks of the emission. The coding
/// protocols (`Codable`, `Encodable`, `Decodable`) are implemented by obsgen in an
/// extension of the class; every other conformance is written on the class as it was
/// written, and the user implements what Swift does not synthesise (docs/customizing.md).
struct ConformancePlan {
    /// The conformances written on the class line, as written, in order (not the coding
    /// protocols).
    let passedThrough: [String]
    /// The coding protocols as written (`Codable`, `Swift.Encodable`, …), in order; empty
    /// when the model declares none.
    let coding: [String]
    /// Whether the model is `Encodable` (`Codable` or `Encodable` written).
    let encodes: Bool
    /// Whether the model is `Decodable` (`Codable` or `Decodable` written).
    let decodes: Bool

    /// The plan of `model`'s conformance list.
    init(_ model: ModelDecl) {
        let isCoding = { (conformance: Conformance) in ConformanceChecks.codingProtocols.contains(String(conformance.baseName)) }
        passedThrough = model.conformances.filter { !isCoding($0) }.map(\.name)
        coding = model.conformances.filter(isCoding).map(\.name)
        let coded = ConformanceChecks.coding(of: model)
        encodes = coded.contains("Encodable")
        decodes = coded.contains("Decodable")
    }

    /// The coding protocols as written on the generated extension: a `@MainActor` model's
    /// conformances are isolated (SE-0470, `@MainActor Codable`), so that its main-actor
    /// state is read and its main-actor init is called on the main actor; a model that
    /// follows the module's default isolation writes none (under `-default-isolation
    /// MainActor` Swift infers the isolated conformance itself).
    func codingSpelling(_ isolation: Isolation) -> String {
        let prefix = isolation == .mainActor ? "@MainActor " : ""
        return coding.map { prefix + $0 }.joined(separator: ", ")
    }
}
