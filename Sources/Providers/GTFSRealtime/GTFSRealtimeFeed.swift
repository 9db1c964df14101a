import Foundation
import GTFS
import NextStopCore
import SwiftProtobuf

/// Any agency's GTFS-Realtime feed (protobuf) decoded whole by the bindings generated from the official
/// gtfs-realtime.proto: its vehicle positions and alerts, whichever it holds (New York's subway mixes them with trip
/// updates in one feed, which the boards read with their own reader, `TripUpdates(protobuf:)`). Every field is
/// optional, as the specification has it.
public struct GTFSRealtimeFeed: Sendable {
    let message: TransitRealtime_FeedMessage

    /// Reads `data`; throws `UpstreamError.malformed` when it is not a feed message.
    public init(protobuf data: Data) throws {
        var options = BinaryDecodingOptions()
        // Fields newer than the bindings (MiWay's trip_properties) or an agency's extensions are not read anyway.
        options.discardUnknownFields = true
        do {
            // Partial: feeds leave out fields the schema marks required (511's trip update without `trip`).
            message = try TransitRealtime_FeedMessage(serializedBytes: data, partial: true, options: options)
        } catch {
            throw UpstreamError.malformed(reason: "not a GTFS-Realtime feed")
        }
    }

    /// The header's `timestamp`: how old the feed is (511's has lagged the fetch by 39 minutes).
    public var timestamp: Date? {
        message.header.hasTimestamp && message.header.timestamp > 0 ? Self.instant(message.header.timestamp) : nil
    }

    /// The entities that are not deletions.
    var entities: [TransitRealtime_FeedEntity] { message.entity.filter { !$0.isDeleted } }

    static func instant<Seconds: BinaryInteger>(_ seconds: Seconds) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

extension TransitRealtime_TripDescriptor {
    /// `trip_id`, nil when absent or empty.
    var givenTripID: String? { hasTripID && !tripID.isEmpty ? tripID : nil }

    /// `route_id`, nil when absent or empty.
    var givenRouteID: String? { hasRouteID && !routeID.isEmpty ? routeID : nil }
}

extension TransitRealtime_VehicleDescriptor {
    /// The vehicle's id, else its label; nil when it has neither.
    var name: String? {
        hasID && !id.isEmpty ? id : hasLabel && !label.isEmpty ? label : nil
    }
}
