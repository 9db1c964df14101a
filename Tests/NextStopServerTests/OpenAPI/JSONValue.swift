import Foundation
import HongKongBus

/// Any JSON value, keeping apart what a schema tells apart: null, booleans, numbers, strings, arrays and objects.
enum JSONValue: Sendable, Hashable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value of a JSON text.
    init(parsing bytes: some Sequence<UInt8>) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A member of an object; `nil` for a missing key or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string value.
    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The elements of an array value.
    var array: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members of an object value.
    var object: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The value as compact JSON text, keys sorted, for messages.
    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): schemaTypes.contains("integer") && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let text): "\"\(text)\""
        case .array(let elements): "[\(elements.map(\.description).joined(separator: ","))]"
        case .object(let members): "{\(members.keys.sorted().map { "\"\($0)\":\(members[$0]!)" }.joined(separator: ","))}"
        }
    }

    /// The JSON Schema name of the value's type.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The JSON Schema types the value has: an integral number is both a `number` and an `integer`.
    var schemaTypes: Set<String> {
        guard case .number(let value) = self, value.isFinite, value.rounded(.towardZero) == value else { return [typeName] }
        return ["number", "integer"]
    }

    /// The value a local reference such as `#/components/schemas/Stop` points at within this one, if any.
    func resolving(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        let tokens = reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
        return tokens.reduce(Optional(self)) { value, token in
            value?[token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
        }
    }
}
