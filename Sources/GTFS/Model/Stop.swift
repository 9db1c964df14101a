/// A row of `stops.txt`: a platform or stop, a station grouping platforms, an entrance, a node or a boarding area.
public struct Stop: Sendable, Hashable {
    /// `stop_id`.
    public let id: String
    /// `stop_code`, the short code riders see.
    public let code: String?
    /// `stop_name` ("" when absent, as allowed for nodes and boarding areas).
    public let name: String
    /// `stop_lat`.
    public let latitude: Double?
    /// `stop_lon`.
    public let longitude: Double?
    /// `location_type`.
    public let locationType: LocationType
    /// `parent_station`: the station of a platform or entrance, or the platform of a boarding area.
    public internal(set) var parentStationID: String?
    /// `platform_code`.
    public let platformCode: String?
    /// Ids of the stops whose `parent_station` is this one, in file order.
    public internal(set) var childIDs: [String]

    /// A stop with the given fields and no children.
    public init(
        id: String, code: String?, name: String, latitude: Double?, longitude: Double?, locationType: LocationType,
        parentStationID: String?, platformCode: String?
    ) {
        self.id = id
        self.code = code
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.locationType = locationType
        self.parentStationID = parentStationID
        self.platformCode = platformCode
        self.childIDs = []
    }
}

/// `location_type`: what kind of place a stop is.
public enum LocationType: Int, Sendable, Hashable {
    /// 0 (or blank): a stop or platform where vehicles pick up and drop off.
    case stopOrPlatform = 0
    /// 1: a station containing platforms.
    case station = 1
    /// 2: an entrance or exit of a station (also used for elevators).
    case entrance = 2
    /// 3: a generic node inside a station.
    case genericNode = 3
    /// 4: a boarding area of a platform.
    case boardingArea = 4
}
