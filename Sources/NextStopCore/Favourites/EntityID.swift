/// A stored row's id, tagged with what it identifies so that a category id cannot pass for a favourite id.
public struct EntityID<Entity>: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible {
    public let rawValue: Int64

    public init(_ rawValue: Int64) { self.rawValue = rawValue }

    /// Parses the decimal form used in URLs (`/favourites/42`).
    public init?(_ description: String) {
        guard let value = Int64(description) else { return nil }
        self.init(value)
    }

    public var description: String { String(rawValue) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.rawValue < rhs.rawValue }
}
