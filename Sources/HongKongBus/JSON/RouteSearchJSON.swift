import NextStopCore

/// `nextstop routes --json` and `GET /api/v1/routes?prefix=`: matching routes and the keys that may follow.
public struct RouteSearchJSON: Codable, Sendable, Hashable {
    public struct Group: Codable, Sendable, Hashable {
        public var route: String
        public var companies: [String]
        public var joint: Bool
        public var directions: [Direction]
    }

    public struct Direction: Codable, Sendable, Hashable {
        /// The regular variant.
        public var variant: RouteJSON
        public var specialDepartures: [RouteJSON]
        /// The other operator's key when the route is joint.
        public var jointRoute: String?

        enum CodingKeys: String, CodingKey {
            case variant
            case specialDepartures = "special_departures"
            case jointRoute = "joint_route"
        }
    }

    public var prefix: String
    public var routes: [Group]
    /// The keys that can follow the prefix and still lead to a route, sorted: digits, then letters.
    public var nextKeys: [String]

    public init(_ result: RouteSearchResult) {
        prefix = result.prefix
        nextKeys = result.nextKeys.map(String.init)
        routes = result.groups.map { group in
            Group(
                route: group.route, companies: group.companies.map(\.rawValue), joint: group.isJoint,
                directions: group.directions.map { direction in
                    Direction(
                        variant: RouteJSON(key: direction.key, origin: direction.origin, destination: direction.destination),
                        specialDepartures: direction.specialDepartures.map(RouteJSON.init),
                        jointRoute: direction.jointRoute?.description)
                })
        }
    }

    enum CodingKeys: String, CodingKey {
        case prefix, routes
        case nextKeys = "next_keys"
    }
}
