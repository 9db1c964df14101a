extension ConformanceCase {
    /// Asking for a link code and redeeming one.
    static let devices = [
        ConformanceCase(.post, "/api/v1/link-codes", as: .alice, expect: .created),
        ConformanceCase(.post, "/api/v1/link-codes", expect: .created),
        ConformanceCase(.post, "/api/v1/link-codes", as: .malformed, expect: .badRequest),
        .rateLimited(.post, "/api/v1/link-codes"),
        ConformanceCase(.post, "/api/v1/link", .json(#"{"code":"{alice.code}"}"#), as: .bob, expect: .ok),
        ConformanceCase(.post, "/api/v1/link", .json(#"{"code":"ABC"}"#), as: .bob, expect: .badRequest),
        .oversized(.post, "/api/v1/link"),
        .rateLimited(.post, "/api/v1/link"),
    ]
}
