import Foundation
import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// KMB's arrivals as GTFS-Realtime trip updates of the static feed's trips, read back with the generated bindings.
struct BusTripUpdatesFeedTests {
    /// Route 1 out over three stops 1 km apart, the middle one's position unknown.
    private static let template = BusGTFSTemplate(
        network: Build.network(
            stops: [
                Build.stop("A", 22.300, 114.170), .placeholder(id: "B", company: .kmb), Build.stop("C", 22.309, 114.170),
                Build.stop("D", 22.318, 114.170),
            ],
            routes: [Build.route("KMB:1:O:1", ["A", "B", "C", "D"])]))
    /// 14:13:20 UTC, 22:13:20 in Hong Kong.
    private static let now = Date(timeIntervalSince1970: 1_790_000_000)

    private func arrival(at sequence: Int, inMinutes minutes: Double?, etaSequence: Int = 1, route: String = "1")
        -> (arrival: UpstreamArrival, fetchedAt: Date)
    {
        (
            UpstreamArrival(
                company: .kmb, route: route, direction: .outbound, serviceType: 1, sequence: sequence, stopID: nil,
                destination: Build.text("D"), etaSequence: etaSequence, eta: minutes.map { Self.now + $0 * 60 },
                remark: Build.text(""), dataTimestamp: Self.now),
            Self.now
        )
    }

    @Test func eachReportedBusIsAnUnscheduledTripStartedWhenTheTemplateSaysWithItsStopsArrival() throws {
        // given a bus 10 minutes from the third stop (the second placed, 220 s from the first), one with no time, and
        // one of a route the feed does not have
        let updates = Self.template.tripUpdates(from: [
            arrival(at: 3, inMinutes: 10), arrival(at: 4, inMinutes: nil), arrival(at: 1, inMinutes: 3, route: "2"),
        ])

        // when
        let message = try TransitRealtime_FeedMessage(
            serializedBytes: try BusTripUpdatesFeed.encode(updates, at: Self.now))

        // then
        #expect(message.header.gtfsRealtimeVersion == "2.0" && message.header.incrementality == .fullDataset)
        #expect(message.header.timestamp == 1_790_000_000)
        #expect(message.entity.count == 1)
        let update = try #require(message.entity.first?.tripUpdate)
        #expect(update.trip.tripID == "KMB-1-O-1" && update.trip.routeID == "KMB-1")
        #expect(update.trip.scheduleRelationship == .unscheduled)
        #expect(update.trip.startDate == "20260921")
        // 22:23:20 less 220 s.
        #expect(update.trip.startTime == "22:19:40")
        #expect(update.stopTimeUpdate.map(\.stopID) == ["C"])
        #expect(update.stopTimeUpdate.map(\.stopSequence) == [2])
        #expect(update.stopTimeUpdate.first?.arrival.time == 1_790_000_600)
    }

    @Test func anEmptyCacheIsAValidEmptyFeed() throws {
        let message = try TransitRealtime_FeedMessage(serializedBytes: try BusTripUpdatesFeed.encode([], at: Self.now))

        #expect(message.entity.isEmpty && message.header.gtfsRealtimeVersion == "2.0")
    }
}
