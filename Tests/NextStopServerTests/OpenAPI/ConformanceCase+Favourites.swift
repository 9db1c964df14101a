extension ConformanceCase {
    /// Listing, saving, moving, deleting and reordering favourites; another device's favourite is never found.
    static let favourites = [
        ConformanceCase(.get, "/api/v1/favourites", as: .alice, expect: .ok),
        ConformanceCase(.get, "/api/v1/favourites", expect: .ok),
        ConformanceCase(.get, "/api/v1/favourites", as: .malformed, expect: .badRequest),
        .rateLimited(.get, "/api/v1/favourites"),
        ConformanceCase(
            .post, "/api/v1/favourites",
            .json(#"{"stop_id":"\#(ServerHarness.northStop)","route_key":"KMB:1:I:1","category_id":{alice.home}}"#),
            as: .alice, expect: .created),
        ConformanceCase(
            .post, "/api/v1/favourites", .json(#"{"stop_id":"\#(ServerHarness.citybusStop)"}"#), expect: .created),
        ConformanceCase(.post, "/api/v1/favourites", .json(#"{"route_key":"KMB:1:O:1"}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/favourites", .json(#"{"stop_id":"NOSUCHSTOP000000"}"#), as: .alice, expect: .notFound),
        ConformanceCase(
            .post, "/api/v1/favourites",
            .json(#"{"stop_id":"\#(ServerHarness.kmbStop)","category_id":{bob.category}}"#), as: .alice,
            expect: .notFound),
        ConformanceCase(
            .post, "/api/v1/favourites", .json(#"{"stop_id":"\#(ServerHarness.citybusStop)"}"#), as: .alice,
            in: .favouritesFull, expect: .conflict),
        .oversized(.post, "/api/v1/favourites"),
        .rateLimited(.post, "/api/v1/favourites"),
        ConformanceCase(
            .patch, "/api/v1/favourites/{alice.filed}", .json(#"{"category_id":null,"position":0}"#), as: .alice,
            expect: .ok),
        ConformanceCase(
            .patch, "/api/v1/favourites/{alice.loose}", .json(#"{"category_id":{alice.work}}"#), as: .alice, expect: .ok),
        ConformanceCase(
            .patch, "/api/v1/favourites/{alice.loose}", .json(#"{"category_id":null,"position":-1}"#), as: .alice,
            expect: .badRequest),
        ConformanceCase(
            .patch, "/api/v1/favourites/{bob.favourite}", .json(#"{"category_id":null}"#), as: .alice, expect: .notFound),
        .oversized(.patch, "/api/v1/favourites/{alice.loose}"),
        .rateLimited(.patch, "/api/v1/favourites/{alice.loose}"),
        ConformanceCase(.delete, "/api/v1/favourites/{alice.loose}", as: .alice, expect: .noContent),
        ConformanceCase(.delete, "/api/v1/favourites/abc", as: .alice, expect: .badRequest),
        ConformanceCase(.delete, "/api/v1/favourites/{bob.favourite}", as: .alice, expect: .notFound),
        .rateLimited(.delete, "/api/v1/favourites/{alice.loose}"),
        ConformanceCase(
            .post, "/api/v1/favourites/reorder", .json(#"{"category_id":{alice.work},"ids":[{alice.filed}]}"#), as: .alice,
            expect: .ok),
        ConformanceCase(.post, "/api/v1/favourites/reorder", .json(#"{"ids":"1"}"#), as: .alice, expect: .badRequest),
        ConformanceCase(
            .post, "/api/v1/favourites/reorder", .json(#"{"ids":[{bob.favourite}]}"#), as: .alice, expect: .notFound),
        .oversized(.post, "/api/v1/favourites/reorder"),
        .rateLimited(.post, "/api/v1/favourites/reorder"),
    ]
}
