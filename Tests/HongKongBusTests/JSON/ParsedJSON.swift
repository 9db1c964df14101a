import Foundation

/// A JSON text as a client reads it with `JSONSerialization`, keeping apart what the contract tells apart: null from
/// a missing member, a boolean from a number, and an integer (written with neither fraction nor exponent) from any
/// other number. (`JSONSerialization` drops a byte-order mark, U+FEFF, that opens a string; `JSONWriterTests` reads
/// strings that start with one through `JSONDecoder`.)
enum ParsedJSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ParsedJSON])
    case object([String: ParsedJSON])

    /// A value that is not JSON's: `JSONSerialization` gave back something no JSON text holds.
    struct Unexpected: Error {
        var value: String
    }

    /// The value of a JSON text, which may be a bare scalar.
    init(parsing bytes: [UInt8]) throws {
        try self.init(JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed))
    }

    private init(_ value: Any) throws {
        // Strings and containers first: on Linux a failed cast of a Swift string to a Foundation class is slow.
        switch value {
        case let text as String:
            self = .string(text)
        case let members as [String: Any]:
            self = .object(try members.mapValues(ParsedJSON.init))
        case let elements as [Any]:
            self = .array(try elements.map(ParsedJSON.init))
        case let decimal as NSDecimalNumber:
            // A literal with more digits than a double holds safely comes back exact, as a decimal: read its digits.
            let digits = decimal.description
            guard let number = Double(digits) else { throw Unexpected(value: "\(value)") }
            self = Int(digits).map(ParsedJSON.integer) ?? .number(number)
        case let number as NSNumber:
            // Foundation types any other literal by its form: "c" for true and false, "d" for a fraction or an
            // exponent, an integer type for digits alone.
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d": self = .number(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case is NSNull:
            self = .null
        default:
            throw Unexpected(value: "\(value)")
        }
    }

    /// An object of the members whose values are given; a nil member is absent, as the contract leaves it out.
    static func members(_ members: [String: ParsedJSON?]) -> ParsedJSON {
        .object(members.compactMapValues { $0 })
    }

    /// Where this value, as read, differs from `expected`, one line a difference naming its path. A number expected
    /// may be read as an integer of the same value: a whole double is written without a fraction.
    func differences(from expected: ParsedJSON, at path: String = "$") -> [String] {
        if self == expected { return [] }
        switch (expected, self) {
        case (.number(let number), .integer(let integer)) where Double(integer) == number:
            return []
        case (.array(let expectedElements), .array(let elements)) where expectedElements.count == elements.count:
            return zip(expectedElements, elements).enumerated().flatMap { index, pair in
                pair.1.differences(from: pair.0, at: "\(path)[\(index)]")
            }
        case (.object(let expectedMembers), .object(let members)):
            return Set(expectedMembers.keys).union(members.keys).sorted().flatMap { key -> [String] in
                switch (expectedMembers[key], members[key]) {
                case (let wanted?, let found?): found.differences(from: wanted, at: "\(path).\(key)")
                case (let wanted?, nil): ["\(path).\(key): absent, expected \(wanted)"]
                case (nil, let found?): ["\(path).\(key): \(found), expected absent"]
                case (nil, nil): []
                }
            }
        default:
            return self == expected ? [] : ["\(path): \(self), expected \(expected)"]
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "integer \(value)"
        case .number(let value): "number \(value)"
        case .string(let text): "\(text.debugDescription)"
        case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
        case .object(let members): "{\(members.keys.sorted().map { "\($0): \(members[$0]!)" }.joined(separator: ", "))}"
        }
    }
}
