import Foundation
import GTFS
import Testing

@testable import Providers
@testable import Simulator

/// The simulated bus agency as any GTFS consumer reads it: its zip in the GTFS reader, its GTFS-Realtime through the
/// bindings generated from the official gtfs-realtime.proto.
struct SimulatedBusAgencyTests {
    private let agency = SimulatedBusAgency(seed: 1)
    /// A Monday at 08:00 in San Mateo.
    private let morning = Date(timeIntervalSince1970: 1_796_659_200)

    private func timetable() throws -> GTFSFeed {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("peninsula-bus-\(UUID()).zip")
        try agency.gtfsZip().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try GTFSFeed(contentsOf: file)
    }

    private func message(_ bytes: [UInt8]) throws -> TransitRealtime_FeedMessage {
        try TransitRealtime_FeedMessage(serializedBytes: Data(bytes))
    }

    @Test func theTimetableLoadsWithTripsAllDayAndNight() throws {
        let feed = try timetable()
        #expect(feed.routes.map(\.id).sorted() == ["10", "20", "30"])
        #expect(feed.timeZone.identifier == "America/Los_Angeles")
        #expect(feed.stops.count == 34)
        #expect(feed.trip(id: "10-out-2830") != nil)
        for hour in stride(from: 0, to: 86_400, by: 3_600) {
            let board = try feed.departures(from: "hub", at: morning.addingTimeInterval(Double(hour)), limit: 1)
            #expect(board.first.map { $0.departure.timeIntervalSince(morning.addingTimeInterval(Double(hour))) < 1_800 } == true)
        }
    }

    @Test func tripUpdatesNameTimetabledTripsButTheAddedOne() throws {
        let feed = try timetable()
        let updates = try message(agency.tripUpdates(at: morning)).entity.map(\.tripUpdate)
        #expect(updates.count > 20)
        let added = updates.filter { $0.trip.scheduleRelationship == .added }
        #expect(added.map(\.trip.tripID) == ["added-20261207-8"])
        #expect(added[0].stopTimeUpdate.count == 12 && added[0].stopTimeUpdate.allSatisfy(\.arrival.hasTime))
        #expect(updates.filter { $0.trip.scheduleRelationship != .added }.allSatisfy { feed.trip(id: $0.trip.tripID) != nil })
        #expect(updates.contains { $0.stopTimeUpdate.first?.departure.hasDelay == true })
    }

    @Test func overADayTripsAreCancelledAndStopsSkippedAndEachCancellationHasANotice() throws {
        var cancelled = 0
        var skipped = 0
        for hour in 0..<24 {
            let now = morning.addingTimeInterval(Double(hour) * 3_600)
            let updates = try message(agency.tripUpdates(at: now)).entity.map(\.tripUpdate)
            let cancelledNow = updates.filter { $0.trip.scheduleRelationship == .canceled }
            cancelled += cancelledNow.count
            skipped += updates.flatMap(\.stopTimeUpdate).filter { $0.scheduleRelationship == .skipped }.count
            let notices = try message(agency.alerts(at: now)).entity.map(\.alert)
            let named = Set(notices.flatMap(\.informedEntity).map(\.trip.tripID))
            #expect(cancelledNow.allSatisfy { named.contains($0.trip.tripID) })
            #expect(notices.contains { $0.informedEntity.first?.routeID == "20" && $0.informedEntity.first?.stopID == "2005" })
        }
        #expect(cancelled > 0)
        #expect(skipped > 0)
    }

    @Test func busesUnderWayHaveAPositionOnTheirRouteAndTheStopTheyHeadTo() throws {
        let vehicles = try message(agency.vehiclePositions(at: morning)).entity.map(\.vehicle)
        #expect(vehicles.count > 10)
        for vehicle in vehicles {
            #expect(vehicle.currentStatus == .inTransitTo)
            #expect(abs(vehicle.position.latitude - 37.54) < 0.1 && abs(vehicle.position.longitude + 122.3) < 0.1)
            #expect(vehicle.stopID.hasPrefix(vehicle.trip.routeID.prefix(1)) || vehicle.stopID == "hub")
        }
        let read = try GTFSRealtimeFeed(protobuf: Data(agency.vehiclePositions(at: morning))).vehiclePositions
        #expect(read.vehicleByTrip.count == vehicles.count)
    }
}
