import Foundation
import GTFS
import Testing

@testable import Providers

/// Real agencies' TripUpdates read with `TripUpdates(protobuf:)` (recorded feeds in `../shared/anycity-data/gtfsrt`,
/// byte copies; PROVENANCE.md there counts what each holds), and Halifax's made into a live board of its own
/// timetable.
struct GTFSRealtimeTripUpdatesTests {
    private static let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/anycity-data/gtfsrt")
    static let halifax = recordings.appendingPathComponent("halifax-2025-11-06")

    func read(_ path: String) throws -> TripUpdates {
        try TripUpdates(protobuf: try Data(contentsOf: Self.recordings.appendingPathComponent(path)))
    }

    @Test func halifaxHasItsCancelledAddedSkippedAndNoDataUpdates() throws {
        let feed = try read("halifax-2025-11-06/TripUpdates.pb")
        let stops = feed.updates.flatMap(\.stops)

        #expect(feed.updates.count == 511)
        #expect(feed.updates.filter { $0.relationship == .canceled }.count == 4)
        #expect(feed.updates.filter { $0.relationship == .added }.count == 5)
        #expect(stops.count == 17_041)
        #expect(stops.filter { $0.relationship == .skipped }.count == 407)
        #expect(stops.filter { $0.relationship == .noData }.count == 26)
        #expect(feed.timestamp == Date(timeIntervalSince1970: 1_762_463_054))
    }

    @Test func bartsVersionOneFeedGivesNoStartDates() throws {
        let feed = try read("bart-2019-08-07/bart-trip-updates.pb")

        #expect(feed.updates.count == 91)
        #expect(feed.updates.allSatisfy { $0.startDate == nil })
        #expect(feed.updates.flatMap(\.stops).allSatisfy { $0.departure?.delay != nil || $0.arrival?.delay != nil })
    }

    @Test func halifaxsBoardTakesEachStopsOwnDelayFromTheFeed() throws {
        // given Halifax's timetable and its trip updates, and the departure delays the feed gives at a busy stop
        let timetable = try GTFSFeed(contentsOf: Self.halifax.appendingPathComponent("google_transit.zip"))
        let data = try Data(contentsOf: Self.halifax.appendingPathComponent("TripUpdates.pb"))
        let realtime = try TripUpdates(protobuf: data)
        let message = try TransitRealtime_FeedMessage(serializedBytes: data)
        var given: [String: Int] = [:]
        for entity in message.entity {
            for stop in entity.tripUpdate.stopTimeUpdate where stop.stopID == "6121" && stop.departure.hasDelay {
                given[entity.tripUpdate.trip.tripID] = Int(stop.departure.delay)
            }
        }

        // when
        let board = try timetable.liveDepartures(
            from: ["6121"], at: try #require(realtime.timestamp), limit: 30, realtime: realtime)

        // then
        let compared = board.filter { given[$0.scheduled.tripID] != nil }
        #expect(compared.count >= 10)
        #expect(compared.allSatisfy { $0.delay == given[$0.scheduled.tripID] })
        #expect(board.allSatisfy { $0.leaves >= realtime.timestamp!.addingTimeInterval(-59) })
        #expect(board.contains { $0.scheduled.departure < realtime.timestamp! })
    }

    @Test(arguments: [
        "halifax-2025-11-06/TripUpdates.pb", "mbta-2024-11-20/TripUpdates.pb", "bart-2019-08-07/bart-trip-updates.pb",
    ])
    func aFeedWrittenBackReadsAsTheSameUpdates(path: String) throws {
        let feed = try read(path)
        let again = try TripUpdates(protobuf: try feed.protobuf())
        #expect(again.timestamp == feed.timestamp)
        #expect(
            again.updates
                == feed.updates.map { update in
                    // A relationship the GTFS module does not tell apart is written as SCHEDULED.
                    var written = update
                    if written.relationship == .other { written.relationship = .scheduled }
                    return written
                })
    }
}

extension GTFSRealtimeTripUpdatesTests {
    @Test func halifaxsAddedTripIsOnTheBoardWithItsRouteAndItsLastStopAsHeadsign() throws {
        // given the replacement trip 3789145_1 (ADDED, route 3), due at Wyse Rd Before Boland Rd (8616) 205 s after
        // the feed's timestamp
        let timetable = try GTFSFeed(contentsOf: Self.halifax.appendingPathComponent("google_transit.zip"))
        let realtime = try read("halifax-2025-11-06/TripUpdates.pb")
        #expect(timetable.trip(id: "3789145_1") == nil)

        // when
        let board = try timetable.liveDepartures(
            from: ["8616"], at: try #require(realtime.timestamp), limit: 30, realtime: realtime)

        // then
        let added = try #require(board.first { $0.scheduled.tripID == "3789145_1" })
        #expect(added.isAdded)
        #expect(added.expected == Date(timeIntervalSince1970: 1_762_463_259))
        #expect(added.scheduled.routeShortName == "3")
        #expect(added.scheduled.headsign == "Marketplace Dr Before Bancroft Ln Bay 4 (6014)")
        #expect(board.filter(\.isAdded).count == 1)
    }
}
