import Foundation
import GTFS

/// A Caltrain station: a `location_type 1` stop of the feed and its platforms.
public struct CaltrainStation: Sendable, Hashable, Identifiable {
    /// The station's `stop_id` (a slug such as `mountain_view`), or the platform's id for a lone platform.
    public let id: String
    /// The name riders know, without the feed's "Caltrain Station" suffix: `Mountain View`.
    public let name: String
    /// The name as the feed writes it: `Mountain View Caltrain Station`.
    public let feedName: String
    /// The platforms' `stop_id`s (`70211` northbound, `70212` southbound).
    public let platformIDs: [String]
    /// `stop_lat` of the station.
    public let latitude: Double?
    /// `stop_lon` of the station.
    public let longitude: Double?

    /// A station with the given fields.
    public init(id: String, feedName: String, platformIDs: [String], latitude: Double?, longitude: Double?) {
        self.id = id
        self.name = Self.displayName(feedName)
        self.feedName = feedName
        self.platformIDs = platformIDs
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `feedName` without a trailing "Caltrain Station", "Caltrain" or "Station" (any case).
    public static func displayName(_ feedName: String) -> String {
        var name = feedName.trimmingCharacters(in: .whitespaces)
        for suffix in [" caltrain station", " caltrain", " station"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        return name.isEmpty ? feedName : name
    }
}

/// The feed's stations with their platforms grouped by `parent_station`.
struct StationDirectory {
    /// Stations in feed order.
    let stations: [CaltrainStation]
    /// The station index of every platform id and station id.
    let stationOfStop: [String: Int]

    init(feed: GTFSFeed) {
        var stations: [CaltrainStation] = []
        var stationOfStop: [String: Int] = [:]
        let stopsByID = Dictionary(feed.stops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for stop in feed.stops {
            let platformIDs: [String]
            switch stop.locationType {
            case .station:
                platformIDs = stop.childIDs.filter { stopsByID[$0]?.locationType == .stopOrPlatform }
            case .stopOrPlatform where stop.parentStationID.flatMap({ stopsByID[$0] })?.locationType != .station:
                platformIDs = [stop.id]  // a platform with no station stands for itself
            default:
                continue
            }
            for id in platformIDs + [stop.id] { stationOfStop[id] = stations.count }
            stations.append(
                CaltrainStation(
                    id: stop.id, feedName: stop.name, platformIDs: platformIDs, latitude: stop.latitude,
                    longitude: stop.longitude))
        }
        self.stations = stations
        self.stationOfStop = stationOfStop
    }
}
