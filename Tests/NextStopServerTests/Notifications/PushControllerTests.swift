import Crypto
import Foundation
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

/// A device's push subscription kept, dropped and tried with a test notification, the push service scripted.
@Suite struct PushControllerTests {
    private static let endpoint = "https://push.example.net/send/device-a"
    private let browserKey = P256.KeyAgreement.PrivateKey().publicKey.x963Representation.base64URLEncodedString()
    private let auth = Data((0..<16).map { UInt8($0) }).base64URLEncodedString()

    private func subscribe(_ client: some TestClientProtocol, as device: Device, lang: String = "tc") async throws
        -> TestResponse
    {
        try await client.send(
            .post, "/api/v1/push/subscriptions",
            json: #"{"endpoint":"\#(Self.endpoint)","keys":{"p256dh":"\#(browserKey)","auth":"\#(auth)"},"lang":"\#(lang)"}"#,
            as: device)
    }

    @Test func theKeyIsTheOneThePushesAreSignedWith() async throws {
        try await ServerHarness().test { client in
            let answer = try await client.send(.get, "/api/v1/push/key", as: .alice)
            #expect(answer.status == .ok)
            #expect(try answer.decode([String: String].self)["public_key"] == ServerHarness.pushKey.publicKey)
        }
    }

    @Test func aSubscribedDeviceGetsATestNotificationInItsLanguage() async throws {
        let harness = try ServerHarness()
        harness.transport.script(URL(string: Self.endpoint)!, .respond(HTTPResponse(status: 201)))
        try await harness.test { client in
            // given
            #expect(try await subscribe(client, as: .bob).status == .noContent)

            // when
            let answer = try await client.send(.post, "/api/v1/push/test", as: .bob)

            // then
            #expect(answer.status == .ok)
            #expect(try answer.decode([String: Int].self) == ["delivered": 1, "failed": 0, "gone": 0])
            let sent = try #require(harness.transport.requests.last)
            #expect(sent.method == "POST" && sent.headers["Content-Encoding"] == "aes128gcm")
            #expect(sent.headers["Authorization"]?.hasSuffix("k=\(ServerHarness.pushKey.publicKey)") == true)
            #expect(
                try await harness.store.pushSubscriptions(ofDevice: try #require(deviceTokenHash(Device.bob.token)))
                    .map(\.language) == ["tc"])
        }
    }

    @Test func aSubscriptionThePushServiceCallsGoneIsForgotten() async throws {
        let harness = try ServerHarness()
        harness.transport.script(URL(string: Self.endpoint)!, .respond(HTTPResponse(status: 410)))
        try await harness.test { client in
            _ = try await subscribe(client, as: .bob)

            let answer = try await client.send(.post, "/api/v1/push/test", as: .bob)

            #expect(try answer.decode([String: Int].self)["gone"] == 1)
            #expect(try await client.send(.post, "/api/v1/push/test", as: .bob).status == .notFound)
        }
    }

    @Test func aDeviceDropsItsSubscription() async throws {
        try await ServerHarness().test { client in
            _ = try await subscribe(client, as: .bob)
            let path = "/api/v1/push/subscriptions?endpoint=\(Self.endpoint)"

            #expect(try await client.send(.delete, path, as: .alice).status == .notFound)
            #expect(try await client.send(.delete, path, as: .bob).status == .noContent)
            #expect(try await client.send(.delete, path, as: .bob).status == .notFound)
        }
    }

    @Test(arguments: [
        (#"{"endpoint":"http://push.example.net/a","keys":{"p256dh":"K","auth":"A"}}"#, "endpoint"),
        (#"{"endpoint":"https://push.example.net/a","keys":{"p256dh":"BAAA","auth":"AAAAAAAAAAAAAAAAAAAAAA"}}"#, "p256dh"),
    ])
    func aSubscriptionThatCannotBeUsedIsRefusedNamingItsPart(body: String, field: String) async throws {
        try await ServerHarness().test { client in
            let answer = try await client.send(.post, "/api/v1/push/subscriptions", json: body, as: .bob)
            #expect(answer.status == .badRequest)
            #expect(try answer.errorField == field)
        }
    }
}
