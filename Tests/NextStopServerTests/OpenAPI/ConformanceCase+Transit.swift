extension ConformanceCase {
    /// The simulated Peninsula Bus: its agencies, stops, a live board, a trip and its alerts; an agency whose
    /// timetable has not loaded.
    static let transit = [
        ConformanceCase(.get, "/api/v1/transit", expect: .ok),
        .rateLimited(.get, "/api/v1/transit"),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops?q=hill", expect: .ok),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops?near=37.5372,-122.2975", expect: .ok),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops?near=91,0", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops?q=hill&near=37.5,-122.3", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/nowhere/stops?q=hill", expect: .notFound),
        ConformanceCase(.get, "/api/v1/transit/not-loaded/stops?q=hill", expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/transit/peninsula-bus/stops?q=hill"),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops/2005/departures?limit=20", expect: .ok),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops/hub/departures?limit=99", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/stops/nowhere/departures", expect: .notFound),
        ConformanceCase(.get, "/api/v1/transit/not-loaded/stops/hub/departures", expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/transit/peninsula-bus/stops/hub/departures"),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/trips/20-out-0500", expect: .ok),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/trips/20-out-0500?date=soon", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/trips/nowhere", expect: .notFound),
        ConformanceCase(.get, "/api/v1/transit/not-loaded/trips/20-out-0500", expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/transit/peninsula-bus/trips/20-out-0500"),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/alerts", expect: .ok),
        ConformanceCase(.get, "/api/v1/transit/peninsula-bus/alerts?lang=x1", expect: .badRequest),
        ConformanceCase(.get, "/api/v1/transit/nowhere/alerts", expect: .notFound),
        ConformanceCase(.get, "/api/v1/transit/not-loaded/alerts", expect: .serviceUnavailable),
        .rateLimited(.get, "/api/v1/transit/peninsula-bus/alerts"),
    ]
}
