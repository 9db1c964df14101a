import Foundation
import HummingbirdTesting
import Logging
import NextStopCore
import Testing

@Suite struct RequestLogTests {
    @Test func requestsAreLoggedWithoutQueriesTokensOrCookies() async throws {
        // given a logger that keeps what it is told
        let lines = LockedValue<[String]>([])
        let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
        // when a device asks for its favourites and a location is searched
        try await ServerHarness().test(logger: logger) { client in
            _ = try await client.send(.get, "/api/v1/favourites", as: .alice, cookie: "nextstop_device=secret-cookie-0001")
            _ = try await client.get("/api/v1/nearby?lat=22.2819&lon=114.1582")
        }
        // then each request is logged by route and status, and neither the token, the cookie nor the place appear
        let requests = lines.value.filter { $0.hasPrefix("request ") }
        #expect(requests.count == 2)
        #expect(requests.contains { $0.contains("route=/api/v1/favourites") && $0.contains("status=200") })
        #expect(requests.contains { $0.contains("route=/api/v1/nearby") && $0.contains("status=200") })
        for secret in [Device.alice.token, "secret-cookie", "22.2819", "114.1582"] {
            #expect(!lines.value.contains { $0.contains(secret) }, "logged: \(secret)")
        }
    }
}
