import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct DeviceMiddlewareTests {
    @Test func deviceWithoutTokenIsIssuedACookieOnItsFirstWrite() async throws {
        try await ServerHarness().test { client in
            // given a first save with no token
            let first = try await client.send(.post, "/api/v1/favourites", json: Self.kmbStopFavourite)
            let setCookie = try #require(first.headers[.setCookie])
            // then the cookie is a fresh 32-byte token, kept away from scripts and other sites for a year
            let pair = try #require(setCookie.split(separator: ";").first)
            #expect(pair.hasPrefix("nextstop_device="))
            let token = String(pair.dropFirst("nextstop_device=".count))
            #expect(token.count == 43)
            for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=31536000"] {
                #expect(setCookie.contains(attribute))
            }
            #expect(!setCookie.contains("Secure"))
            // when the browser comes back with the cookie
            let again = try await client.send(.get, "/api/v1/favourites", cookie: "nextstop_device=\(token)")
            // then no new cookie is issued and the list holds the save
            #expect(first.status == .created)
            #expect(again.headers[.setCookie] == nil)
            #expect(try again.decode(FavouritesBody.self).favourites.map(\.stopID) == [ServerHarness.kmbStop])
        }
    }

    @Test func readingWithoutTokenStoresNothingAndIssuesNoCookie() async throws {
        // given
        let harness = try ServerHarness()
        try await harness.test { client in
            // when a browser with no token and a device with a new token read their lists
            let browser = try await client.get("/api/v1/favourites")
            let device = try await client.get("/api/v1/favourites", as: .alice)
            // then both are empty, no cookie was handed out and the device was not registered
            #expect(browser.status == .ok && device.status == .ok)
            #expect(browser.headers[.setCookie] == nil)
            #expect(try browser.decode(FavouritesBody.self).favourites.isEmpty)
            #expect(try device.decode(FavouritesBody.self).favourites.isEmpty)
        }
        #expect(try await harness.store.owner(ofDevice: Self.hash(Device.alice.token)) == nil)
    }

    @Test func cookieIsSecureBehindAnHTTPSProxy() async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.execute(
                uri: "/api/v1/favourites", method: .post,
                headers: [.contentType: "application/json", HTTPField.Name("X-Forwarded-Proto")!: "https"],
                body: ByteBuffer(string: Self.kmbStopFavourite))
            // then
            #expect(response.headers[.setCookie]?.contains("Secure") == true)
        }
    }

    @Test func eachNewDeviceGetsItsOwnToken() async throws {
        try await ServerHarness().test { client in
            // when two devices save without tokens
            let first = try await client.send(.post, "/api/v1/favourites", json: Self.kmbStopFavourite)
            let second = try await client.send(.post, "/api/v1/favourites", json: Self.kmbStopFavourite)
            // then
            #expect(first.headers[.setCookie] != nil && second.headers[.setCookie] != nil)
            #expect(first.headers[.setCookie] != second.headers[.setCookie])
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
            _ = try await client.send(.post, "/api/v1/favourites", json: Self.kmbStopFavourite, as: .alice)
        }
        // then
        #expect(try await harness.store.owner(ofDevice: Self.hash(Device.alice.token)) != nil)
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
            let response = try await client.send(
                .post, "/api/v1/favourites", json: Self.kmbStopFavourite, cookie: "nextstop_device=bad")
            // then
            #expect(response.status == .created)
            #expect(response.headers[.setCookie]?.hasPrefix("nextstop_device=") == true)
        }
    }

    private static let kmbStopFavourite = #"{"stop_id":"\#(ServerHarness.kmbStop)"}"#

    private static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
