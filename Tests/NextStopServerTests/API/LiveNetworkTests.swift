import Foundation
import HongKongBusTestSupport
import HummingbirdTesting
import NextStopCore
import NextStopServer
import NextStopTestSupport
import Testing

@Suite struct LiveNetworkTests {
    private struct Health: Decodable {
        struct Dataset: Decodable { var version: String }
        var dataset: Dataset
    }

    @Test func aReplacedNetworkAnswersTheNextRequest() async throws {
        let harness = try ServerHarness()
        let newStop = Build.kmbStopID(0xC3)
        let replacement = Build.network(
            [Build.stop(newStop, at: Build.origin, name: Build.text("Mong Kok"))],
            [Build.route("KMB:2:O:1", [newStop], from: "Mong Kok", to: "Cheung Sha Wan")])
        try await harness.test { client in
            #expect(try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)").status == .ok)
            #expect(try await client.get("/healthz").decode(Health.self).dataset.version == "7")

            // when
            let live = harness.dependencies.live
            live.replace(
                with: ServedNetwork(
                    network: replacement, arrivals: live.current.arrivals,
                    dataset: DatasetInfo(version: "8", generatedAt: harness.clock.now())))

            // then
            #expect(try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)").status == .notFound)
            #expect(try await client.get("/api/v1/stops/\(newStop)").status == .ok)
            #expect(try await client.get("/healthz").decode(Health.self).dataset.version == "8")
            let keypad = try await client.get("/hk/routes")
            #expect(keypad.status == .ok)
        }
    }
}
