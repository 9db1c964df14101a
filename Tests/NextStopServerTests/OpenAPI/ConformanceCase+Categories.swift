extension ConformanceCase {
    /// Creating, renaming, deleting and reordering categories; another device's category is never found.
    static let categories = [
        ConformanceCase(.post, "/api/v1/categories", .json(#"{"name":"Weekend"}"#), as: .alice, expect: .created),
        ConformanceCase(.post, "/api/v1/categories", .json(#"{"name":"  "}"#), as: .alice, expect: .badRequest),
        ConformanceCase(.post, "/api/v1/categories", .json(#"{"name":"work"}"#), as: .alice, expect: .conflict),
        .oversized(.post, "/api/v1/categories"),
        .rateLimited(.post, "/api/v1/categories"),
        ConformanceCase(.patch, "/api/v1/categories/{alice.work}", .json(#"{"name":"Office"}"#), as: .alice, expect: .ok),
        ConformanceCase(.patch, "/api/v1/categories/x1", .json(#"{"name":"Office"}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .patch, "/api/v1/categories/{bob.category}", .json(#"{"name":"Office"}"#), as: .alice, expect: .notFound),
        ConformanceCase(
            .patch, "/api/v1/categories/{alice.home}", .json(#"{"name":"Work"}"#), as: .alice, expect: .conflict),
        .oversized(.patch, "/api/v1/categories/{alice.work}"),
        .rateLimited(.patch, "/api/v1/categories/{alice.work}"),
        ConformanceCase(.delete, "/api/v1/categories/{alice.work}", as: .alice, expect: .noContent),
        ConformanceCase(.delete, "/api/v1/categories/x1", as: .alice, expect: .badRequest),
        ConformanceCase(.delete, "/api/v1/categories/{bob.category}", as: .alice, expect: .notFound),
        .rateLimited(.delete, "/api/v1/categories/{alice.work}"),
        ConformanceCase(
            .post, "/api/v1/categories/reorder", .json(#"{"ids":[{alice.home},{alice.work}]}"#), as: .alice, expect: .ok),
        ConformanceCase(
            .post, "/api/v1/categories/reorder", .json(#"{"ids":[{alice.home}]}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/categories/reorder", .json(#"{"ids":[{bob.category}]}"#), as: .alice, expect: .notFound),
        .oversized(.post, "/api/v1/categories/reorder"),
        .rateLimited(.post, "/api/v1/categories/reorder"),
    ]
}
