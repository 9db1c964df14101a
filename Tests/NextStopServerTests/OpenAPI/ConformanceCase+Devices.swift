extension ConformanceCase {
    /// Asking for a link invitation, redeeming its secret, typing its code and confirming the device that typed it;
    /// listing a list's devices and unlinking one.
    static let devices = [
        ConformanceCase(.post, "/api/v1/link-codes", as: .alice, expect: .created),
        ConformanceCase(.post, "/api/v1/link-codes", as: Device(token: "new-device-token-no-list-000"), expect: .conflict),
        ConformanceCase(.post, "/api/v1/link-codes", as: .malformed, expect: .badRequest),
        .rateLimited(.post, "/api/v1/link-codes"),
        ConformanceCase(.post, "/api/v1/link-codes/confirm", as: .alice, in: .linkRequested, expect: .ok),
        ConformanceCase(.post, "/api/v1/link-codes/confirm", as: .alice, expect: .notFound),
        ConformanceCase(.post, "/api/v1/link-codes/confirm", as: .malformed, expect: .badRequest),
        .rateLimited(.post, "/api/v1/link-codes/confirm"),
        ConformanceCase(.post, "/api/v1/link", .json(#"{"secret":"{alice.secret}"}"#), as: .bob, expect: .ok),
        ConformanceCase(.post, "/api/v1/link", .json(#"{"code":"{alice.code}"}"#), as: .bob, expect: .accepted),
        ConformanceCase(
            .post, "/api/v1/link", .json(#"{"code":"{alice.code}"}"#), as: .alice, in: .linkRequested,
            expect: .conflict),
        ConformanceCase(.post, "/api/v1/link", .json(#"{"code":"ABC"}"#), as: .bob, expect: .badRequest),
        .oversized(.post, "/api/v1/link"),
        .rateLimited(.post, "/api/v1/link"),
        ConformanceCase(.get, "/api/v1/devices", as: .alice, in: .deviceLinked, expect: .ok),
        ConformanceCase(.get, "/api/v1/devices", as: Device(token: "new-device-token-no-list-000"), expect: .ok),
        ConformanceCase(.get, "/api/v1/devices", as: .malformed, expect: .badRequest),
        .rateLimited(.get, "/api/v1/devices"),
        ConformanceCase(.delete, "/api/v1/devices/{alice.device}", as: .bob, in: .deviceLinked, expect: .noContent),
        ConformanceCase(.delete, "/api/v1/devices/{alice.device}", as: .alice, expect: .conflict),
        ConformanceCase(.delete, "/api/v1/devices/{alice.device}", as: .bob, expect: .notFound),
        ConformanceCase(.delete, "/api/v1/devices/first", as: .alice, expect: .badRequest),
        .rateLimited(.delete, "/api/v1/devices/{alice.device}"),
    ]
}
