import Foundation
import GTFS
import NextStopCore

extension GTFSRealtimeFeed {
    /// The feed's vehicles that name a trip or a vehicle; a position of (0, 0) or out of range is taken as absent.
    public var vehiclePositions: VehiclePositions {
        let vehicles = entities.filter(\.hasVehicle).compactMap { entity -> VehiclePositions.Vehicle? in
            let vehicle = entity.vehicle
            let tripID = vehicle.hasTrip ? vehicle.trip.givenTripID : nil
            let vehicleID = vehicle.hasVehicle ? vehicle.vehicle.name : nil
            guard tripID != nil || vehicleID != nil else { return nil }
            let coordinate = Coordinate(
                latitude: Double(vehicle.position.latitude), longitude: Double(vehicle.position.longitude))
            let placed = vehicle.hasPosition && coordinate.isValid && (coordinate.latitude, coordinate.longitude) != (0, 0)
            return VehiclePositions.Vehicle(
                tripID: tripID, routeID: vehicle.hasTrip ? vehicle.trip.givenRouteID : nil, vehicleID: vehicleID,
                label: vehicle.vehicle.hasLabel && !vehicle.vehicle.label.isEmpty ? vehicle.vehicle.label : nil,
                coordinate: placed ? coordinate : nil,
                bearing: vehicle.position.hasBearing ? Double(vehicle.position.bearing) : nil,
                stopID: vehicle.hasStopID && !vehicle.stopID.isEmpty ? vehicle.stopID : nil,
                status: vehicle.hasCurrentStatus ? Self.status(vehicle.currentStatus) : nil,
                measuredAt: vehicle.hasTimestamp && vehicle.timestamp > 0 ? Self.instant(vehicle.timestamp) : nil)
        }
        return VehiclePositions(timestamp: timestamp, vehicles: vehicles)
    }

    private static func status(_ status: TransitRealtime_VehiclePosition.VehicleStopStatus) -> VehiclePositions.StopStatus {
        switch status {
        case .incomingAt: .incomingAt
        case .stoppedAt: .stoppedAt
        case .inTransitTo: .inTransitTo
        }
    }
}
