import Foundation
import HongKongBus
import SwiftProtobuf

/// Hong Kong's buses as a GTFS-Realtime `FeedMessage` of trip updates (protobuf, version 2.0, the full dataset), as
/// any GTFS-Realtime consumer reads it: each entity one bus the operators reported coming to one stop, its trip
/// `UNSCHEDULED` (the static feed's trips run by frequency, `exact_times` 0), the stop's expected arrival as a time.
public enum BusTripUpdatesFeed {
    /// The feed of `updates`, stamped `now`.
    public static func encode(_ updates: [BusTripUpdate], at now: Date) throws -> Data {
        var message = TransitRealtime_FeedMessage()
        message.header.gtfsRealtimeVersion = "2.0"
        message.header.incrementality = .fullDataset
        message.header.timestamp = UInt64(max(0, now.timeIntervalSince1970))
        message.entity = updates.map(entity)
        return try message.serializedData()
    }

    private static func entity(_ update: BusTripUpdate) -> TransitRealtime_FeedEntity {
        var entity = TransitRealtime_FeedEntity()
        entity.id = update.entityID
        entity.tripUpdate.trip.tripID = update.tripID
        entity.tripUpdate.trip.routeID = update.routeID
        entity.tripUpdate.trip.startDate = update.startDate
        entity.tripUpdate.trip.startTime = update.startTime
        entity.tripUpdate.trip.scheduleRelationship = .unscheduled
        entity.tripUpdate.timestamp = UInt64(max(0, update.fetchedAt.timeIntervalSince1970))
        var stop = TransitRealtime_TripUpdate.StopTimeUpdate()
        stop.stopSequence = UInt32(update.stopSequence)
        stop.stopID = update.stopID
        stop.arrival.time = Int64(update.arrival.timeIntervalSince1970)
        entity.tripUpdate.stopTimeUpdate = [stop]
        return entity
    }
}
