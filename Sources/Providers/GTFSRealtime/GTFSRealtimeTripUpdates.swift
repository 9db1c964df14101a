import Foundation
import GTFS
import SwiftProtobuf

/// Any agency's GTFS-Realtime TripUpdates feed (protobuf) read into the GTFS module's `TripUpdates`, every field
/// optional as the specification has it: a trip update without a `trip_id` (an ADDED trip some feeds name by route
/// and time) is left out, a `start_date` that does not read is taken as absent, a prediction with neither delay nor
/// time as none.
extension TripUpdates {
    public init(protobuf data: Data) throws {
        var options = BinaryDecodingOptions()
        // Fields newer than the bindings (MiWay's trip_properties) or an agency's extensions are not read anyway.
        options.discardUnknownFields = true
        let message = try TransitRealtime_FeedMessage(serializedBytes: data, partial: true, options: options)
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

    /// The feed as GTFS-Realtime 2.0 protobuf, a full dataset: each update one entity, its id the trip's. What
    /// `init(protobuf:)` reads back.
    public func protobuf() throws -> Data {
        var message = TransitRealtime_FeedMessage()
        message.header.gtfsRealtimeVersion = "2.0"
        message.header.incrementality = .fullDataset
        if let timestamp { message.header.timestamp = UInt64(max(0, timestamp.timeIntervalSince1970)) }
        message.entity = updates.enumerated().map { index, update in
            var entity = TransitRealtime_FeedEntity()
            entity.id = "\(index)-\(update.tripID)"
            entity.tripUpdate = Self.message(update)
            return entity
        }
        return try message.serializedData()
    }

    private static func message(_ update: Update) -> TransitRealtime_TripUpdate {
        var message = TransitRealtime_TripUpdate()
        message.trip.tripID = update.tripID
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
