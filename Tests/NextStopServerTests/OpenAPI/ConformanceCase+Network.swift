extension ConformanceCase {
    /// Route search and detail, nearby and stop search and detail.
    static let network = [
        ConformanceCase(.get, "/api/v1/routes?prefix=1", expect: .ok),
        ConformanceCase(.get, "/api/v1/routes", expect: .ok),
        .rateLimited(.get, "/api/v1/routes?prefix=1"),
        ConformanceCase(.get, "/api/v1/routes/KMB%3A1%3AO%3A1?near=22.3018,114.17", expect: .ok),
        ConformanceCase(.get, "/api/v1/routes/CTB:11:O:1", expect: .ok),
        ConformanceCase(.get, "/api/v1/routes/KMB-1-O-1", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/routes/KMB:1:O:1?near=22.3", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/routes/KMB:999:O:1", expect: .notFound),
        .rateLimited(.get, "/api/v1/routes/KMB:1:O:1"),
        ConformanceCase(.get, "/api/v1/nearby?lat=22.30&lon=114.17&radius=250&limit=10", expect: .ok),
        ConformanceCase(.get, "/api/v1/nearby?lat=22.30&lon=114.17", expect: .ok),
        ConformanceCase(.get, "/api/v1/nearby?lat=22.30&lon=114.17&radius=100&arrivals=1", in: .kmbAnswering, expect: .ok),
        ConformanceCase(.get, "/api/v1/nearby?lat=22.30&lon=114.17&radius=100&arrivals=true", in: .kmbFailing, expect: .ok),
        ConformanceCase(.get, "/api/v1/nearby?lon=114.17", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/nearby?lat=22.3&lon=114.17&limit=0", expect: .badRequest),
        .rateLimited(.get, "/api/v1/nearby?lat=22.30&lon=114.17"),
        ConformanceCase(.get, "/api/v1/stops?q=wt916&limit=5", expect: .ok),
        ConformanceCase(.get, "/api/v1/stops?q=star", expect: .ok),
        ConformanceCase(.get, "/api/v1/stops", expect: .badRequest),
        .rateLimited(.get, "/api/v1/stops?q=star"),
        ConformanceCase(.get, "/api/v1/stops/\(ServerHarness.northStop)", expect: .ok),
        ConformanceCase(.get, "/api/v1/stops/NOSUCHSTOP", expect: .notFound),
        .rateLimited(.get, "/api/v1/stops/\(ServerHarness.northStop)"),
    ]
}
