import Foundation
import GTFS
import SwiftProtobuf

/// Any agency's GTFS-Realtime TripUpdates feed (protobuf) read into the GTFS module's `TripUpdates`, every field
/// optional as the specification has it: a trip update without a `trip_id` (an ADDED trip some feeds name by route
/// and time) is left out, a `start_date` that does not read is taken as absent, a prediction with neither delay nor
/// time as none.
extension TripUpdates {
    public init(protobuf data: Data) throws {
        let message = try TransitRealtime_FeedMessage(serializedBytes: data, partial: true)
        let stamp = message.header.hasTimestamp && message.header.timestamp > 0 ? message.header.timestamp : nil
        self.init(
            timestamp: stamp.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            updates: message.entity.filter { $0.hasTripUpdate && !$0.isDeleted }.compactMap { Self.update($0.tripUpdate) })
    }

    private static func update(_ update: TransitRealtime_TripUpdate) -> Update? {
        let trip = update.trip
        guard trip.hasTripID, !trip.tripID.isEmpty else { return nil }
        return Update(
            tripID: trip.tripID, startDate: trip.hasStartDate ? ServiceDate(trip.startDate) : nil,
            relationship: relationship(trip.scheduleRelationship), stops: update.stopTimeUpdate.map(stop),
            delay: update.hasDelay ? Int(update.delay) : nil)
    }

    private static func relationship(_ value: TransitRealtime_TripDescriptor.ScheduleRelationship) -> TripRelationship {
        switch value {
        case .scheduled: .scheduled
        case .added: .added
        case .unscheduled: .unscheduled
        case .canceled: .canceled
        default: .other
        }
    }

    private static func stop(_ update: TransitRealtime_TripUpdate.StopTimeUpdate) -> StopUpdate {
        let relationship: StopRelationship =
            switch update.scheduleRelationship {
            case .skipped: .skipped
            case .noData: .noData
            default: .scheduled
            }
        return StopUpdate(
            stopSequence: update.hasStopSequence ? Int(update.stopSequence) : nil,
            stopID: update.hasStopID && !update.stopID.isEmpty ? update.stopID : nil,
            arrival: update.hasArrival ? prediction(update.arrival) : nil,
            departure: update.hasDeparture ? prediction(update.departure) : nil, relationship: relationship)
    }

    private static func prediction(_ event: TransitRealtime_TripUpdate.StopTimeEvent) -> Prediction? {
        let delay = event.hasDelay ? Int(event.delay) : nil
        let time = event.hasTime && event.time > 0 ? Date(timeIntervalSince1970: TimeInterval(event.time)) : nil
        return delay == nil && time == nil ? nil : Prediction(delay: delay, time: time)
    }
}
