import NextStopCore

/// A query the network cannot answer because its input is wrong; each case names the offending field.
public enum QueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A latitude that is NaN, infinite or outside -90...90.
    case invalidLatitude(Double)
    /// A longitude that is NaN, infinite or outside -180...180.
    case invalidLongitude(Double)
    /// A radius that is not a positive number of metres up to `QueryError.maximumRadius`.
    case invalidRadius(Double)
    /// A result limit below 1.
    case invalidLimit(Int)
    /// A search text that is empty or only whitespace.
    case emptyQuery
    /// A stop id the network does not know.
    case unknownStop(String)
    /// A route variant the network does not know.
    case unknownRoute(RouteKey)

    /// The largest radius a nearby query accepts, in metres; Hong Kong is about 50 km across.
    public static let maximumRadius = 50_000.0

    /// The input field at fault: `latitude`, `longitude`, `radius`, `limit`, `query`, `stop` or `route`.
    public var field: String {
        switch self {
        case .invalidLatitude: "latitude"
        case .invalidLongitude: "longitude"
        case .invalidRadius: "radius"
        case .invalidLimit: "limit"
        case .emptyQuery: "query"
        case .unknownStop: "stop"
        case .unknownRoute: "route"
        }
    }

    public var description: String {
        switch self {
        case .invalidLatitude(let value): "latitude must be a number from -90 to 90, got \(value)"
        case .invalidLongitude(let value): "longitude must be a number from -180 to 180, got \(value)"
        case .invalidRadius(let value):
            "radius must be more than 0 and at most \(Int(Self.maximumRadius)) metres, got \(value)"
        case .invalidLimit(let value): "limit must be at least 1, got \(value)"
        case .emptyQuery: "query must contain at least one character other than whitespace"
        case .unknownStop(let id): "stop \(id.quotedInError) is not in the network"
        case .unknownRoute(let key): "route \(key) is not in the network"
        }
    }

    /// Throws unless the coordinate is finite and within range, naming the first bad field.
    static func validate(_ location: Coordinate) throws(QueryError) {
        guard location.latitude.isFinite, abs(location.latitude) <= 90 else {
            throw .invalidLatitude(location.latitude)
        }
        guard location.longitude.isFinite, abs(location.longitude) <= 180 else {
            throw .invalidLongitude(location.longitude)
        }
    }
}
