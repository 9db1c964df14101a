import Foundation
import GTFS
import SwiftProtobuf

extension GTFSRealtimeFeed {
    /// The feed's trip updates: a trip update naming neither a trip nor a vehicle is left out, a `start_date` that
    /// does not read is taken as absent, a prediction with neither delay nor time as none.
    public var tripUpdates: TripUpdates {
        TripUpdates(timestamp: timestamp, updates: entities.filter(\.hasTripUpdate).compactMap { Self.update($0.tripUpdate) })
    }

    private static func update(_ update: TransitRealtime_TripUpdate) -> TripUpdates.Update? {
        let trip = update.trip
        let vehicleID = update.hasVehicle ? update.vehicle.name : nil
        guard trip.givenTripID != nil || vehicleID != nil else { return nil }
        return TripUpdates.Update(
            tripID: trip.givenTripID, routeID: trip.givenRouteID, vehicleID: vehicleID,
            startDate: trip.hasStartDate ? ServiceDate(trip.startDate) : nil,
            relationship: relationship(trip.scheduleRelationship), stops: update.stopTimeUpdate.map(stop),
            delay: update.hasDelay ? Int(update.delay) : nil)
    }

    private static func relationship(
        _ value: TransitRealtime_TripDescriptor.ScheduleRelationship
    ) -> TripUpdates.TripRelationship {
        switch value {
        case .scheduled: .scheduled
        case .added: .added
        case .unscheduled: .unscheduled
        case .canceled: .canceled
        default: .other
        }
    }

    private static func stop(_ update: TransitRealtime_TripUpdate.StopTimeUpdate) -> TripUpdates.StopUpdate {
        let relationship: TripUpdates.StopRelationship =
            switch update.scheduleRelationship {
            case .skipped: .skipped
            case .noData: .noData
            default: .scheduled
            }
        return TripUpdates.StopUpdate(
            stopSequence: update.hasStopSequence ? Int(update.stopSequence) : nil,
            stopID: update.hasStopID && !update.stopID.isEmpty ? update.stopID : nil,
            arrival: update.hasArrival ? prediction(update.arrival) : nil,
            departure: update.hasDeparture ? prediction(update.departure) : nil, relationship: relationship)
    }

    private static func prediction(_ event: TransitRealtime_TripUpdate.StopTimeEvent) -> TripUpdates.Prediction? {
        let delay = event.hasDelay ? Int(event.delay) : nil
        let time = event.hasTime && event.time > 0 ? instant(event.time) : nil
        return delay == nil && time == nil ? nil : TripUpdates.Prediction(delay: delay, time: time)
    }
}

extension TripUpdates {
    /// The trip updates of a GTFS-Realtime feed (protobuf). Throws `UpstreamError.malformed`.
    public init(protobuf data: Data) throws {
        self = try GTFSRealtimeFeed(protobuf: data).tripUpdates
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
