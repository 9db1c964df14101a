import Caltrain
import Foundation
import GTFS

/// 511's GTFS-Realtime feeds read as any agency's (`TripUpdates`, `GTFSRealtimeFeed`), then told as trains. Every
/// field is optional and the set 511 fills has changed over the years (API-NOTES §Caltrain, 511 GTFS-Realtime):
/// nothing is required but a train number (`trip_id`, else the vehicle's id).
extension TripUpdates {
    /// The trip updates as trains; a missing `start_date` leaves the service date to the timetable.
    func trains(fetchedAt: Date) -> RealtimeSnapshot {
        RealtimeSnapshot(fetchedAt: fetchedAt, feedTimestamp: timestamp, trains: updates.compactMap(\.train))
    }
}

extension GTFSRealtimeFeed {
    /// The vehicle positions that name a train and carry a position.
    var trainPositions: [TrainPosition] {
        vehiclePositions.vehicles.compactMap { vehicle in
            guard let number = vehicle.tripID ?? vehicle.vehicleID, let coordinate = vehicle.coordinate else { return nil }
            return TrainPosition(
                number: number, latitude: coordinate.latitude, longitude: coordinate.longitude, stopID: vehicle.stopID,
                measuredAt: vehicle.measuredAt)
        }
    }
}

extension TripUpdates.Update {
    var train: TrainRealtime? {
        guard let number = tripID ?? vehicleID else { return nil }
        return TrainRealtime(
            number: number, serviceDate: startDate, cancelled: relationship == .canceled,
            stops: stops.compactMap { update in
                guard let stopID = update.stopID else { return nil }
                return StopEstimate(
                    stopID: stopID, expectedArrival: update.arrival?.time, expectedDeparture: update.departure?.time,
                    delay: update.arrival?.delay ?? update.departure?.delay ?? delay,
                    skipped: update.relationship == .skipped)
            })
    }
}
