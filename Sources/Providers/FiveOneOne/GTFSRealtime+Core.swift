import Caltrain
import Foundation
import GTFS

/// GTFS-Realtime protobuf messages mapped to Caltrain's model. Every field is optional on the wire and the set
/// 511 fills has changed over the years (API-NOTES §Caltrain, 511 GTFS-Realtime): nothing is required but a train
/// number (`trip_id`, else the vehicle's id).
extension TransitRealtime_FeedMessage {
    /// The trip updates as trains; a missing `start_date` leaves the service date to the timetable.
    func tripUpdates(fetchedAt: Date) -> RealtimeSnapshot {
        let trains = entity.filter { $0.hasTripUpdate && !$0.isDeleted }.compactMap { $0.tripUpdate.train }
        return RealtimeSnapshot(fetchedAt: fetchedAt, feedTimestamp: feedTimestamp, trains: trains)
    }

    /// The vehicle positions that name a train and carry a position.
    var trainPositions: [TrainPosition] {
        entity.filter(\.hasVehicle).compactMap { entity in
            let vehicle = entity.vehicle
            let number = vehicle.trip.hasTripID ? vehicle.trip.tripID : vehicle.vehicle.id
            guard !number.isEmpty, vehicle.hasPosition else { return nil }
            return TrainPosition(
                number: number, latitude: Double(vehicle.position.latitude), longitude: Double(vehicle.position.longitude),
                stopID: vehicle.hasStopID ? vehicle.stopID : nil,
                measuredAt: vehicle.hasTimestamp ? Date(timeIntervalSince1970: TimeInterval(vehicle.timestamp)) : nil)
        }
    }

    /// The header's timestamp: kept, since it has lagged the fetch by 39 minutes.
    var feedTimestamp: Date? {
        guard header.hasTimestamp, header.timestamp > 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(header.timestamp))
    }
}

extension TransitRealtime_TripUpdate {
    var train: TrainRealtime? {
        let number = trip.hasTripID && !trip.tripID.isEmpty ? trip.tripID : vehicle.id
        guard !number.isEmpty else { return nil }
        let tripDelay = hasDelay ? Int(delay) : nil
        return TrainRealtime(
            number: number, serviceDate: trip.hasStartDate ? ServiceDate(trip.startDate) : nil,
            cancelled: trip.scheduleRelationship == .canceled,
            stops: stopTimeUpdate.filter(\.hasStopID).map { update in
                StopEstimate(
                    stopID: update.stopID, expectedArrival: update.hasArrival ? update.arrival.instant : nil,
                    expectedDeparture: update.hasDeparture ? update.departure.instant : nil,
                    delay: update.arrival.delayIfGiven ?? update.departure.delayIfGiven ?? tripDelay,
                    skipped: update.scheduleRelationship == .skipped)
            })
    }
}

extension TransitRealtime_TripUpdate.StopTimeEvent {
    var instant: Date? {
        hasTime && time > 0 ? Date(timeIntervalSince1970: TimeInterval(time)) : nil
    }

    var delayIfGiven: Int? {
        hasDelay ? Int(delay) : nil
    }
}
