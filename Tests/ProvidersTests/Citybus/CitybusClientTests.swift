import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds a `CitybusClient` fixture replies through a scripted transport and checks the core values and URLs.
struct CitybusClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://rt.data.gov.hk/v2/transport/citybus")
    private var client: CitybusClient { CitybusClient(transport: upstream.transport) }

    private static let macauFerry = LocalizedText(en: "Central (Macau Ferry)", tc: "中環 (港澳碼頭)", sc: "中环 (港澳码头)")
    private static let happyValley = LocalizedText(en: "Happy Valley (Upper)", tc: "跑馬地 (上)", sc: "跑马地 (上)")

    @Test func eachRouteRecordIsOutboundAsGivenAndInboundSwapped() async throws {
        // given the route list, one record per route number
        try upstream.answer("/route/CTB", fixture: "citybus/route-list.json")

        // when the client reads it
        let routes = try await client.routes()

        // then each record gives two summaries, the inbound one with origin and destination swapped
        #expect(routes.map(\.key.description) == ["CTB:1:O:1", "CTB:1:I:1", "CTB:11:O:1", "CTB:11:I:1"])
        #expect(routes[0].origin == Self.macauFerry)
        #expect(routes[0].destination == Self.happyValley)
        #expect(routes[1].origin == Self.happyValley)
        #expect(routes[1].destination == Self.macauFerry)
        #expect(upstream.requestedURLs == ["https://rt.data.gov.hk/v2/transport/citybus/route/CTB"])
    }

    @Test func routeStopsAskForOneDirection() async throws {
        // given both directions of route 1
        try upstream.answer("/route-stop/CTB/1/outbound", fixture: "citybus/route-stop-outbound.json")
        try upstream.answer("/route-stop/CTB/1/inbound", fixture: "citybus/route-stop-inbound.json")

        // when the client reads each
        let outbound = try await client.routeStops(route: "1", direction: .outbound)
        let inbound = try await client.routeStops(route: "1", direction: .inbound)

        // then each is a list of rows of that direction, from the path of that direction
        let expected = RouteStopRow(
            key: RouteKey(company: .ctb, route: "1", direction: .outbound, serviceType: 1),
            sequence: 1,
            stopID: "002737"
        )
        #expect(outbound.first == expected)
        #expect(outbound.map(\.stopID) == ["002737", "002739", "001313"])
        #expect(inbound.map(\.key.description) == ["CTB:1:I:1", "CTB:1:I:1"])
        #expect(inbound.map(\.sequence) == [1, 2])
        #expect(
            upstream.requestedURLs == [
                "https://rt.data.gov.hk/v2/transport/citybus/route-stop/CTB/1/outbound",
                "https://rt.data.gov.hk/v2/transport/citybus/route-stop/CTB/1/inbound",
            ]
        )
    }

    @Test func routeNumbersAreEscapedInThePath() async throws {
        let escapedPath = "/route-stop/CTB/N8X%2F%2E%2E/outbound"
        try upstream.answer(escapedPath, fixture: "citybus/route-stop-outbound.json")

        _ = try await client.routeStops(route: "N8X/..", direction: .outbound)

        #expect(upstream.requestedURLs == ["https://rt.data.gov.hk/v2/transport/citybus" + escapedPath])
    }

    @Test func stopMapsToACitybusStop() async throws {
        try upstream.answer("/stop/002737", fixture: "citybus/stop.json")

        let stop = try await client.stop(id: "002737")

        let expected = Stop(
            id: "002737",
            company: .ctb,
            name: LocalizedText(
                en: "Pottinger Street, Des Voeux Road Central", tc: "砵典乍街, 德輔道中", sc: "砵典乍街, 德辅道中"
            ),
            coordinate: Coordinate(latitude: 22.283948002091, longitude: 114.15630946053)
        )
        #expect(stop == expected)
        #expect(stop?.company == .ctb)
        #expect(upstream.requestedURLs == ["https://rt.data.gov.hk/v2/transport/citybus/stop/002737"])
    }

    @Test func unknownStopAnsweredWithAnEmptyObjectIsNil() async throws {
        try upstream.answer("/stop/999999", fixture: "citybus/stop-unknown.json")

        let stop = try await client.stop(id: "999999")

        #expect(stop == nil)
    }

    @Test func etaAtATerminusKeepsBothDirectionsWithTheirStop() async throws {
        // given arrivals of route 11 at a stop served in both directions
        try upstream.answer("/eta/CTB/001145/11", fixture: "citybus/eta.json")

        // when the client reads them
        let arrivals = try await client.eta(stopID: "001145", route: "11")

        // then both rows are kept, service type 1, naming their stop
        let expected = UpstreamArrival(
            company: .ctb, route: "11", direction: .inbound, serviceType: 1, sequence: 48, stopID: "001145",
            destination: LocalizedText(en: "Central (Ferry Piers)", tc: "中環碼頭", sc: "中环码头"),
            etaSequence: 1,
            eta: Date(timeIntervalSince1970: 1_760_852_657),  // 2025-10-19T13:44:17+08:00
            remark: .empty,
            dataTimestamp: Date(timeIntervalSince1970: 1_760_851_682)  // 2025-10-19T13:28:02+08:00
        )
        #expect(arrivals.first == expected)
        #expect(arrivals.map(\.direction) == [.inbound, .outbound])
        #expect(arrivals.last?.eta == Date(timeIntervalSince1970: 1_760_853_000))  // 2025-10-19T13:50:00+08:00
        #expect(upstream.requestedURLs == ["https://rt.data.gov.hk/v2/transport/citybus/eta/CTB/001145/11"])
    }

    @Test func unknownRouteAtAStopIsNoArrivalsNotAnError() async throws {
        try upstream.answer("/eta/CTB/001145/999", fixture: "citybus/eta-empty.json")

        let arrivals = try await client.eta(stopID: "001145", route: "999")

        #expect(arrivals.isEmpty)
    }

    @Test func status422IsRejected() async throws {
        try upstream.answer("/eta/CTB/001145/", status: 422)

        await #expect(throws: UpstreamError.rejected(status: 422)) {
            _ = try await client.eta(stopID: "001145", route: "")
        }
    }

    @Test func status429KeepsRetryAfter() async throws {
        try upstream.answer("/route/CTB", status: 429, headers: ["Retry-After": "30"])

        await #expect(throws: UpstreamError.rateLimited(retryAfter: 30)) { _ = try await client.routes() }
    }

    @Test func status500IsAServerError() async throws {
        try upstream.answer("/route/CTB", status: 500)

        await #expect(throws: UpstreamError.server(status: 500)) { _ = try await client.routes() }
    }

    @Test func status403OnASpecialRouteIsForbidden() async throws {
        // given a race-day route that Citybus refuses (API-NOTES §Citybus 4)
        try upstream.answer("/route-stop/CTB/1R/outbound", status: 403)

        await #expect(throws: UpstreamError.forbidden) {
            _ = try await client.routeStops(route: "1R", direction: .outbound)
        }
    }
}
