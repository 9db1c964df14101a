import Foundation
import HummingbirdTesting
import Testing

@Suite struct HealthEndpointTests {
    @Test func freshDatasetAndUntriedUpstreamsAreOK() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/healthz")
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let health = try response.decode(HealthBody.self)
            #expect(health.status == "ok")
            #expect(health.reasons.isEmpty)
            #expect(health.upstreams.map(\.state) == ["unknown", "unknown"])
        }
    }

    @Test func datasetOlderThanAWeekIsDegraded() async throws {
        try await ServerHarness(datasetAge: 8 * 86_400).test { client in
            // when
            let health = try await client.get("/healthz").decode(HealthBody.self)
            // then
            #expect(health.status == "degraded")
            #expect(health.reasons == ["dataset 7 is 8 days old"])
        }
    }

    @Test func anOldDatasetACollectionFoundUnchangedIsHealthy() async throws {
        let harness = try ServerHarness(datasetAge: 8 * 86_400)
        try await harness.test { client in
            // when a collection a day ago found the network unchanged
            harness.dependencies.live.confirmDataset(at: harness.clock.now().addingTimeInterval(-86_400))
            // then
            #expect(try await client.get("/healthz").decode(HealthBody.self).status == "ok")
            // until that confirmation is over a week old too
            harness.clock.advance(by: 7 * 86_400)
            let health = try await client.get("/healthz").decode(HealthBody.self)
            #expect(health.reasons == ["dataset 7 was last confirmed current 8 days ago"])
        }
    }

    @Test func upstreamFailingThreeTimesInARowIsDegradedUntilItAnswers() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given KMB failing for three calls (each a cache miss), then answering
            for _ in 0..<3 { harness.scriptKMBFailure(at: ServerHarness.kmbStop) }
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 10)
            for _ in 0..<3 {
                _ = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
                harness.clock.advance(by: 60)
            }
            // then
            var health = try await client.get("/healthz").decode(HealthBody.self)
            #expect(health.status == "degraded")
            #expect(health.upstreams.first { $0.name == "KMB" }?.state == "failing")
            #expect(health.reasons == ["KMB failing: the last 3 attempts failed"])
            // when it answers again
            _ = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
            // then
            health = try await client.get("/healthz").decode(HealthBody.self)
            #expect(health.status == "ok")
            #expect(health.upstreams.first { $0.name == "KMB" }?.consecutiveFailures == 0)
        }
    }
}
