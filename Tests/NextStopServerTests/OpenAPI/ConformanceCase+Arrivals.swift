extension ConformanceCase {
    /// Arrivals at one stop and in a batch.
    static let arrivals = [
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals?route=1", in: .kmbAnswering, expect: .ok),
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals", in: .kmbAnswering, expect: .ok),
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals", in: .kmbFinalBusLeft, expect: .ok),
        ConformanceCase(.get, "/api/v1/stops/NOSUCHSTOP000000/arrivals", expect: .notFound),
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals?route=11", expect: .notFound),
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals", in: .kmbFailing, expect: .badGateway),
        .rateLimited(.get, "/api/v1/stops/\(ServerHarness.kmbStop)/arrivals"),
        ConformanceCase(
            .post, "/api/v1/arrivals",
            .json(#"{"requests":[{"stop_id":"\#(ServerHarness.kmbStop)","route":"1"},{"stop_id":"NOSUCHSTOP000000"}]}"#),
            in: .kmbAnswering, expect: .ok),
        ConformanceCase(
            .post, "/api/v1/arrivals", .json(#"{"requests":[{"stop_id":"\#(ServerHarness.kmbStop)"}]}"#), in: .kmbFailing,
            expect: .ok),
        ConformanceCase(.post, "/api/v1/arrivals", .json(#"{"requests":"all"}"#), expect: .badRequest),
        .oversized(.post, "/api/v1/arrivals"),
        .rateLimited(.post, "/api/v1/arrivals"),
    ]
}
