import Crypto
import Foundation
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Testing
import WebPushTestSupport

@testable import WebPush

/// The VAPID header a push service checks (RFC 8292): a JWT for the endpoint's origin signed with the key it names.
struct VAPIDKeyTests {
    @Test func theTokenIsForTheEndpointsOriginSignedWithTheKeyItNames() throws {
        // given
        let key = VAPIDKey()
        let expiry = Date(timeIntervalSince1970: 1_796_000_000)

        // when
        let token = try VAPIDToken(
            key.authorization(
                for: URL(string: "https://fcm.googleapis.com/fcm/send/abc:def")!, subject: "mailto:ops@nextstop.example",
                expiry: expiry))

        // then
        #expect(token.verified)
        #expect(token.publicKey == key.publicKey)
        #expect(token.header["alg"] as? String == "ES256")
        #expect(token.claims["aud"] as? String == "https://fcm.googleapis.com")
        #expect(token.claims["exp"] as? Int == 1_796_000_000)
        #expect(token.claims["sub"] as? String == "mailto:ops@nextstop.example")
    }

    @Test func theKeyFileIsCreatedOwnerOnlyOnceAndReadBack() throws {
        let key = VAPIDKey()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("vapid.key")

        let (created, wasCreated) = try VAPIDKey.loadOrCreate(at: file)
        let (again, createdAgain) = try VAPIDKey.loadOrCreate(at: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)

        #expect(wasCreated && !createdAgain)
        #expect(created.publicKey == again.publicKey)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try VAPIDKey(base64URL: try OwnerOnlyFile.read(file)).publicKey == created.publicKey)
        #expect(key.publicKey != created.publicKey)
    }

    @Test(arguments: ["", "not base64!", Data(count: 31).base64URLEncodedString()])
    func aMalformedKeyIsRefused(text: String) {
        #expect(throws: VAPIDKeyError.malformed) { try VAPIDKey(base64URL: text) }
    }
}
