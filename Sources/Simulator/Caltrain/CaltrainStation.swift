/// Which trains may call at a station, beyond what each stop pattern lists.
enum StationService: Sendable {
    /// Served by the patterns that list it.
    case regular
    /// Broadway: weekend locals only.
    case weekendOnly
    /// Stanford: special-event trains only.
    case eventsOnly
    /// College Park: a few school-time weekday trains.
    case schoolTrips
    /// Capitol to Gilroy: South County trains only.
    case southCounty
}

/// One of the 31 stations in line order, with the facts the feed needs: stop ids, position and fare zone.
struct CaltrainStation: Sendable {
    let name: String
    /// The parent stop's slug id (`location_type` 1).
    let slug: String
    let northboundPlatformID: String
    let southboundPlatformID: String
    /// Miles from San Francisco along the line.
    let milepost: Double
    let latitude: Double
    let longitude: Double
    let zone: Int
    /// Town and county, written as a quoted `stop_desc` because it holds a comma.
    let locality: String
    let service: StationService

    /// A station whose platforms follow the rule: base × 10 + 1 northbound, + 2 southbound.
    init(
        _ name: String, _ slug: String, base: Int, milepost: Double, _ latitude: Double, _ longitude: Double, zone: Int,
        _ locality: String, _ service: StationService = .regular
    ) {
        self.init(
            name, slug, platforms: (String(base * 10 + 1), String(base * 10 + 2)), milepost: milepost, latitude,
            longitude, zone: zone, locality, service)
    }

    /// A station whose platform ids are given outright (Stanford).
    init(
        _ name: String, _ slug: String, platforms: (north: String, south: String), milepost: Double, _ latitude: Double,
        _ longitude: Double, zone: Int, _ locality: String, _ service: StationService = .regular
    ) {
        self.name = name
        self.slug = slug
        northboundPlatformID = platforms.north
        southboundPlatformID = platforms.south
        self.milepost = milepost
        self.latitude = latitude
        self.longitude = longitude
        self.zone = zone
        self.locality = locality
        self.service = service
    }

    func platformID(_ direction: TrainDirection) -> String {
        direction == .north ? northboundPlatformID : southboundPlatformID
    }

    /// The stations from San Francisco to Gilroy, in line order.
    static let all: [CaltrainStation] = [
        .init(
            "San Francisco", "sf", base: 7001, milepost: 0.2, 37.776_39, -122.394_31, zone: 1,
            "San Francisco, San Francisco County"),
        .init(
            "22nd Street", "22nd_street", base: 7002, milepost: 1.9, 37.757_41, -122.392_42, zone: 1,
            "San Francisco, San Francisco County"),
        .init("Bayshore", "bayshore", base: 7003, milepost: 5.2, 37.709_74, -122.401_41, zone: 1, "Brisbane, San Mateo County"),
        .init(
            "South San Francisco", "south_sf", base: 7004, milepost: 9.3, 37.655_95, -122.405_03, zone: 1,
            "South San Francisco, San Mateo County"),
        .init(
            "San Bruno", "san_bruno", base: 7005, milepost: 11.6, 37.630_11, -122.411_48, zone: 1, "San Bruno, San Mateo County"),
        .init(
            "Millbrae", "place_MLBR", base: 7006, milepost: 13.7, 37.599_94, -122.386_71, zone: 2, "Millbrae, San Mateo County"),
        .init(
            "Broadway", "broadway", base: 7007, milepost: 15.2, 37.587_40, -122.362_48, zone: 2, "Burlingame, San Mateo County",
            .weekendOnly),
        .init(
            "Burlingame", "burlingame", base: 7008, milepost: 16.3, 37.579_52, -122.344_93, zone: 2,
            "Burlingame, San Mateo County"),
        .init(
            "San Mateo", "san_mateo", base: 7009, milepost: 17.9, 37.568_03, -122.323_85, zone: 2, "San Mateo, San Mateo County"),
        .init(
            "Hayward Park", "hayward_park", base: 7010, milepost: 19.1, 37.552_59, -122.309_14, zone: 2,
            "San Mateo, San Mateo County"),
        .init(
            "Hillsdale", "hillsdale", base: 7011, milepost: 20.3, 37.537_80, -122.297_42, zone: 2, "San Mateo, San Mateo County"),
        .init("Belmont", "belmont", base: 7012, milepost: 21.9, 37.520_74, -122.275_95, zone: 2, "Belmont, San Mateo County"),
        .init(
            "San Carlos", "san_carlos", base: 7013, milepost: 23.2, 37.507_61, -122.260_11, zone: 2,
            "San Carlos, San Mateo County"),
        .init(
            "Redwood City", "redwood_city", base: 7014, milepost: 25.4, 37.485_52, -122.232_01, zone: 3,
            "Redwood City, San Mateo County"),
        .init(
            "Menlo Park", "menlo_park", base: 7016, milepost: 28.9, 37.454_60, -122.182_41, zone: 3,
            "Menlo Park, San Mateo County"),
        .init(
            "Palo Alto", "palo_alto", base: 7017, milepost: 30.1, 37.443_47, -122.164_91, zone: 3, "Palo Alto, Santa Clara County"
        ),
        .init(
            "Stanford", "stanford", platforms: ("2537740", "2537744"), milepost: 30.8, 37.438_52, -122.156_63, zone: 3,
            "Stanford, Santa Clara County", .eventsOnly),
        .init(
            "California Ave", "california_ave", base: 7019, milepost: 31.8, 37.429_24, -122.141_89, zone: 3,
            "Palo Alto, Santa Clara County"),
        .init(
            "San Antonio", "san_antonio", base: 7020, milepost: 34.1, 37.407_16, -122.107_22, zone: 3,
            "Mountain View, Santa Clara County"),
        .init(
            "Mountain View", "mountain_view", base: 7021, milepost: 36.1, 37.394_46, -122.076_03, zone: 3,
            "Mountain View, Santa Clara County"),
        .init(
            "Sunnyvale", "sunnyvale", base: 7022, milepost: 38.8, 37.378_43, -122.030_80, zone: 3, "Sunnyvale, Santa Clara County"
        ),
        .init(
            "Lawrence", "lawrence", base: 7023, milepost: 40.8, 37.370_33, -121.997_17, zone: 4, "Sunnyvale, Santa Clara County"),
        .init(
            "Santa Clara", "santa_clara", base: 7024, milepost: 44.7, 37.353_15, -121.936_50, zone: 4,
            "Santa Clara, Santa Clara County"),
        .init(
            "College Park", "college_park", base: 7025, milepost: 46.3, 37.342_37, -121.914_53, zone: 4,
            "San Jose, Santa Clara County", .schoolTrips),
        .init(
            "San Jose Diridon", "sj_diridon", base: 7026, milepost: 47.5, 37.329_72, -121.902_83, zone: 4,
            "San Jose, Santa Clara County"),
        .init("Tamien", "tamien", base: 7027, milepost: 49.0, 37.311_10, -121.882_97, zone: 4, "San Jose, Santa Clara County"),
        .init(
            "Capitol", "capitol", base: 7028, milepost: 52.4, 37.284_42, -121.841_67, zone: 5, "San Jose, Santa Clara County",
            .southCounty),
        .init(
            "Blossom Hill", "blossom_hill", base: 7029, milepost: 55.8, 37.252_62, -121.797_66, zone: 5,
            "San Jose, Santa Clara County", .southCounty),
        .init(
            "Morgan Hill", "morgan_hill", base: 7030, milepost: 67.5, 37.129_52, -121.650_30, zone: 6,
            "Morgan Hill, Santa Clara County", .southCounty),
        .init(
            "San Martin", "san_martin", base: 7031, milepost: 71.2, 37.085_63, -121.610_45, zone: 6,
            "San Martin, Santa Clara County", .southCounty),
        .init(
            "Gilroy", "gilroy", base: 7032, milepost: 77.4, 37.003_57, -121.566_92, zone: 6, "Gilroy, Santa Clara County",
            .southCounty),
    ]

    /// The index of the station with this name in `all`; a misspelt name is a programming error.
    static func index(_ name: String) -> Int {
        guard let index = all.firstIndex(where: { $0.name == name }) else { preconditionFailure("no station \(name)") }
        return index
    }
}

/// An elevator named by service alerts (`location_type` 2), beside one platform of a station.
struct CaltrainElevator: Sendable {
    let id: String
    let station: String
    let direction: TrainDirection

    static let all: [CaltrainElevator] = [
        .init(id: "BAY-01-NB", station: "Bayshore", direction: .north),
        .init(id: "BAY-01-SB", station: "Bayshore", direction: .south),
        .init(id: "SBR-01-SB", station: "San Bruno", direction: .south),
        .init(id: "SBR-02-NB", station: "San Bruno", direction: .north),
        .init(id: "MLB-01-NB", station: "Millbrae", direction: .north),
    ]
}
