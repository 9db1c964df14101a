import Foundation
import HongKongBus
import Hummingbird
import HummingbirdTesting
import NextStopCore
import Testing

@Suite struct DeviceLinkControllerTests {
    @Test func linkedDevicesShareOneList() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given Alice's favourite and a link code she asked for
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let codeResponse = try await client.send(.post, "/api/v1/link-codes", as: .alice)
            #expect(codeResponse.status == .created)
            let code = try codeResponse.decode(CodeBody.self)
            #expect(code.expiresAt == harness.clock.now().addingTimeInterval(FavouritesLimits.linkCodeLifetime))
            // when Bob links with it
            let link = try await client.send(.post, "/api/v1/link", json: #"{"code":"\#(code.code)"}"#, as: .bob)
            // then Bob sees Alice's list, and what Bob adds Alice sees
            #expect(link.status == .ok)
            #expect(try link.decode(FavouritesBody.self).favourites.map(\.stopID) == [ServerHarness.kmbStop])
            try await client.addFavourite(ServerHarness.citybusStop, as: .bob)
            let alice = try await client.favourites(of: .alice)
            #expect(alice.favourites.map(\.stopID) == [ServerHarness.kmbStop, ServerHarness.citybusStop])
        }
    }

    @Test func codeWorksOnce() async throws {
        try await ServerHarness().test { client in
            // given a code already used by Bob
            let code = try await client.send(.post, "/api/v1/link-codes", as: .alice).decode(CodeBody.self).code
            _ = try await client.send(.post, "/api/v1/link", json: #"{"code":"\#(code)"}"#, as: .bob)
            // when a third device tries it
            let response = try await client.send(
                .post, "/api/v1/link", json: #"{"code":"\#(code)"}"#, as: Device(token: "carol-device-token-000000003"))
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "code")
        }
    }

    @Test(arguments: [#"{"code":"ABC"}"#, #"{"code":"ZZZZZZ"}"#, #"{}"#])
    func badCodeIs400(body: String) async throws {
        try await ServerHarness().test { client in
            // when
            let response = try await client.send(.post, "/api/v1/link", json: body, as: .bob)
            // then
            #expect(response.status == .badRequest)
            #expect(try response.errorField == "code")
        }
    }
}

/// The link code answer as a client reads it.
private struct CodeBody: Decodable {
    var code: String
    var expiresAt: Date

    enum CodingKeys: String, CodingKey {
        case code
        case expiresAt = "expires_at"
    }
}
