import NextStopCore

/// `nextstop hk routes --json` and `GET /api/v1/routes?prefix=`: matching routes and the keys that may follow.
public struct RouteSearchJSON: Sendable, Hashable, JSONWritable {
    public struct Group: Sendable, Hashable, JSONWritable {
        public var route: String
        public var companies: [String]
        public var joint: Bool
        public var directions: [Direction]

        /// Writes the route number's operators and directions.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("companies", companies)
                object.member("directions", directions)
                object.member("joint", joint)
                object.member("route", route)
            }
        }
    }

    public struct Direction: Sendable, Hashable, JSONWritable {
        /// The regular variant.
        public var variant: RouteJSON
        public var specialDepartures: [RouteJSON]
        /// The other operator's key when the route is joint.
        public var jointRoute: String?

        /// Writes the direction's variants; a missing joint route is left out.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("joint_route", ifPresent: jointRoute)
                object.member("special_departures", specialDepartures)
                object.member("variant", variant)
            }
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

    /// Writes the matching routes and the keys that may follow.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("next_keys", nextKeys)
            object.member("prefix", prefix)
            object.member("routes", routes)
        }
    }
}
