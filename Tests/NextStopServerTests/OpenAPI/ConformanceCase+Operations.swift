extension ConformanceCase {
    /// Health in each state it reports, metrics and the document itself.
    static let operations = [
        ConformanceCase(.get, "/healthz", expect: .ok),
        ConformanceCase(.get, "/healthz", in: .kmbRecovered, expect: .ok),
        ConformanceCase(.get, "/healthz", in: .kmbFailingRepeatedly, expect: .ok),
        ConformanceCase(.get, "/healthz", in: .staleDataset, expect: .ok),
        ConformanceCase(.get, "/readyz", expect: .ok),
        ConformanceCase(.get, "/readyz", in: .databaseDown, expect: .serviceUnavailable),
        ConformanceCase(.get, "/metrics", in: .kmbRecovered, expect: .ok),
        ConformanceCase(.get, "/api/openapi.json", expect: .ok),
    ]
}
