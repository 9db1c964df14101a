import Foundation
import NextStopCore

/// Where an agency's vehicles are, from its GTFS-Realtime VehiclePositions feed.
public struct VehiclePositions: Sendable {
    /// How a vehicle stands to its stop (`VehicleStopStatus`).
    public enum StopStatus: Sendable, Hashable {
        case incomingAt
        case stoppedAt
        case inTransitTo
    }

    public struct Vehicle: Sendable, Hashable {
        public var tripID: String?
        public var routeID: String?
        /// The vehicle's id, else its label: what names it when no trip does.
        public var vehicleID: String?
        /// The label riders see (a fleet or train number).
        public var label: String?
        /// Where it is; some feeds (New York's subway) give only its stop.
        public var coordinate: Coordinate?
        /// Degrees clockwise from north.
        public var bearing: Double?
        /// The stop it is at or heading to.
        public var stopID: String?
        public var status: StopStatus?
        /// When the position was measured.
        public var measuredAt: Date?

        public init(
            tripID: String?, routeID: String?, vehicleID: String?, label: String?, coordinate: Coordinate?,
            bearing: Double?, stopID: String?, status: StopStatus?, measuredAt: Date?
        ) {
            self.tripID = tripID
            self.routeID = routeID
            self.vehicleID = vehicleID
            self.label = label
            self.coordinate = coordinate
            self.bearing = bearing
            self.stopID = stopID
            self.status = status
            self.measuredAt = measuredAt
        }
    }

    /// The feed header's `timestamp`.
    public let timestamp: Date?
    public let vehicles: [Vehicle]
    /// The vehicle running each trip, made once when the feed is read.
    public let vehicleByTrip: [String: Vehicle]

    public init(timestamp: Date?, vehicles: [Vehicle]) {
        self.timestamp = timestamp
        self.vehicles = vehicles
        var byTrip: [String: Vehicle] = [:]
        for vehicle in vehicles {
            guard let trip = vehicle.tripID else { continue }
            // New York's feeds give a train that has not left yet its departure time: the latest measure wins.
            if let kept = byTrip[trip], (kept.measuredAt ?? .distantPast) >= (vehicle.measuredAt ?? .distantPast) {
                continue
            }
            byTrip[trip] = vehicle
        }
        vehicleByTrip = byTrip
    }
}
