import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct NetworkControllerTests {
    @Test func routeSearchAnswersGroupsAndNextKeys() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/routes?prefix=1")
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(RouteSearchBody.self)
            #expect(answer.routes.map(\.route) == ["1", "11"])
            #expect(answer.nextKeys == ["1"])
        }
    }

    @Test func routeDetailAnswersStopsAndTheNearestOne() async throws {
        try await ServerHarness().test { client in
            // when the key is percent-encoded and the location is by the second stop
            let response = try await client.get("/api/v1/routes/KMB%3A1%3AO%3A1?near=22.3018,114.17")
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(RouteDetailBody.self)
            #expect(answer.variant.key == "KMB:1:O:1")
            #expect(answer.stops.map(\.stop.id) == [ServerHarness.kmbStop, ServerHarness.northStop])
            #expect(answer.nearestSeq == 2)
            #expect(answer.oppositeDirection == "KMB:1:I:1")
        }
    }

    @Test func unknownRouteIs404() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/routes/KMB:999:O:1")
            // then
            #expect(response.status == .notFound)
            #expect(try response.errorField == "key")
        }
    }

    @Test func nearbyAnswersStopsAndRoutesNearestFirst() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/nearby?lat=22.30&lon=114.17&radius=250")
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(NearbyBody.self)
            #expect(answer.radiusM == 250)
            #expect(answer.stops.map(\.id) == [ServerHarness.kmbStop, ServerHarness.northStop])
            #expect(answer.routes.map(\.variant.key).sorted() == ["KMB:1:I:1", "KMB:1:O:1"])
            #expect(answer.routes.allSatisfy { $0.departures == nil })
            #expect(answer.stops.allSatisfy { $0.routes == nil })
        }
    }

    @Test func nearbyListsTheRoutesAtEachStopWhenAsked() async throws {
        try await ServerHarness().test { client in
            let answer = try await client.get("/api/v1/nearby?lat=22.30&lon=114.17&radius=250&routes=1").decode(NearbyBody.self)
            #expect(answer.stops.first { $0.id == ServerHarness.kmbStop }?.routes?.map(\.route) == ["1"])
            #expect(answer.stops.allSatisfy { $0.routes != nil })
        }
    }

    @Test func stopSearchAnswersMatchesWithRoutes() async throws {
        try await ServerHarness().test { client in
            // when searching by stop code
            let response = try await client.get("/api/v1/stops?q=wt916&limit=5")
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(StopSearchBody.self)
            #expect(answer.stops.map(\.stop.id) == [ServerHarness.kmbStop])
            #expect(answer.stops.first?.match == "code")
            #expect(answer.stops.first?.routes.map(\.route) == ["1"])
        }
    }

    @Test(arguments: [
        ("/api/v1/routes/KMB-1-O-1", "key"),
        ("/api/v1/routes/KMB:1:O:1?near=22.3", "near"),
        ("/api/v1/routes/KMB:1:O:1?near=95,114", "near"),
        ("/api/v1/nearby?lon=114.17", "lat"),
        ("/api/v1/nearby?lat=22.3", "lon"),
        ("/api/v1/nearby?lat=NaN&lon=114.17", "lat"),
        ("/api/v1/nearby?lat=north&lon=114.17", "lat"),
        ("/api/v1/nearby?lat=91&lon=114.17", "lat"),
        ("/api/v1/nearby?lat=22.3&lon=inf", "lon"),
        ("/api/v1/nearby?lat=22.3&lon=114.17&radius=-5", "radius"),
        ("/api/v1/nearby?lat=22.3&lon=114.17&limit=0", "limit"),
        ("/api/v1/nearby?lat=22.3&lon=114.17&limit=many", "limit"),
        ("/api/v1/stops", "q"),
        ("/api/v1/stops?q=%20%20", "q"),
        ("/api/v1/stops?q=star&limit=100000", "limit"),
    ])
    func badInputIs400NamingTheField(uri: String, field: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get(uri)
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == field)
        }
    }
}

@Suite struct StopDetailEndpointTests {
    @Test func stopDetailListsTheRoutesCallingThere() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/stops/\(ServerHarness.northStop)")
            // then both directions of route 1 call, last outbound and first inbound
            #expect(response.status == .ok)
            let answer = try response.decode(StopDetailBody.self)
            #expect(answer.stop.id == ServerHarness.northStop)
            #expect(answer.routes.map(\.variant.key).sorted() == ["KMB:1:I:1", "KMB:1:O:1"])
            #expect(answer.routes.first { $0.variant.key == "KMB:1:O:1" }?.seq == 2)
        }
    }

    @Test func unknownStopIs404() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/stops/NOSUCHSTOP")
            // then
            #expect(response.status == .notFound)
            #expect(try response.errorField == "id")
        }
    }
}
