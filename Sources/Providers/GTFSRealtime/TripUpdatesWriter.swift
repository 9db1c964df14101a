import Foundation
import GTFS
import SwiftProtobuf

extension TripUpdates {
    /// The feed as GTFS-Realtime 2.0 protobuf, a full dataset: each update one entity, its id the trip's. What
    /// `init(protobuf:)` reads back.
    public func protobuf() throws -> Data {
        var message = TransitRealtime_FeedMessage()
        message.header.gtfsRealtimeVersion = "2.0"
        message.header.incrementality = .fullDataset
        if let timestamp { message.header.timestamp = UInt64(max(0, timestamp.timeIntervalSince1970)) }
        message.entity = updates.enumerated().map { index, update in
            var entity = TransitRealtime_FeedEntity()
            entity.id = "\(index)-\(update.tripID ?? update.vehicleID ?? "")"
            entity.tripUpdate = Self.message(update)
            return entity
        }
        return try message.serializedData()
    }

    private static func message(_ update: Update) -> TransitRealtime_TripUpdate {
        var message = TransitRealtime_TripUpdate()
        if let tripID = update.tripID { message.trip.tripID = tripID }
        if let routeID = update.routeID { message.trip.routeID = routeID }
        if let vehicleID = update.vehicleID { message.vehicle.id = vehicleID }
        if let date = update.startDate { message.trip.startDate = date.gtfsString }
        message.trip.scheduleRelationship =
            switch update.relationship {
            case .scheduled, .other: .scheduled
            case .added: .added
            case .unscheduled: .unscheduled
            case .canceled: .canceled
            }
        if let delay = update.delay { message.delay = Int32(delay) }
        message.stopTimeUpdate = update.stops.map(stopMessage)
        return message
    }

    private static func stopMessage(_ stop: StopUpdate) -> TransitRealtime_TripUpdate.StopTimeUpdate {
        var message = TransitRealtime_TripUpdate.StopTimeUpdate()
        if let sequence = stop.stopSequence { message.stopSequence = UInt32(sequence) }
        if let id = stop.stopID { message.stopID = id }
        if let arrival = stop.arrival { message.arrival = event(arrival) }
        if let departure = stop.departure { message.departure = event(departure) }
        message.scheduleRelationship =
            switch stop.relationship {
            case .scheduled: .scheduled
            case .skipped: .skipped
            case .noData: .noData
            }
        return message
    }

    private static func event(_ prediction: Prediction) -> TransitRealtime_TripUpdate.StopTimeEvent {
        var event = TransitRealtime_TripUpdate.StopTimeEvent()
        if let delay = prediction.delay { event.delay = Int32(delay) }
        if let time = prediction.time { event.time = Int64(time.timeIntervalSince1970) }
        return event
    }
}
