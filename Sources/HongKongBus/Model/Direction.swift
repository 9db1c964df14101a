import NextStopCore

/// The direction of a route variant, as the operators encode it (`O` / `I`).
public enum Direction: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case outbound = "O"
    case inbound = "I"

    /// The word the operators' URL paths use (`/route-stop/1/outbound/1`).
    public var pathComponent: String {
        switch self {
        case .outbound: "outbound"
        case .inbound: "inbound"
        }
    }

    public static func < (lhs: Direction, rhs: Direction) -> Bool { lhs == .outbound && rhs == .inbound }
}
