import Foundation
import GTFS

/// `nextstop caltrain trains --json` and `GET /api/v1/caltrain/trains`: the trains from one station to another, every
/// time in ISO 8601 with Pacific time's offset.
public struct CaltrainTrainsJSON: Encodable, Sendable, Hashable {
    public struct StationJSON: Encodable, Sendable, Hashable {
        public var id: String
        public var station: String
        public var stopIDs: [String]

        enum CodingKeys: String, CodingKey {
            case id, station
            case stopIDs = "stop_ids"
        }

        public init(_ station: CaltrainStation) {
            id = station.id
            self.station = station.name
            stopIDs = station.platformIds
        }
    }

    public struct TrainJSON: Encodable, Sendable, Hashable {
        public var train: String
        public var service: String
        public var serviceDate: String
        public var direction: String
        public var headsign: String?
        /// False for a train listed because it passes the origin without stopping (`--show-skipping`).
        public var stopsAtOrigin: Bool
        /// When it leaves the origin; absent for a train that passes it.
        public var departsAt: String?
        /// When it is at the origin: its departure, or the estimated time it passes.
        public var atOrigin: String
        public var arrivesAt: String
        public var minutes: Int
        public var fromStopID: String?
        public var toStopID: String
        public var skippedStops: [String]

        enum CodingKeys: String, CodingKey {
            case train, service, direction, headsign, minutes
            case serviceDate = "service_date"
            case stopsAtOrigin = "stops_at_origin"
            case departsAt = "departs_at"
            case atOrigin = "at_origin"
            case arrivesAt = "arrives_at"
            case fromStopID = "from_stop_id"
            case toStopID = "to_stop_id"
            case skippedStops = "skipped_stops"
        }
    }

    public var from: StationJSON
    public var to: StationJSON
    public var at: String
    public var feedVersion: String?
    /// Set when the timetable expires within 14 days, has expired, or is not yet in force.
    public var feedWarning: String?
    public var trains: [TrainJSON]

    enum CodingKeys: String, CodingKey {
        case from, to, at, trains
        case feedVersion = "feed_version"
        case feedWarning = "feed_warning"
    }

    /// The answer for `trains` from `origin` to `destination` asked at `instant`.
    public init(
        from origin: CaltrainStation, to destination: CaltrainStation, at instant: Date, trains: [CaltrainTrain],
        timetable: CaltrainTimetable
    ) {
        let format = timetable.feed.isoFormatter
        from = StationJSON(origin)
        to = StationJSON(destination)
        at = format.string(from: instant)
        feedVersion = timetable.feedVersion
        feedWarning = timetable.feed.expiryWarning(at: instant)?.description
        self.trains = trains.map { train in
            TrainJSON(
                train: train.number, service: train.service.description, serviceDate: train.serviceDate.description,
                direction: train.direction.rawValue, headsign: train.headsign, stopsAtOrigin: train.stopsAtOrigin,
                departsAt: train.departsAt.map(format.string), atOrigin: format.string(from: train.atOrigin),
                arrivesAt: format.string(from: train.arrivesAt), minutes: train.minutes, fromStopID: train.fromStopId,
                toStopID: train.toStopId, skippedStops: train.skippedStations)
        }
    }
}
