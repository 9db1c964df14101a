import Foundation
import GTFS

/// What a real-time feed says about one train at one of its stops.
public struct StopEstimate: Sendable, Hashable {
    /// The platform's `stop_id`.
    public var stopID: String
    /// When the train is now expected to arrive, when the feed says.
    public var expectedArrival: Date?
    /// When the train is now expected to leave, when the feed says.
    public var expectedDeparture: Date?
    /// Seconds late here, for feeds that give a delay instead of times (511's TripUpdates until 2018).
    public var delay: Int?
    /// True when the train will not stop here after all.
    public var skipped: Bool

    /// An estimate with the given fields.
    public init(
        stopID: String, expectedArrival: Date?, expectedDeparture: Date?, delay: Int? = nil, skipped: Bool = false
    ) {
        self.stopID = stopID
        self.expectedArrival = expectedArrival
        self.expectedDeparture = expectedDeparture
        self.delay = delay
        self.skipped = skipped
    }

    /// The departure, else the arrival: at an origin a feed may give only one of them.
    public var departureOrArrival: Date? { expectedDeparture ?? expectedArrival }

    /// The arrival, else the departure.
    public var arrivalOrDeparture: Date? { expectedArrival ?? expectedDeparture }
}

/// What a real-time feed says about one train on one service date.
public struct TrainRealtime: Sendable, Hashable {
    /// The train number (`trip_short_name`; 511's `trip_id`, `VehicleRef` and `DatedVehicleJourneyRef`).
    public var number: String
    /// The service date the train runs on; nil when the feed did not say (derived from the timetable then).
    public var serviceDate: ServiceDate?
    /// True when the trip is cancelled (`schedule_relationship` CANCELED).
    public var cancelled: Bool
    /// Estimates at the stops the feed reports, in any order.
    public var stops: [StopEstimate]

    /// A train's real-time with the given fields.
    public init(number: String, serviceDate: ServiceDate?, cancelled: Bool = false, stops: [StopEstimate]) {
        self.number = number
        self.serviceDate = serviceDate
        self.cancelled = cancelled
        self.stops = stops
    }
}

/// Where a train is, from a vehicle-positions feed.
public struct TrainPosition: Sendable, Hashable {
    /// The train number.
    public var number: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// The stop it is at or heading to, when given.
    public var stopID: String?
    /// When the position was measured, when given.
    public var measuredAt: Date?

    /// A position with the given fields.
    public init(number: String, latitude: Double, longitude: Double, stopID: String?, measuredAt: Date?) {
        self.number = number
        self.latitude = latitude
        self.longitude = longitude
        self.stopID = stopID
        self.measuredAt = measuredAt
    }
}

/// One real-time answer for the whole agency.
public struct RealtimeSnapshot: Sendable, Hashable {
    /// When it was fetched.
    public var fetchedAt: Date
    /// The feed's own timestamp (GTFS-RT header), when it has one: it has lagged fetch time by 39 minutes.
    public var feedTimestamp: Date?
    /// Every train the feed reports.
    public var trains: [TrainRealtime]

    /// A snapshot with the given fields.
    public init(fetchedAt: Date, feedTimestamp: Date? = nil, trains: [TrainRealtime]) {
        self.fetchedAt = fetchedAt
        self.feedTimestamp = feedTimestamp
        self.trains = trains
    }

    /// How old the data is at `now`: from the feed's timestamp when it is older than the fetch.
    public func age(at now: Date) -> TimeInterval {
        let asOf = min(fetchedAt, feedTimestamp ?? fetchedAt)
        return max(0, now.timeIntervalSince(asOf))
    }
}
