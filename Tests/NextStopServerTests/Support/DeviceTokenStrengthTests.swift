import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NextStopCore
import Testing

/// Tokens are at least 128 bits (22 base64url characters); a device registered under a shorter one before that was
/// required keeps its favourites by switching to the replacement the server hands it.
@Suite struct DeviceTokenStrengthTests {
    /// 16 characters, which the server accepted for a new device before tokens had to be 128 bits.
    static let short = Device(token: "short-token-0001")

    @Test(arguments: ["short-token-0001", "short-token-00000001x"])
    func aShortTokenThatNamesNoDeviceIsRefusedAndStoresNothing(token: String) async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            let response = try await client.send(
                .post, "/api/v1/favourites", json: Self.kmbStopFavourite, as: Device(token: token))

            #expect(response.status == .badRequest)
            #expect(try response.errorField == "device")
            #expect(try response.decode(ErrorBody.self).error.message.contains("22"))
        }
        #expect(try await harness.store.owner(ofDevice: Self.hash(token)) == nil)
    }

    @Test func aTokenOf22CharactersIsAccepted() async throws {
        try await ServerHarness().test { client in
            let response = try await client.send(
                .post, "/api/v1/favourites", json: Self.kmbStopFavourite, as: Device(token: "twenty-two-characters0"))

            #expect(response.status == .created)
        }
    }

    @Test func aDeviceRegisteredWithAShortTokenKeepsItsFavouritesUnderItsReplacement() async throws {
        // given a device registered with a short token before 128 bits were required
        let harness = try ServerHarness()
        let owner = try await harness.store.registerDevice(tokenHash: Self.hash(Self.short.token), at: harness.clock.now())
        _ = try await harness.store.addFavourite(
            NewFavourite(item: FavouriteItem(system: "hk-bus", kind: "stop", id: ServerHarness.kmbStop)),
            for: .owner(owner), at: harness.clock.now())
        try await harness.test { client in
            // when it reads its list with the short token
            let before = try await client.get("/api/v1/favourites", as: Self.short)
            let replacement = try #require(before.headers[HTTPField.Name("X-NextStop-Device-Replacement")!])
            // then it gets its list and a replacement of 32 random bytes
            #expect(before.status == .ok)
            #expect(replacement.count == 43)
            // and with the replacement it has the same list, and no further replacement
            let after = try await client.get("/api/v1/favourites", as: Device(token: replacement))
            #expect(try after.decode(FavouritesBody.self).favourites.map(\.stopID) == [ServerHarness.kmbStop])
            #expect(after.headers[HTTPField.Name("X-NextStop-Device-Replacement")!] == nil)
            // while the short token, replaced, no longer reaches anything
            let retired = try await client.get("/api/v1/favourites", as: Self.short)
            #expect(retired.status == .badRequest)
        }
    }

    @Test func aBrowserWithAShortCookieIsGivenItsReplacementAsACookie() async throws {
        let harness = try ServerHarness()
        _ = try await harness.store.registerDevice(tokenHash: Self.hash(Self.short.token), at: harness.clock.now())
        try await harness.test { client in
            let response = try await client.send(
                .get, "/api/v1/favourites", cookie: "\(Self.cookieName)=\(Self.short.token)")

            let replacement = try #require(response.headers[HTTPField.Name("X-NextStop-Device-Replacement")!])
            #expect(response.headers[.setCookie]?.hasPrefix("\(Self.cookieName)=\(replacement);") == true)
        }
    }

    private static let cookieName = "nextstop_device"
    private static let kmbStopFavourite = #"{"stop_id":"\#(ServerHarness.kmbStop)"}"#

    private static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
