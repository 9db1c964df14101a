import Foundation
import HongKongBus
import HummingbirdTesting
import LiveTransport
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Providers
import SQLiteStorage
import Testing

/// The arrivals endpoints over the live transport against upstreams that fail for real: each answers within the
/// budget, saying which operators are not answering, instead of waiting the upstream out.
struct ArrivalsUnderFaultsTests {
    /// Not a speed figure: far above the 4.5 s budget (the suite runs many tests at once on two cores, whose two
    /// cooperative threads CPU-heavy tests can hold for a long time, and a busy suite has stalled these answers for
    /// 230 s on a loaded machine); a wait without a bound on the black hole never ends.
    private static let didNotHang = 300.0

    private func withServer(
        _ fault: FaultyUpstream, _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await fault.with { kmb, citybus in
            let transport = TransportStack(live: AsyncHTTPTransport())
            let arrivals = ArrivalsService(
                network: ServerHarness.network,
                sources: [
                    KMBClient(baseURL: kmb, transport: transport), CitybusClient(baseURL: citybus, transport: transport),
                ])
            let dependencies = ServerDependencies(
                network: ServerHarness.network, arrivals: arrivals,
                favourites: SQLiteFavouritesStore(database: try AppDatabase.inMemory()))
            try await buildApplication(dependencies).test(.router, body)
        }
    }

    private func timed(_ request: () async throws -> TestResponse) async throws -> TestResponse {
        let started = Date()
        let response = try await request()
        #expect(Date().timeIntervalSince(started) < Self.didNotHang)
        return response
    }

    @Test(arguments: FaultyUpstream.allCases)
    func aStopsArrivalsSayTheOperatorIsNotAnswering(fault: FaultyUpstream) async throws {
        try await withServer(fault) { client in
            let response = try await timed { try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals") }

            #expect(response.status == .badGateway)
            let error = try response.decode(OutageErrorBody.self).error
            #expect(error.notAnswering.map(\.company) == ["KMB"])
            #expect(error.message.hasPrefix("KMB is not answering now (since "))
        }
    }

    @Test(arguments: FaultyUpstream.allCases)
    func aBatchNamesTheOperatorOfEachRequest(fault: FaultyUpstream) async throws {
        try await withServer(fault) { client in
            let body = """
                {"requests":[{"stop_id":"\(ServerHarness.kmbStop)"},{"stop_id":"\(ServerHarness.citybusStop)"}]}
                """
            let response = try await timed { try await client.send(.post, "/api/v1/arrivals", json: body) }

            #expect(response.status == .ok)
            let results = try response.decode(OutageBatchBody.self).results
            #expect(results.map { $0.notAnswering?.map(\.company) } == [["KMB"], ["CTB"]])
        }
    }

    @Test(arguments: FaultyUpstream.allCases)
    func nearbyWithArrivalsStillAnswers(fault: FaultyUpstream) async throws {
        try await withServer(fault) { client in
            let response = try await timed {
                try await client.get("/api/v1/nearby?lat=\(Build.origin.latitude)&lon=\(Build.origin.longitude)&arrivals=1")
            }

            #expect(response.status == .ok)
            let routes = try response.decode(NearbyBody.self).routes
            #expect(!routes.isEmpty)
            #expect(routes.allSatisfy { $0.departures == nil && $0.arrivalsError != nil })
        }
    }
}

/// An error answer with its `not_answering` list.
private struct OutageErrorBody: Decodable {
    struct Detail: Decodable {
        var message: String
        var notAnswering: [Outage]

        enum CodingKeys: String, CodingKey {
            case message
            case notAnswering = "not_answering"
        }
    }

    var error: Detail
}

/// One operator in a `not_answering` list.
private struct Outage: Decodable {
    var company: String
    var since: Date
}

/// A batch answer's results with their `not_answering` lists.
private struct OutageBatchBody: Decodable {
    struct Result: Decodable {
        var notAnswering: [Outage]?

        enum CodingKeys: String, CodingKey {
            case notAnswering = "not_answering"
        }
    }

    var results: [Result]
}
