import Foundation

/// An agency's GTFS-Realtime trip updates as any feed gives them, whatever its protocol's encoding: what the live
/// departure board reads (`GTFSFeed.liveDepartures`).
public struct TripUpdates: Sendable {
    /// What a trip update says of its trip (GTFS-Realtime `TripDescriptor.ScheduleRelationship`).
    public enum TripRelationship: Sendable, Hashable {
        case scheduled
        /// A trip not in the static feed.
        case added
        /// A frequency-based trip (`exact_times` 0).
        case unscheduled
        case canceled
        /// Any other value (`REPLACEMENT`, `DUPLICATED`, `DELETED`, or one not yet specified).
        case other
    }

    /// What an update says of one stop (`StopTimeUpdate.ScheduleRelationship`).
    public enum StopRelationship: Sendable, Hashable {
        case scheduled
        /// The vehicle will not stop there.
        case skipped
        /// No prediction; the stop's delay is not carried from earlier stops either.
        case noData
    }

    /// An arrival or departure prediction: a delay, an absolute time, or both.
    public struct Prediction: Sendable, Hashable {
        public var delay: Int?
        public var time: Date?

        public init(delay: Int?, time: Date?) {
            self.delay = delay
            self.time = time
        }
    }

    public struct StopUpdate: Sendable, Hashable {
        public var stopSequence: Int?
        public var stopID: String?
        public var arrival: Prediction?
        public var departure: Prediction?
        public var relationship: StopRelationship

        public init(
            stopSequence: Int?, stopID: String?, arrival: Prediction?, departure: Prediction?,
            relationship: StopRelationship
        ) {
            self.stopSequence = stopSequence
            self.stopID = stopID
            self.arrival = arrival
            self.departure = departure
            self.relationship = relationship
        }
    }

    public struct Update: Sendable, Hashable {
        /// `trip_id`; nil for an update that names only its vehicle (511 has sent such).
        public var tripID: String?
        /// `route_id`, which an `ADDED` trip needs to be shown with its route.
        public var routeID: String?
        /// The vehicle's id, else its label.
        public var vehicleID: String?
        /// The service date of the trip's instance; nil when the feed leaves it out (the instance running now).
        public var startDate: ServiceDate?
        public var relationship: TripRelationship
        /// The stops' updates, in the order of the trip.
        public var stops: [StopUpdate]
        /// A delay for the whole trip (`TripUpdate.delay`), for stops no stop update reaches.
        public var delay: Int?

        public init(
            tripID: String?, routeID: String? = nil, vehicleID: String? = nil, startDate: ServiceDate?,
            relationship: TripRelationship, stops: [StopUpdate], delay: Int?
        ) {
            self.tripID = tripID
            self.routeID = routeID
            self.vehicleID = vehicleID
            self.startDate = startDate
            self.relationship = relationship
            self.stops = stops
            self.delay = delay
        }
    }

    /// The feed header's `timestamp`: how old the predictions are.
    public let timestamp: Date?
    public let updates: [Update]
    /// The updates of each trip, made once when the feed is read, so that every board looks a trip up at once.
    let updatesByTrip: [String: [Update]]

    public init(timestamp: Date?, updates: [Update]) {
        self.timestamp = timestamp
        self.updates = updates
        updatesByTrip = Dictionary(grouping: updates.filter { $0.tripID != nil }) { $0.tripID ?? "" }
    }
}
