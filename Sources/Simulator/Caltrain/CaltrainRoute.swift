/// A train's direction: `direction_id` 0 northbound (toward San Francisco), 1 southbound.
enum TrainDirection: Int, Sendable, CaseIterable {
    case north = 0
    case south = 1
}

/// The five Caltrain routes, with 511-style ids (`route_type` 2, rail).
enum CaltrainRoute: String, Sendable, CaseIterable {
    case localWeekday = "Local Weekday"
    case limited = "Limited"
    case express = "Express"
    case localWeekend = "Local Weekend"
    case southCounty = "South County"

    var id: String { rawValue }

    /// The service name riders see on the board.
    var shortName: String {
        switch self {
        case .localWeekday: "Local"
        case .limited: "Limited"
        case .express: "Express"
        case .localWeekend: "Weekend"
        case .southCounty: "South County"
        }
    }

    var color: String {
        switch self {
        case .localWeekday, .localWeekend: "747474"
        case .limited: "F6C33A"
        case .express: "E31837"
        case .southCounty: "29A9E1"
        }
    }

    var textColor: String { self == .limited ? "000000" : "FFFFFF" }
}

/// The stations a train calls at, in southbound order; northbound trains run it backwards.
struct StopPattern: Sendable {
    let stations: [Int]

    /// Every station from `first` to `last` except those whose service keeps them out of this pattern.
    static func allStops(from first: String, to last: String, including extra: Set<StationService> = []) -> StopPattern {
        let range = CaltrainStation.index(first)...CaltrainStation.index(last)
        let allowed: Set<StationService> = extra.union([.regular, .southCounty])
        return StopPattern(stations: range.filter { allowed.contains(CaltrainStation.all[$0].service) })
    }

    /// Exactly the named stations, sorted into line order.
    static func only(_ names: [String]) -> StopPattern {
        StopPattern(stations: names.map(CaltrainStation.index).sorted())
    }

    /// This pattern with one more station.
    func adding(_ name: String) -> StopPattern {
        StopPattern(stations: (stations + [CaltrainStation.index(name)]).sorted())
    }

    /// The platform-order station list for a train in `direction`.
    func stations(_ direction: TrainDirection) -> [Int] {
        direction == .south ? stations : stations.reversed()
    }

    static let localToTamien = allStops(from: "San Francisco", to: "Tamien")
    static let localToDiridon = allStops(from: "San Francisco", to: "San Jose Diridon")
    static let schoolLocal = allStops(from: "San Francisco", to: "San Jose Diridon", including: [.schoolTrips])
    static let weekendLocal = allStops(from: "San Francisco", to: "Tamien", including: [.weekendOnly])
    static let lateNightLocal = allStops(from: "San Francisco", to: "San Jose Diridon", including: [.weekendOnly])
    static let southCounty = allStops(from: "San Jose Diridon", to: "Gilroy")

    /// Limited skip-stop pattern A; trains alternate A and B.
    static let limitedA = only([
        "San Francisco", "22nd Street", "South San Francisco", "Millbrae", "San Mateo", "Hillsdale", "Belmont",
        "San Carlos", "Redwood City", "Palo Alto", "California Ave", "Mountain View", "Sunnyvale", "Santa Clara",
        "San Jose Diridon",
    ])
    /// Limited skip-stop pattern B.
    static let limitedB = only([
        "San Francisco", "22nd Street", "San Bruno", "Millbrae", "Burlingame", "San Mateo", "Hayward Park", "Hillsdale",
        "Redwood City", "Menlo Park", "Palo Alto", "San Antonio", "Mountain View", "Sunnyvale", "Lawrence",
        "San Jose Diridon",
    ])
    static let express = only([
        "San Francisco", "22nd Street", "Millbrae", "San Mateo", "Hillsdale", "Redwood City", "Palo Alto",
        "Mountain View", "Sunnyvale", "San Jose Diridon",
    ])
    /// Game-day trains: limited pattern A plus Stanford.
    static let stanfordEvent = limitedA.adding("Stanford")
}
