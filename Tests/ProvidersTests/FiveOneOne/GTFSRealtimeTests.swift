import Caltrain
import Foundation
import GTFS
import NextStopCore
import Testing

@testable import Providers

/// GTFS-Realtime protobuf in 511's 2026 shape (`tripupdates-2026.textproto` beside the encoded fixture).
struct GTFSRealtimeTests {
    private let fetchedAt = Date(timeIntervalSince1970: 1_780_384_260)

    private func tripUpdates() throws -> RealtimeSnapshot {
        try TripUpdates(protobuf: fixture("511/tripupdates-2026.pb")).trains(fetchedAt: fetchedAt)
    }

    @Test func everyFieldIsOptionalButTheTrainNumber() throws {
        let snapshot = try tripUpdates()
        // The entity with an empty trip update names no train and is left out; the trip-less one is named by its vehicle.
        #expect(snapshot.trains.map(\.number) == ["198", "312", "401"])
    }

    @Test func aMissingStartDateLeavesTheServiceDateToTheTimetable() throws {
        let trains = try tripUpdates().trains
        #expect(trains[0].serviceDate == nil)
        #expect(trains[1].serviceDate == ServiceDate("2026-06-01"))
        #expect(trains[0].stops.map(\.stopID) == ["70211", "70171"])
        #expect(trains[0].stops[0].expectedDeparture == Date(timeIntervalSince1970: 1_780_387_800))
    }

    @Test func cancelledTripsSkippedStopsAndDelaysWithoutTimes() throws {
        let trains = try tripUpdates().trains
        #expect(trains.map(\.cancelled) == [false, true, false])
        #expect(trains[2].stops.map(\.skipped) == [true, false])
        #expect(trains[2].stops[1].delay == 240)
        #expect(trains[2].stops[1].expectedArrival == nil)
    }

    @Test func theHeaderTimestampIsKeptSoALaggingFeedShowsItsAge() throws {
        let snapshot = try tripUpdates()
        #expect(snapshot.feedTimestamp == Date(timeIntervalSince1970: 1_780_384_200))
        #expect(snapshot.age(at: fetchedAt) == 60)
    }

    @Test func vehiclePositionsNameTheirTrains() throws {
        let positions = try GTFSRealtimeFeed(protobuf: fixture("511/vehiclepositions.pb")).trainPositions
        #expect(positions.map(\.number) == ["198"])
        #expect(abs(positions[0].latitude - 37.3945) < 0.0001)
        #expect(positions[0].stopID == "70211")
    }

    @Test func bytesThatAreNotProtobufAreMalformed() throws {
        #expect(throws: UpstreamError.malformed(reason: "not a GTFS-Realtime feed")) {
            try GTFSRealtimeFeed(protobuf: Data("{\"Header\":{}}".utf8))
        }
    }
}
