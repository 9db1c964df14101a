import HummingbirdTesting
import Testing

@Suite struct MetricsEndpointTests {
    @Test func metricsCountRequestsUpstreamCallsAndCacheHits() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given a route search and the same arrivals asked twice (the second from the cache)
            _ = try await client.get("/api/v1/routes?prefix=1")
            harness.scriptKMBArrival(at: ServerHarness.kmbStop, inMinutes: 4)
            _ = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
            _ = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
            // when
            let response = try await client.get("/metrics")
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain") == true)
            let text = response.text
            for line in [
                #"nextstop_http_requests_total{route="/api/v1/routes",method="GET",status="200"} 1"#,
                #"nextstop_http_requests_total{route="/api/v1/stops/{id}/arrivals",method="GET",status="200"} 2"#,
                #"nextstop_upstream_requests_total{upstream="KMB",outcome="200"} 1"#,
                #"nextstop_arrivals_lookups_total{result="fetched"} 1"#,
                #"nextstop_arrivals_lookups_total{result="hit"} 1"#,
            ] {
                #expect(text.contains(line), "missing: \(line)")
            }
            #expect(text.contains("nextstop_http_request_duration_seconds_bucket"))
            #expect(text.contains("nextstop_dataset_age_seconds 3600"))
        }
    }

    @Test func serverErrorsAreCountedAsErrors() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given an upstream failure answered 502
            harness.scriptKMBFailure(at: ServerHarness.kmbStop)
            let failed = try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)/arrivals")
            // then
            #expect(failed.status == .badGateway)
            let text = try await client.get("/metrics").text
            #expect(
                text.contains(#"nextstop_http_errors_total{route="/api/v1/stops/{id}/arrivals",method="GET",status="502"} 1"#))
            #expect(text.contains(#"nextstop_arrivals_lookups_total{result="failed"} 1"#))
        }
    }
}
