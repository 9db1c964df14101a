import Foundation
import GTFS
import NextStopCore
import Testing

@testable import Providers

/// The boards' own reader of trip updates against the bindings generated from the official gtfs-realtime.proto, on
/// every recorded feed: the same updates, field by field.
struct TripUpdatesReaderTests {
    private static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/anycity-data/gtfsrt")

    /// What the official bindings read, told as `TripUpdates`.
    private func official(_ data: Data) throws -> TripUpdates {
        let message = try TransitRealtime_FeedMessage(serializedBytes: data, partial: true)
        func given(_ text: String, _ has: Bool) -> String? { has && !text.isEmpty ? text : nil }
        func prediction(_ event: TransitRealtime_TripUpdate.StopTimeEvent, _ has: Bool) -> TripUpdates.Prediction? {
            guard has, event.hasDelay || (event.hasTime && event.time > 0) else { return nil }
            return .init(
                delay: event.hasDelay ? Int(event.delay) : nil,
                time: event.hasTime && event.time > 0 ? Date(timeIntervalSince1970: TimeInterval(event.time)) : nil)
        }
        let updates = message.entity.filter { $0.hasTripUpdate && !$0.isDeleted }.compactMap { entity -> TripUpdates.Update? in
            let update = entity.tripUpdate
            let trip = update.trip
            let vehicle = given(update.vehicle.id, update.vehicle.hasID) ?? given(update.vehicle.label, update.vehicle.hasLabel)
            let tripID = given(trip.tripID, trip.hasTripID)
            guard tripID != nil || vehicle != nil else { return nil }
            let relationship: TripUpdates.TripRelationship =
                switch trip.scheduleRelationship {
                case .scheduled: .scheduled
                case .added: .added
                case .unscheduled: .unscheduled
                case .canceled: .canceled
                default: .other
                }
            return TripUpdates.Update(
                tripID: tripID, routeID: given(trip.routeID, trip.hasRouteID), vehicleID: vehicle,
                startDate: trip.hasStartDate ? ServiceDate(trip.startDate) : nil, relationship: relationship,
                stops: update.stopTimeUpdate.map { stop in
                    TripUpdates.StopUpdate(
                        stopSequence: stop.hasStopSequence ? Int(stop.stopSequence) : nil,
                        stopID: given(stop.stopID, stop.hasStopID), arrival: prediction(stop.arrival, stop.hasArrival),
                        departure: prediction(stop.departure, stop.hasDeparture),
                        relationship: stop.scheduleRelationship == .skipped
                            ? .skipped : stop.scheduleRelationship == .noData ? .noData : .scheduled)
                }, delay: update.hasDelay ? Int(update.delay) : nil)
        }
        let stamp = message.header.hasTimestamp && message.header.timestamp > 0 ? message.header.timestamp : nil
        return TripUpdates(timestamp: stamp.map { Date(timeIntervalSince1970: TimeInterval($0)) }, updates: updates)
    }

    @Test(arguments: [
        "halifax-2025-11-06/TripUpdates.pb", "mbta-2024-11-20/TripUpdates.pb", "bart-2019-08-07/bart-trip-updates.pb",
        "miway-2025-10-26/TripUpdates.pb", "nyct-subway-2021-11-26/a_division.nyct.gtfsrt",
        "nyct-subway-2021-11-26/b_division.nyct.gtfsrt", "nyct-subway-2021-11-26/2_delay.nyct.gtfsrt",
        "nyct-subway-2021-11-26/2_train_with_0_shape.nyct.gtfsrt",
    ])
    func readsWhatTheOfficialBindingsRead(path: String) throws {
        let data = try Data(contentsOf: Self.recordings.appendingPathComponent(path))
        let read = try TripUpdates(protobuf: data)
        let expected = try official(data)
        #expect(read.timestamp == expected.timestamp)
        #expect(read.updates.count == expected.updates.count)
        #expect(read.updates == expected.updates)
    }

    @Test func aTruncatedOrForeignBodyIsMalformed() throws {
        let data = try Data(contentsOf: Self.recordings.appendingPathComponent("bart-2019-08-07/bart-trip-updates.pb"))
        for body in [data.prefix(data.count / 2), Data("{\"header\":{}}".utf8), Data([0x0A, 0xFF])] {
            #expect(throws: UpstreamError.malformed(reason: "not a GTFS-Realtime feed")) { try TripUpdates(protobuf: Data(body)) }
        }
    }
}
