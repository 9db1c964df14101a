/// A row of `routes.txt`: a line as riders know it.
public struct Route: Sendable, Hashable {
    /// `route_id`.
    public let id: String
    /// `agency_id`.
    public let agencyID: String?
    /// `route_short_name`, e.g. `L1`.
    public let shortName: String?
    /// `route_long_name`, e.g. `Local Weekday`.
    public let longName: String?
    /// `route_type` (0 tram, 1 subway, 2 rail, 3 bus, …); -1 when blank or malformed.
    public let type: Int
    /// `route_color`, hex without `#`.
    public let color: String?

    /// A route with the given fields.
    public init(id: String, agencyID: String?, shortName: String?, longName: String?, type: Int, color: String?) {
        self.id = id
        self.agencyID = agencyID
        self.shortName = shortName
        self.longName = longName
        self.type = type
        self.color = color
    }

    /// The short name, else the long name, else the id.
    public var displayName: String {
        shortName ?? longName ?? id
    }
}

/// A row of `trips.txt`: one run of a vehicle along a route on the days of its service.
public struct Trip: Sendable, Hashable {
    /// `trip_id`.
    public let id: String
    /// `route_id`.
    public let routeID: String
    /// `service_id`.
    public let serviceID: String
    /// `trip_headsign`.
    public let headsign: String?
    /// `trip_short_name`: the public trip or train number, when the feed has one.
    public let shortName: String?
    /// `direction_id` (0 or 1).
    public let directionID: Int?
    /// `block_id`.
    public let blockID: String?
    let routeIndex: Int32
    let serviceIndex: Int32

    init(
        id: String, routeID: String, serviceID: String, headsign: String?, shortName: String?, directionID: Int?,
        blockID: String?, routeIndex: Int32, serviceIndex: Int32
    ) {
        self.id = id
        self.routeID = routeID
        self.serviceID = serviceID
        self.headsign = headsign
        self.shortName = shortName
        self.directionID = directionID
        self.blockID = blockID
        self.routeIndex = routeIndex
        self.serviceIndex = serviceIndex
    }

    /// The number riders know the trip by: `trip_short_name`, else `trip_id`.
    public var number: String {
        shortName ?? id
    }
}
