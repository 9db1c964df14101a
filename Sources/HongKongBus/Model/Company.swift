/// A bus operator, as its adapter names it: `KMB`, or `CTB` (Citybus, which absorbed NWFB in 2023).
///
/// An open identifier, not a closed list: a network holds whichever operators its routes name, and a stop belongs to
/// the operator of the routes that call at it.
public struct Company: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: String

    /// An operator code: 1 to 8 upper-case letters or digits; anything else is `nil`.
    public init?(rawValue: String) {
        // Read as bytes: a code is ASCII, and a dataset load checks one per stop.
        let isCodeByte = { (byte: UInt8) in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard (1...8).contains(rawValue.utf8.count), rawValue.utf8.allSatisfy(isCodeByte) else { return nil }
        self.rawValue = rawValue
    }

    /// Kowloon Motor Bus.
    public static let kmb = Company(rawValue: "KMB")!
    /// Citybus.
    public static let ctb = Company(rawValue: "CTB")!

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        guard let company = Company(rawValue: code) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(code) is not an operator code"))
        }
        self = company
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: Company, rhs: Company) -> Bool { lhs.rawValue < rhs.rawValue }
}
