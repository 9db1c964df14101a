import Foundation
import GTFS

/// A train between two stations on a service date: when it leaves (or passes) the origin, when it reaches the
/// destination — both from the same trip — and the stations it skips between them.
public struct CaltrainTrain: Sendable, Hashable {
    /// The public train number: `trip_short_name`, else `trip_id`.
    public let number: String
    /// `trip_id`.
    public let tripID: String
    /// Local, Limited, Express, Weekend, South County, or the route's name.
    public let service: CaltrainService
    /// The service date the train runs on (yesterday's for a train past midnight).
    public let serviceDate: ServiceDate
    /// Northbound or southbound.
    public let direction: TrainDirection
    /// The trip's headsign.
    public let headsign: String?
    /// False for a train that passes the origin without stopping (listed only when asked).
    public let stopsAtOrigin: Bool
    /// When it leaves the origin; nil when it does not stop there.
    public let departsAt: Date?
    /// When it is at the origin: the departure, or for a non-stopping train an estimate between its stops around it.
    public let atOrigin: Date
    /// When it reaches the destination.
    public let arrivesAt: Date
    /// The origin platform's `stop_id`; nil when it does not stop there.
    public let fromStopID: String?
    /// The destination platform's `stop_id`.
    public let toStopID: String
    /// Stations between origin and destination, in travel order, that trains serve that day but this one skips.
    public let skippedStations: [String]

    /// Whole minutes from the origin to the destination.
    public var minutes: Int {
        Int((arrivesAt.timeIntervalSince(atOrigin) / 60).rounded())
    }
}
