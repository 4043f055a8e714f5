#if canImport(Foundation)
import Foundation

/// How `UserDefaultsPersistenceStore` turns a `Codable` value into what `UserDefaults` stores,
/// and back (see the store's documentation for the forms).
nonisolated enum _ObsgenDefaultsCoding {
    /// What to store for a value.
    enum Stored {
        /// Nothing: remove the key (a `nil` optional).
        case none
        /// A URL, stored as the platform stores one.
        case url(Foundation.URL)
        /// A property-list value.
        case object(Any)
    }

    /// What cannot be read as the member's type.
    struct Mismatch: Swift.Error, CustomStringConvertible {
        let description: String
    }

    /// The stored form of `value`: a property-list value as itself, a value whose `Codable`
    /// form is a string, number or boolean as that, anything else as JSON data.
    static func encode<T: Encodable>(_ value: T) throws -> Stored {
        guard let unwrapped = _obsgenUnwrapped(value) else { return .none }
        if let url = unwrapped as? Foundation.URL { return .url(url) }
        if let object = propertyList(unwrapped) { return .object(object) }
        let data = try Foundation.JSONEncoder().encode(value)
        return .object(fragment(data) ?? data)
    }

    /// `value` read from `object`, the stored property-list value (`url` reads it as a URL).
    static func decode<T: Decodable>(_ type: T.Type, from object: Any, url: () -> Foundation.URL?) throws -> T {
        if let optional = T.self as? any _ObsgenDefaultsOptional.Type {
            return try optional._obsgenDecode(from: object, url: url) as! T
        }
        if T.self == Foundation.URL.self {
            #if canImport(Darwin)
            let read = url() ?? readURL(object)
            #else
            let read = readURL(object)
            #endif
            guard let value = read else { throw Mismatch(description: "\(kind(of: object)) is stored there") }
            return value as! T
        }
        if let value = object as? T { return value }
        if let value = number(object, as: T.self) { return value }
        if let data = object as? Foundation.Data { return try Foundation.JSONDecoder().decode(T.self, from: data) }
        guard isScalar(object) else { throw Mismatch(description: "\(kind(of: object)) is stored there") }
        let data = try Foundation.JSONSerialization.data(withJSONObject: object, options: .fragmentsAllowed)
        return try Foundation.JSONDecoder().decode(T.self, from: data)
    }

    /// Stores `url` as the platform stores a URL: as `UserDefaults.set(_:forKey:)` does on Apple
    /// platforms (what `@AppStorage` and `url(forKey:)` read). Elsewhere Foundation keeps only
    /// the path of a URL: a file URL is stored that way (what `url(forKey:)` reads there), any
    /// other as its absolute string, so that nothing is lost.
    static func store(_ url: Foundation.URL, _ key: String, in defaults: Foundation.UserDefaults) {
        #if canImport(Darwin)
        defaults.set(url, forKey: key)
        #else
        defaults.set(url.isFileURL ? url.path : url.absoluteString, forKey: key)
        #endif
    }

    /// A URL stored as a string: an absolute URL, or a path (as Foundation on Linux stores one).
    private static func readURL(_ object: Any) -> Foundation.URL? {
        guard let string = object as? String else { return nil }
        if let url = Foundation.URL(string: string), url.scheme != nil { return url }
        return Foundation.URL(fileURLWithPath: string)
    }

    /// `value` itself when it is a property-list value (arrays and `String`-keyed dictionaries
    /// included), else `nil`.
    private static func propertyList(_ value: Any) -> Any? {
        switch value {
        case is Bool, is Int, is Double, is Float, is String, is Foundation.Data, is Foundation.Date:
            return value
        case let array as [Any]:
            let elements = array.compactMap(propertyList)
            return elements.count == array.count ? elements : nil
        case let dictionary as [String: Any]:
            let entries = dictionary.compactMapValues(propertyList)
            return entries.count == dictionary.count ? entries : nil
        default:
            return nil
        }
    }

    /// The string, number or boolean that JSON `data` holds alone, if it is one.
    private static func fragment(_ data: Foundation.Data) -> Any? {
        guard let first = data.first, first != UInt8(ascii: "{"), first != UInt8(ascii: "[") else { return nil }
        guard let object = try? Foundation.JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed), isScalar(object) else { return nil }
        return object
    }

    /// A string, number or boolean.
    private static func isScalar(_ object: Any) -> Bool {
        object is String || object is Bool || object is Int || object is Double || object is Foundation.NSNumber
    }

    /// A stored number read as another numeric type (`3` for a `Double`), when exact.
    private static func number<T>(_ object: Any, as type: T.Type) -> T? {
        let double: Double? = (object as? Double) ?? (object as? Int).map(Double.init) ?? (object as? Float).map(Double.init)
        guard let double, !(object is Bool) else { return nil }
        switch type {
        case is Double.Type: return double as? T
        case is Float.Type: return Float(exactly: double) as? T
        case is Int.Type: return Int(exactly: double) as? T
        default: return nil
        }
    }

    /// What a stored value is, for messages.
    private static func kind(of object: Any) -> String {
        "a value of type \(type(of: object))"
    }
}

/// An optional, decoded through its wrapped type.
nonisolated protocol _ObsgenDefaultsOptional {
    /// The wrapped value read from `object`.
    static func _obsgenDecode(from object: Any, url: () -> Foundation.URL?) throws -> Self
}

extension Optional: _ObsgenDefaultsOptional where Wrapped: Decodable {
    /// The wrapped value read from `object`.
    nonisolated static func _obsgenDecode(from object: Any, url: () -> Foundation.URL?) throws -> Self {
        .some(try _ObsgenDefaultsCoding.decode(Wrapped.self, from: object, url: url))
    }
}
#endif
