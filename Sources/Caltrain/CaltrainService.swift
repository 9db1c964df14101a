import GTFS

/// The kind of train, as riders know it, derived from the route's names (never from ids that change per version).
public enum CaltrainService: Sendable, Hashable, CustomStringConvertible {
    /// All-stops trains.
    case local
    /// Trains skipping some stations.
    case limited
    /// Express ("Baby Bullet") trains.
    case express
    /// Weekend service.
    case weekend
    /// Gilroy ↔ San Jose Diridon trains.
    case southCounty
    /// A route whose names say none of the above; carries the route's name.
    case other(String)

    /// The service of `route`: its short name, long name and id are searched for "South County", "Express" or
    /// "Baby Bullet", "Limited", "Weekend", "Local", in that order; otherwise `.other(route.displayName)`.
    public init(route: Route) {
        let text = [route.shortName, route.longName, route.id].compactMap { $0 }.joined(separator: " ").lowercased()
        if text.contains("south county") {
            self = .southCounty
        } else if text.contains("express") || text.contains("bullet") {
            self = .express
        } else if text.contains("limited") {
            self = .limited
        } else if text.contains("weekend") {
            self = .weekend
        } else if text.contains("local") {
            self = .local
        } else {
            self = .other(route.displayName)
        }
    }

    /// The services riders know by name, each with its name in Traditional Chinese.
    public static let named: [(service: CaltrainService, chinese: String)] = [
        (.local, "站站停"), (.limited, "特快"), (.express, "直通特快"), (.weekend, "週末"), (.southCounty, "南郡"),
    ]

    /// `Local`, `Limited`, `Express`, `Weekend`, `South County`, or the route's name.
    public var description: String {
        switch self {
        case .local: "Local"
        case .limited: "Limited"
        case .express: "Express"
        case .weekend: "Weekend"
        case .southCounty: "South County"
        case .other(let name): name
        }
    }
}

/// Which way a train runs along the line.
public enum TrainDirection: String, Sendable, Hashable {
    /// Towards San Francisco.
    case north = "N"
    /// Towards San Jose and Gilroy.
    case south = "S"

    /// The direction a platform id says: Caltrain numbers platforms station × 10 + 1 northbound, + 2 southbound.
    /// Nil for ids that do not follow the scheme (Stanford's `2537740`, slugs).
    init?(platformID: String) {
        guard platformID.count >= 5, platformID.allSatisfy(\.isASCII), platformID.allSatisfy(\.isNumber) else { return nil }
        switch platformID.last {
        case "1": self = .north
        case "2": self = .south
        default: return nil
        }
    }

    /// The opposite direction.
    var reversed: TrainDirection {
        self == .north ? .south : .north
    }
}
