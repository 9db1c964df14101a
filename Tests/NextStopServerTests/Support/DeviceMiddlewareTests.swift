import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct DeviceMiddlewareTests {
    @Test func deviceWithoutTokenIsIssuedACookieThatKeepsItsList() async throws {
        try await ServerHarness().test { client in
            // given a first request with no token
            let first = try await client.get("/api/v1/favourites")
            let setCookie = try #require(first.headers[.setCookie])
            // then the cookie is a fresh 32-byte token, kept away from scripts and other sites for a year
            let pair = try #require(setCookie.split(separator: ";").first)
            #expect(pair.hasPrefix("nextstop_device="))
            let token = String(pair.dropFirst("nextstop_device=".count))
            #expect(token.count == 43)
            for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=31536000"] {
                #expect(setCookie.contains(attribute))
            }
            // when the browser saves a favourite and comes back with the cookie
            let added = try await client.send(
                .post, "/api/v1/favourites", json: #"{"stop_id":"\#(ServerHarness.kmbStop)"}"#,
                cookie: "nextstop_device=\(token)")
            let again = try await client.send(.get, "/api/v1/favourites", cookie: "nextstop_device=\(token)")
            // then no new cookie is issued and the list is the same
            #expect(added.status == .created)
            #expect(again.headers[.setCookie] == nil)
            #expect(try again.decode(FavouritesBody.self).favourites.map(\.stopID) == [ServerHarness.kmbStop])
        }
    }

    @Test func eachNewDeviceGetsItsOwnToken() async throws {
        try await ServerHarness().test { client in
            // when two devices arrive without tokens
            let first = try await client.get("/api/v1/favourites").headers[.setCookie]
            let second = try await client.get("/api/v1/favourites").headers[.setCookie]
            // then
            #expect(first != nil && second != nil && first != second)
        }
    }

    @Test func headerTokenNeedsNoCookie() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/favourites", as: .alice)
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.setCookie] == nil)
        }
    }

    @Test func storeSeesOnlyTheTokensHash() async throws {
        // given
        let harness = try ServerHarness()
        try await harness.test { client in
            // when
            _ = try await client.get("/api/v1/favourites", as: .alice)
        }
        // then
        let hash = SHA256.hash(data: Data(Device.alice.token.utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(try await harness.store.owner(ofDevice: hash) != nil)
        #expect(try await harness.store.owner(ofDevice: Device.alice.token) == nil)
    }

    @Test(arguments: ["short", "has spaces in the token value", String(repeating: "a", count: 200)])
    func malformedHeaderTokenIs400(token: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.get("/api/v1/favourites", as: Device(token: token))
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "device")
        }
    }

    @Test func malformedCookieIsReplaced() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.get, "/api/v1/favourites", cookie: "nextstop_device=bad")
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.setCookie]?.hasPrefix("nextstop_device=") == true)
        }
    }
}
