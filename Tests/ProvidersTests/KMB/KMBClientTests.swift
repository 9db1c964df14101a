import Foundation
import HongKongBus
import NextStopCore
import NextStopTestSupport
import Testing

@testable import Providers

/// Feeds a `KMBClient` fixture replies through a scripted transport and checks the core values and URLs.
struct KMBClientTests {
    private let upstream = ScriptedUpstream(baseURL: "https://data.etabus.gov.hk/v1/transport/kmb")
    private var client: KMBClient { KMBClient(transport: upstream.transport) }

    // KMB sends English names in capitals; they are read in title case (the fixtures keep KMB's capitals).
    private static let starFerry = LocalizedText(en: "Star Ferry", tc: "尖沙咀碼頭", sc: "尖沙咀码头")
    private static let chukYuen = LocalizedText(en: "Chuk Yuen Estate", tc: "竹園邨", sc: "竹园邨")
    private static let tsuenWanWest = LocalizedText(en: "Tsuen Wan West Station", tc: "荃灣西站", sc: "荃湾西站")

    // MARK: lists

    @Test func routesMapEveryVariant() async throws {
        // given the route list
        try upstream.answer("/route", fixture: "kmb/route-list.json")

        // when the client reads it
        let routes = try await client.routes()

        // then every variant is a KMB summary and /route was asked once
        let expected = RouteSummary(
            key: RouteKey(company: .kmb, route: "1", direction: .outbound, serviceType: 1),
            origin: Self.chukYuen,
            destination: Self.starFerry
        )
        #expect(routes.first == expected)
        #expect(routes.map(\.key.description) == ["KMB:1:O:1", "KMB:1:I:1", "KMB:1A:O:1", "KMB:1A:O:2"])
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/route"])
    }

    @Test func oneMalformedRecordIsSkippedAndCounted() async throws {
        // given a route list with one record that has no bound
        try upstream.answer("/route", fixture: "kmb/route-list-one-bad-record.json")

        // when the client reads the report
        let report = try await client.routesReport()

        // then the other records are kept and the skip is counted
        #expect(report.records.map(\.key.description) == ["KMB:1:O:1", "KMB:1A:O:1"])
        #expect(report.skippedCount == 1)
        #expect(report.firstSkipReason == "missing data[1].bound")
    }

    @Test func aListWithNoDecodableRecordIsMalformedNotEmpty() async throws {
        try upstream.answer("/route", fixture: "kmb/route-list-all-bad.json")

        await #expect(throws: UpstreamError.malformed(reason: "missing data[0].route")) {
            _ = try await client.routes()
        }
    }

    @Test func stopsMapToKMBStops() async throws {
        try upstream.answer("/stop", fixture: "kmb/stop-list.json")

        let stops = try await client.stops()

        let expected = Stop(
            id: "18492910339410B1",
            company: .kmb,
            name: LocalizedText(
                en: "Chuk Yuen Estate Bus Terminus (WT916)", tc: "竹園邨總站 (WT916)", sc: "竹园邨总站 (WT916)"
            ),
            coordinate: Coordinate(latitude: 22.345415, longitude: 114.192640)
        )
        #expect(stops.first == expected)
        #expect(stops.map(\.id) == ["18492910339410B1", "A3ADFCDF8487ADB9"])
        #expect(stops.allSatisfy { $0.company == .kmb && $0.id.wholeMatch(of: #/[0-9A-Z]{16}/#) != nil })
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/stop"])
    }

    @Test func routeStopsMapToRowsWithNumericSequences() async throws {
        try upstream.answer("/route-stop", fixture: "kmb/route-stop-list.json")

        let rows = try await client.routeStops()

        let expected = RouteStopRow(
            key: RouteKey(company: .kmb, route: "1", direction: .outbound, serviceType: 1),
            sequence: 1,
            stopID: "18492910339410B1"
        )
        #expect(rows.first == expected)
        #expect(rows.last?.key.description == "KMB:1A:I:2")
        #expect(rows.map(\.sequence) == [1, 2, 10, 11])
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/route-stop"])
    }

    // MARK: single stop

    @Test func stopReadsOneStop() async throws {
        try upstream.answer("/stop/18492910339410B1", fixture: "kmb/stop.json")

        let stop = try await client.stop(id: "18492910339410B1")

        #expect(stop?.id == "18492910339410B1")
        #expect(stop?.company == .kmb)
        #expect(stop?.coordinate == Coordinate(latitude: 22.345415, longitude: 114.192640))
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/stop/18492910339410B1"])
    }

    @Test func unknownStopAnsweredWithAnEmptyObjectIsNil() async throws {
        try upstream.answer("/stop/0000000000000000", fixture: "kmb/stop-unknown.json")

        let stop = try await client.stop(id: "0000000000000000")

        #expect(stop == nil)
    }

    // MARK: arrivals

    @Test func stopETAMapsEveryRouteDirectionAndServiceType() async throws {
        // given /stop-eta with two routes, both directions and two service types
        try upstream.answer("/stop-eta/18492910339410B1", fixture: "kmb/stop-eta.json")

        // when the client reads it
        let arrivals = try await client.stopETA(stopID: "18492910339410B1")

        // then every row is kept as the operator gave it
        let expected = UpstreamArrival(
            company: .kmb, route: "234A", direction: .outbound, serviceType: 1, sequence: 6,
            destination: Self.tsuenWanWest, etaSequence: 1,
            eta: Date(timeIntervalSince1970: 1_785_416_892),  // 2026-07-30T21:08:12+08:00
            remark: .empty,
            dataTimestamp: Date(timeIntervalSince1970: 1_785_416_504)  // 2026-07-30T21:01:44+08:00
        )
        #expect(arrivals.first == expected)
        #expect(arrivals.map(\.route) == ["234A", "234A", "234A", "234B"])
        #expect(arrivals.map(\.direction) == [.outbound, .outbound, .inbound, .outbound])
        #expect(arrivals.map(\.serviceType) == [1, 1, 1, 2])
        #expect(arrivals.map(\.sequence) == [6, 6, 14, 5])
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/stop-eta/18492910339410B1"])
    }

    @Test func remarksDistinguishTrackedScheduledAndFinalBuses() async throws {
        try upstream.answer("/stop-eta/18492910339410B1", fixture: "kmb/stop-eta.json")

        let remarks = try await client.stopETA(stopID: "18492910339410B1").map(\.remark)

        #expect(remarks[0].isEmpty)
        #expect(remarks[1] == LocalizedText(en: "Scheduled Bus", tc: "原定班次", sc: "原定班次"))
        #expect(remarks[2] == LocalizedText(en: "Final Bus", tc: "最後班次", sc: "最后班次"))
    }

    @Test func finalBusDepartedHasNoTimeAndKeepsItsRemark() async throws {
        try upstream.answer("/stop-eta/18492910339410B1", fixture: "kmb/stop-eta-final-bus-departed.json")

        let arrival = try #require(try await client.stopETA(stopID: "18492910339410B1").first)

        let expected = LocalizedText(en: "The final bus has departed from this stop", tc: "最後班次已過", sc: "最后班次已过")
        #expect(arrival.eta == nil)
        #expect(arrival.remark == expected)
    }

    @Test func suspendedETAServiceHasNoTimeAndKeepsItsRemark() async throws {
        try upstream.answer("/stop-eta/18492910339410B1", fixture: "kmb/stop-eta-suspended.json")

        let arrival = try #require(try await client.stopETA(stopID: "18492910339410B1").first)

        #expect(arrival.eta == nil)
        #expect(arrival.remark == LocalizedText(en: "ETA service suspended", tc: "暫停預報", sc: "暂停预报"))
    }

    @Test func etaAsksForOneVariantAtOneStop() async throws {
        try upstream.answer("/eta/18492910339410B1/1/1", fixture: "kmb/eta.json")

        let arrivals = try await client.eta(stopID: "18492910339410B1", route: "1", serviceType: 1)

        #expect(arrivals.map(\.destination) == [Self.starFerry])
        #expect(arrivals.map(\.eta) == [Date(timeIntervalSince1970: 1_785_418_260)])  // 2026-07-30T21:31:00+08:00
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb/eta/18492910339410B1/1/1"])
    }

    @Test func emptyDataListIsNoArrivalsNotAnError() async throws {
        // given KMB's answer to a wrong argument order: 200 with data: [] (API-NOTES §KMB 5)
        try upstream.answer("/eta/18492910339410B1/1/9", fixture: "kmb/eta-empty.json")

        let arrivals = try await client.eta(stopID: "18492910339410B1", route: "1", serviceType: 9)

        #expect(arrivals.isEmpty)
    }

    @Test func routeNumbersAreEscapedInThePath() async throws {
        // given a route number typed by a person that tries to add segments and a query
        let escapedPath = "/eta/18492910339410B1/1%2F%2E%2E%2Fstop%3Fx%3D1%20%E5%B7%B4/1"
        try upstream.answer(escapedPath, fixture: "kmb/eta.json")

        // when the client asks for it
        _ = try await client.eta(stopID: "18492910339410B1", route: "1/../stop?x=1 巴", serviceType: 1)

        // then it stays one escaped path component
        #expect(upstream.requestedURLs == ["https://data.etabus.gov.hk/v1/transport/kmb" + escapedPath])
    }

    @Test func baseURLAndTimeoutAreUsed() async throws {
        // given a client for a local simulator, its base URL ending in a slash, with a short timeout
        let local = ScriptedUpstream(baseURL: "http://127.0.0.1:8080/kmb")
        try local.answer("/route", fixture: "kmb/route-list.json")
        let baseURL = try #require(URL(string: "http://127.0.0.1:8080/kmb/"))
        let client = KMBClient(baseURL: baseURL, transport: local.transport, timeout: 5)

        // when it reads the route list
        _ = try await client.routes()

        // then the request went there, with that timeout
        #expect(local.requestedURLs == ["http://127.0.0.1:8080/kmb/route"])
        #expect(local.transport.requests.first?.timeout == 5)
    }

    // MARK: errors

    @Test func status422WithKMBsErrorBodyIsRejectedWithoutItsMessage() async throws {
        // given a request with the route left out
        try upstream.answer("/eta/18492910339410B1//1", status: 422, fixture: "kmb/error-422.json")

        do {
            _ = try await client.eta(stopID: "18492910339410B1", route: "", serviceType: 1)
            Issue.record("expected an error")
        } catch let error as UpstreamError {
            #expect(error == .rejected(status: 422))
            #expect(!error.description.contains("Invalid"))
        }
    }

    @Test func errorBodyWithStatus200IsRecognisedAsItsCode() async throws {
        try upstream.answer("/route", status: 200, fixture: "kmb/error-422.json")

        await #expect(throws: UpstreamError.rejected(status: 422)) { _ = try await client.routes() }
    }

    @Test func status429KeepsRetryAfter() async throws {
        try upstream.answer("/route", status: 429, headers: ["Retry-After": "120"])

        await #expect(throws: UpstreamError.rateLimited(retryAfter: 120)) { _ = try await client.routes() }
    }

    @Test func status403IsForbidden() async throws {
        try upstream.answer("/route", status: 403)

        await #expect(throws: UpstreamError.forbidden) { _ = try await client.routes() }
    }

    @Test func emptyBodyIsEmpty() async throws {
        try upstream.answer("/route", status: 200, body: " \n")

        await #expect(throws: UpstreamError.empty) { _ = try await client.routes() }
    }

    @Test func bodyThatIsNotJSONIsMalformedAndNotQuoted() async throws {
        try upstream.answer("/route", status: 200, body: "<html><body>Gateway maintenance</body></html>")

        do {
            _ = try await client.routes()
            Issue.record("expected an error")
        } catch let error as UpstreamError {
            #expect(error == .malformed(reason: "not valid JSON"))
            #expect(!error.description.contains("maintenance"))
        }
    }

    @Test func envelopeWithoutDataIsMalformed() async throws {
        try upstream.answer("/route", status: 200, body: #"{"type":"RouteList","version":"1.0"}"#)

        await #expect(throws: UpstreamError.malformed(reason: "missing data")) { _ = try await client.routes() }
    }

    @Test func transportErrorsPassThroughAndOthersBecomeUnreachable() async throws {
        // given a timeout on /route and no answer at all for /stop
        upstream.transport.script(try upstream.url("/route"), .fail(.timeout))

        // then the timeout is kept, and the transport's own error type becomes a reason without detail
        await #expect(throws: UpstreamError.timeout) { _ = try await client.routes() }
        await #expect(throws: UpstreamError.unreachable(reason: "MissingScript")) { _ = try await client.stops() }
    }
}
