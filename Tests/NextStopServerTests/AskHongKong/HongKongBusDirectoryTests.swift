import AskHongKong
import Foundation
import HongKongBus
import NextStopCore
import NextStopServer
import Testing

/// The bus system seen through Ask Hong Kong's `BusDirectory`: names in three scripts, routes by number and stop,
/// and arrivals through the arrivals service, an operator that fails included.
struct HongKongBusDirectoryTests {
    private static let starFerry = LocalizedText(en: "STAR FERRY", tc: "尖沙咀碼頭", sc: "尖沙咀码头")
    private static let network = BusNetwork(
        stops: [
            Stop(id: "KMB-SF-1", company: .kmb, name: starFerry, coordinate: Coordinate(latitude: 22.2937, longitude: 114.1686)),
            Stop(id: "KMB-SF-2", company: .kmb, name: starFerry, coordinate: Coordinate(latitude: 22.2939, longitude: 114.1688)),
            Stop(
                id: "KMB-CY", company: .kmb, name: LocalizedText(en: "CHUK YUEN ESTATE", tc: "竹園邨", sc: "竹园邨"),
                coordinate: Coordinate(latitude: 22.3452, longitude: 114.1925)),
        ],
        // Both leave from Star Ferry: a stop where a route only ends offers no departures to ask about.
        routes: [
            RouteVariant(
                key: RouteKey(company: .kmb, route: "1", direction: .outbound, serviceType: 1), origin: starFerry,
                destination: LocalizedText(en: "CHUK YUEN ESTATE", tc: "竹園邨", sc: "竹园邨"),
                stopIDs: ["KMB-SF-1", "KMB-CY"]),
            RouteVariant(
                key: RouteKey(company: .kmb, route: "1A", direction: .outbound, serviceType: 1), origin: starFerry,
                destination: LocalizedText(en: "SAU MAU PING", tc: "秀茂坪", sc: "秀茂坪"), stopIDs: ["KMB-SF-2", "KMB-CY"]),
        ])

    /// KMB's arrivals: one bus of each route due in five minutes, or a failure.
    private struct Arrivals: ArrivalSource {
        let now: Date
        var failure: UpstreamError?
        var company: Company { .kmb }

        func call(forRoute route: String, atStop stopID: String) -> ArrivalCall {
            ArrivalCall(company: .kmb, stopID: stopID)
        }

        func arrivals(for call: ArrivalCall) async throws -> ArrivalAnswer {
            if let failure { throw failure }
            return ArrivalAnswer(
                rows: ["1", "1A"].map { route in
                    UpstreamArrival(
                        company: .kmb, route: route, direction: .outbound, serviceType: 1, sequence: 1,
                        stopID: call.stopID, destination: HongKongBusDirectoryTests.starFerry, etaSequence: 1,
                        eta: now.addingTimeInterval(300), remark: .empty, dataTimestamp: now)
                })
        }
    }

    private func directory(failure: UpstreamError? = nil) -> HongKongBusDirectory {
        let now = Date()
        return HongKongBusDirectory(
            service: ArrivalsService(
                network: TransitNetwork(Self.network), sources: [Arrivals(now: now, failure: failure)]))
    }

    @Test func theStopsNearARiderComeNearestFirstWithTheRoutesCallingThere() {
        let rider = Coordinate(latitude: 22.2930, longitude: 114.1686)

        let stops = directory().stops(near: rider, limit: 5)

        #expect(stops.map(\.name.en) == ["STAR FERRY", "STAR FERRY"])
        #expect(stops.map(\.routes) == [["1"], ["1A"]])
        #expect(stops[0].distanceM < stops[1].distanceM && stops[0].distanceM == 78)
        #expect(directory().stops(near: Coordinate(latitude: 22.0, longitude: 113.0), limit: 5).isEmpty)
    }

    @Test func stopNamesAreListedOnceAndRoutesAreKnownByNumber() {
        let buses = directory()

        #expect(buses.stopNames.map(\.en) == ["STAR FERRY", "CHUK YUEN ESTATE"])
        #expect(buses.isKnownRoute("1a") && !buses.isKnownRoute("2"))
        #expect(buses.lines(of: "1A", company: nil).map(\.destination.en) == ["SAU MAU PING"])
        #expect(Set(buses.lines(atStop: "STAR FERRY").map(\.route)) == ["1", "1A"])
        #expect(Set(buses.lines(near: "STAR FERRY").map(\.route)) == ["1", "1A"])
    }

    @Test("a route's stops at or near a name: its own stop of that name, one found by searching, none far away")
    func aRoutesStopsNearAName() {
        let buses = directory()

        #expect(buses.stops(of: "1", near: "STAR FERRY", company: nil) == ["STAR FERRY"])
        #expect(buses.stops(of: "1A", near: "Chuk Yuen", company: "KMB") == ["CHUK YUEN ESTATE"])
        #expect(buses.stops(of: "1", near: "Chuk Yuen", company: "CTB").isEmpty)
        #expect(buses.stops(of: "1", near: "Nowhere Such", company: nil).isEmpty)
    }

    @Test func arrivalsComeFromEveryStopOfTheName() async throws {
        let arrivals = try await directory().arrivals(route: "1A", atStop: "STAR FERRY", company: nil)

        #expect(!arrivals.value.isEmpty && Set(arrivals.value.map(\.route)) == ["1A"])
        #expect(arrivals.value.first?.stop == Self.starFerry)
    }

    @Test func anOperatorThatFailsIsAnError() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await directory(failure: .server(status: 503)).arrivals(route: "1", atStop: "STAR FERRY", company: nil)
        }
    }
}
