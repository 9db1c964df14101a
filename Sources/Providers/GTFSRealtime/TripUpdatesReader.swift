import Foundation
import GTFS
import NextStopCore

/// Any agency's GTFS-Realtime TripUpdates (protobuf) read straight from the wire format into `TripUpdates`, only the
/// fields the boards use (gtfs-realtime.proto's numbers below), every other field and entity passed over. SwiftProtobuf's
/// decoding of a whole 5,000-entity feed took two thirds of the 20 ms the boards allow for applying one
/// (docs/BENCHMARKS.md); this reader is checked against it on every recorded feed. Every field is optional, as the
/// specification has it: an update naming neither a trip nor a vehicle is left out, a `start_date` that does not read
/// is taken as absent, a prediction with neither delay nor time as none.
extension TripUpdates {
    /// Reads a feed's trip updates. Throws `UpstreamError.malformed` when the bytes are not a feed message.
    public init(protobuf data: Data) throws {
        self = try data.withUnsafeBytes { bytes in
            var message = ProtobufCursor(bytes)
            var timestamp: Date?
            var updates: [Update] = []
            while !message.isAtEnd {
                let (field, wireType) = try message.key()
                switch (field, wireType) {
                case (1, 2): timestamp = try Self.timestamp(of: message.nested()) ?? timestamp
                case (2, 2): if let update = try Self.entity(message.nested()) { updates.append(update) }
                default: try message.skip(wireType)
                }
            }
            return TripUpdates(timestamp: timestamp, updates: updates)
        }
    }

    /// `FeedHeader.timestamp` (3), when above 0.
    private static func timestamp(of header: ProtobufCursor) throws -> Date? {
        var header = header
        var seconds: UInt64 = 0
        while !header.isAtEnd {
            let (field, wireType) = try header.key()
            if (field, wireType) == (3, 0) { seconds = try header.varint() } else { try header.skip(wireType) }
        }
        return seconds > 0 ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
    }

    /// A `FeedEntity`'s trip update (3), unless the entity is a deletion (2).
    private static func entity(_ entity: ProtobufCursor) throws -> Update? {
        var entity = entity
        var deleted = false
        var update: Update?
        while !entity.isAtEnd {
            let (field, wireType) = try entity.key()
            switch (field, wireType) {
            case (2, 0): deleted = try entity.varint() != 0
            case (3, 2): update = try tripUpdate(entity.nested())
            default: try entity.skip(wireType)
            }
        }
        guard !deleted, let update, update.tripID != nil || update.vehicleID != nil else { return nil }
        return update
    }

    /// `TripUpdate`: its trip (1), stop time updates (2), vehicle (3) and delay (5).
    private static func tripUpdate(_ message: ProtobufCursor) throws -> Update {
        var message = message
        var update = Update(tripID: nil, startDate: nil, relationship: .scheduled, stops: [], delay: nil)
        var vehicle: (id: String?, label: String?) = (nil, nil)
        while !message.isAtEnd {
            let (field, wireType) = try message.key()
            switch (field, wireType) {
            case (1, 2): try trip(message.nested(), into: &update)
            case (2, 2): update.stops.append(try stop(message.nested()))
            case (3, 2):
                var descriptor = try message.nested()
                while !descriptor.isAtEnd {
                    let (field, wireType) = try descriptor.key()
                    switch (field, wireType) {
                    case (1, 2): vehicle.id = try descriptor.text()
                    case (2, 2): vehicle.label = try descriptor.text()
                    default: try descriptor.skip(wireType)
                    }
                }
            case (5, 0): update.delay = Int(Int32(truncatingIfNeeded: try message.varint()))
            default: try message.skip(wireType)
            }
        }
        update.vehicleID = vehicle.id ?? vehicle.label
        return update
    }

    /// `TripDescriptor`: `trip_id` (1), `start_date` (3), `schedule_relationship` (4), `route_id` (5).
    private static func trip(_ descriptor: ProtobufCursor, into update: inout Update) throws {
        var descriptor = descriptor
        while !descriptor.isAtEnd {
            let (field, wireType) = try descriptor.key()
            switch (field, wireType) {
            case (1, 2): update.tripID = try descriptor.text()
            case (3, 2): update.startDate = try descriptor.text().flatMap(ServiceDate.init)
            case (4, 0):
                update.relationship =
                    switch try descriptor.varint() {
                    case 0: .scheduled
                    case 1: .added
                    case 2: .unscheduled
                    case 3: .canceled
                    default: .other
                    }
            case (5, 2): update.routeID = try descriptor.text()
            default: try descriptor.skip(wireType)
            }
        }
    }

    /// `StopTimeUpdate`: `stop_sequence` (1), arrival (2), departure (3), `stop_id` (4), `schedule_relationship` (5).
    private static func stop(_ message: ProtobufCursor) throws -> StopUpdate {
        var message = message
        var stop = StopUpdate(stopSequence: nil, stopID: nil, arrival: nil, departure: nil, relationship: .scheduled)
        while !message.isAtEnd {
            let (field, wireType) = try message.key()
            switch (field, wireType) {
            case (1, 0): stop.stopSequence = Int(UInt32(truncatingIfNeeded: try message.varint()))
            case (2, 2): stop.arrival = try prediction(message.nested())
            case (3, 2): stop.departure = try prediction(message.nested())
            case (4, 2): stop.stopID = try message.text()
            case (5, 0):
                stop.relationship =
                    switch try message.varint() {
                    case 1: .skipped
                    case 2: .noData
                    default: .scheduled
                    }
            default: try message.skip(wireType)
            }
        }
        return stop
    }

    /// `StopTimeEvent`: `delay` (1) and `time` (2); nil with neither.
    private static func prediction(_ event: ProtobufCursor) throws -> Prediction? {
        var event = event
        var delay: Int?
        var time: Date?
        while !event.isAtEnd {
            let (field, wireType) = try event.key()
            switch (field, wireType) {
            case (1, 0): delay = Int(Int32(truncatingIfNeeded: try event.varint()))
            case (2, 0):
                let seconds = Int64(bitPattern: try event.varint())
                time = seconds > 0 ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
            default: try event.skip(wireType)
            }
        }
        return delay == nil && time == nil ? nil : Prediction(delay: delay, time: time)
    }
}
