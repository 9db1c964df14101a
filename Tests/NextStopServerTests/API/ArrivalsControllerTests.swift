import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ArrivalsControllerTests {
    @Test func stopArrivalsComeFromKMB() async throws {
        // given KMB answering a bus in 5 minutes
        let harness = try ServerHarness()
        harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 5)
        try await harness.test { client in
            // when
            let response = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals?route=1")
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(ArrivalsBody.self)
            #expect(answer.stop.id == ServerHarness.kmbStop)
            #expect(answer.route == "1")
            #expect(answer.departures.map(\.minutes) == [5])
            #expect(answer.stale == false)
        }
    }

    @Test func unknownStopIs404() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/stops/NOSUCHSTOP000000/arrivals")
            // then
            #expect(response.status == .notFound)
            #expect(try response.errorField == "stop")
        }
    }

    @Test func routeNotAtTheStopIs404() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals?route=11")
            // then
            #expect(response.status == .notFound)
            #expect(try response.errorField == "route")
        }
    }

    @Test func upstreamFailureIs502WithoutTheUpstreamBody() async throws {
        // given KMB failing and nothing cached
        let harness = try ServerHarness()
        harness.scriptKMBFailure(at: ServerHarness.kmbStop)
        try await harness.test { client in
            // when
            let response = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
            // then
            #expect(response.status == .badGateway)
            #expect(try response.decode(ErrorBody.self).error.message.isEmpty == false)
            #expect(!response.text.contains(ServerHarness.upstreamSecret))
        }
    }

    @Test func nearbyAttachesArrivalsWhenAsked() async throws {
        // given KMB answering at both stops of route 1
        let harness = try ServerHarness()
        harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 4)
        harness.scriptKMBArrival(at: ServerHarness.northStop, inMinutes: 9)
        try await harness.test { client in
            // when
            let response = try await client.get("/api/v1/nearby?lat=22.30&lon=114.17&radius=100&arrivals=1")
            // then the outbound row at the first stop has its bus
            #expect(response.status == .ok)
            let answer = try response.decode(NearbyBody.self)
            let outbound = try #require(answer.routes.first { $0.variant.key == "KMB:1:O:1" })
            #expect(outbound.departures?.map(\.minutes) == [4])
        }
    }

    @Test func batchAnswersEachRequestInOrder() async throws {
        // given one stop that answers and one the network does not have
        let harness = try ServerHarness()
        harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 3)
        try await harness.test { client in
            // when
            let body = """
                {"requests":[{"stop_id":"\(ServerHarness.kmbStop)","route":"1"},{"stop_id":"NOSUCHSTOP000000"}]}
                """
            let response = try await client.send(.post, "/api/v1/arrivals", json: body)
            // then
            #expect(response.status == .ok)
            let answer = try response.decode(BatchBody.self)
            #expect(answer.results.map(\.stopID) == [ServerHarness.kmbStop, "NOSUCHSTOP000000"])
            #expect(answer.results[0].arrivals?.departures.map(\.minutes) == [3])
            #expect(answer.results[0].error == nil)
            #expect(answer.results[1].arrivals == nil)
            #expect(answer.results[1].error?.isEmpty == false)
        }
    }

    @Test func batchFailureNamesNoUpstreamBody() async throws {
        // given KMB failing
        let harness = try ServerHarness()
        harness.scriptKMBFailure(at: ServerHarness.kmbStop)
        try await harness.test { client in
            // when
            let body = #"{"requests":[{"stop_id":"\#(ServerHarness.kmbStop)"}]}"#
            let response = try await client.send(.post, "/api/v1/arrivals", json: body)
            // then
            #expect(response.status == .ok)
            #expect(try response.decode(BatchBody.self).results.first?.error?.isEmpty == false)
            #expect(!response.text.contains(ServerHarness.upstreamSecret))
        }
    }

    @Test(arguments: [
        (#"{"requests":["#, "body"),
        (#"{"requests":[{"route":"1"}]}"#, "requests.0.stop_id"),
        (#"{"requests":"all"}"#, "requests"),
        (
            #"{"requests":["# + Array(repeating: #"{"stop_id":"1"}"#, count: 51).joined(separator: ",") + "]}",
            "requests"
        ),
    ])
    func badBatchIs400NamingTheField(body: String, field: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.post, "/api/v1/arrivals", json: body)
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == field)
        }
    }
}

/// The batch answer as a client reads it.
private struct BatchBody: Decodable {
    struct Result: Decodable {
        var stopID: String
        var arrivals: ArrivalsBody?
        var error: String?

        enum CodingKeys: String, CodingKey {
            case arrivals, error
            case stopID = "stop_id"
        }
    }

    var results: [Result]
}
