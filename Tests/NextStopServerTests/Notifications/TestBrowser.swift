import Crypto
import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopTestSupport
import Testing
import WebPushTestSupport

/// A browser subscribed to notifications: its keys, an endpoint at a push service the harness's transport stands
/// for (taking every message), and what it received, read as a browser reads it (decrypted apart from the sender's
/// code, its VAPID header checked against the server's key).
struct TestBrowser: Sendable {
    let endpoint: URL
    /// The browser's private key, raw (the key type itself is not `Sendable`).
    private let rawKey = P256.KeyAgreement.PrivateKey().rawRepresentation
    let auth = Data((0..<16).map { _ in UInt8.random(in: 0...255) })

    init(_ name: String) {
        endpoint = URL(string: "https://push.example.net/send/\(name)")!
    }

    /// Subscribes as `device` in `lang`, the push service scripted to take every message.
    func subscribe(_ client: some TestClientProtocol, as device: Device, lang: String = "en", on harness: ServerHarness)
        async throws
    {
        harness.transport.script(endpoint, .respond(HTTPResponse(status: 201)))
        let key = try P256.KeyAgreement.PrivateKey(rawRepresentation: rawKey)
        let body = #"""
            {"endpoint":"\#(endpoint)","keys":{"p256dh":"\#(key.publicKey.x963Representation.base64URLEncodedString())","auth":"\#(auth.base64URLEncodedString())"},"lang":"\#(lang)"}
            """#
        let answer = try await client.send(.post, "/api/v1/push/subscriptions", json: body, as: device)
        #expect(answer.status == .noContent)
    }

    /// The notifications pushed to this browser so far, in order, each checked as a push service and the browser
    /// check it: `title`, `body`, `url` and `tag`.
    func notifications(in transport: ScriptedTransport) throws -> [[String: String]] {
        let key = try P256.KeyAgreement.PrivateKey(rawRepresentation: rawKey)
        return try transport.requests.filter { $0.url == endpoint }.map { request in
            let token = try VAPIDToken(try #require(request.headers["Authorization"]))
            #expect(token.verified && token.publicKey == ServerHarness.pushKey.publicKey)
            #expect(token.claims["aud"] as? String == "https://push.example.net")
            let plain = try PushDecryption.decrypt(try #require(request.body), browserKey: key, auth: auth)
            return try #require(try JSONSerialization.jsonObject(with: plain) as? [String: String])
        }
    }
}
