import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /api/v1/trips`, read back as plain JSON against the documented contract.
@Suite struct TripControllerTests {
    private func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
    }

    @Test func fromAStopToAPlaceAnswersTheDirectRouteWithItsRide() async throws {
        try await ServerHarness().test { client in
            // when: from the first stop of route 1 to a place by its second, 200 m north
            let response = try await client.get("/api/v1/trips?from=\(ServerHarness.kmbStop)&to=22.3020,114.17")

            // then
            #expect(response.status == .ok)
            let answer = try object(response)
            #expect((answer["from"] as? [String: Any])?["stop"] as? [String: Any] != nil)
            #expect((answer["to"] as? [String: Any])?["lat"] as? Double == 22.302)
            #expect(answer["outside_network"] as? Bool == false)
            #expect(answer["walk_radius_m"] as? Int == 500)
            let options = try #require(answer["options"] as? [[String: Any]])
            let legs = try #require(options.first?["legs"] as? [[String: Any]])
            #expect((legs.first?["variant"] as? [String: Any])?["key"] as? String == "KMB:1:O:1")
            #expect((legs.first?["board"] as? [String: Any])?["seq"] as? Int == 1)
            #expect((legs.first?["alight"] as? [String: Any])?["seq"] as? Int == 2)
            #expect(legs.first?["ride_stops"] as? Int == 1)
            #expect(legs.first?["departures"] == nil)
            #expect(options.first?["walk_to_board_m"] as? Int == 0)
        }
    }

    @Test func aPlaceFarFromEveryStopIsOutsideTheNetwork() async throws {
        try await ServerHarness().test { client in
            let response = try await client.get("/api/v1/trips?from=51.5072,-0.1276&to=22.3020,114.17")

            #expect(response.status == .ok)
            let answer = try object(response)
            #expect(answer["outside_network"] as? Bool == true)
            #expect((answer["options"] as? [Any])?.isEmpty == true)
        }
    }

    @Test(arguments: [
        ("/api/v1/trips?to=22.30,114.17", HTTPResponse.Status.badRequest, "from"),
        ("/api/v1/trips?from=22.30,114.17&to=22.30", .notFound, "to"),
        ("/api/v1/trips?from=91,114.17&to=22.30,114.17", .badRequest, "from"),
        ("/api/v1/trips?from=22.30,114.17&to=NOSUCHSTOP", .notFound, "to"),
        ("/api/v1/trips?from=22.30,114.17&to=22.30,114.17&limit=21", .badRequest, "limit"),
    ])
    func badEndsAreRefusedNamingTheParameter(uri: String, status: HTTPResponse.Status, field: String) async throws {
        try await ServerHarness().test { client in
            let response = try await client.get(uri)

            #expect(response.status == status)
            #expect(try response.errorField == field)
        }
    }
}
