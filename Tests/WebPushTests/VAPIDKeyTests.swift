import Crypto
import Foundation
import NextStopCore
import NextStopDataset
import NextStopTestSupport
import Testing

@testable import WebPush

/// The VAPID header a push service checks (RFC 8292): a JWT for the endpoint's origin signed with the key it names.
struct VAPIDKeyTests {
    /// A VAPID header taken apart as a push service does.
    struct Token {
        let claims: [String: Any]
        let header: [String: Any]
        let publicKey: String
        let verified: Bool

        init(_ authorization: String) throws {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            #expect(parts.first == "vapid")
            var fields: [String: String] = [:]
            for field in parts[1].split(separator: ",") {
                let pair = field.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                fields[String(pair[0])] = String(pair[1])
            }
            let jwt = try #require(fields["t"]).split(separator: ".").map(String.init)
            publicKey = try #require(fields["k"])
            header = try Self.object(jwt[0])
            claims = try Self.object(jwt[1])
            let key = try P256.Signing.PublicKey(x963Representation: try #require(Data(base64URLEncoded: publicKey)))
            let signature = try P256.Signing.ECDSASignature(
                rawRepresentation: try #require(Data(base64URLEncoded: jwt[2])))
            verified = key.isValidSignature(signature, for: Data("\(jwt[0]).\(jwt[1])".utf8))
        }

        private static func object(_ part: String) throws -> [String: Any] {
            let data = try #require(Data(base64URLEncoded: part))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }

    @Test func theTokenIsForTheEndpointsOriginSignedWithTheKeyItNames() throws {
        // given
        let key = VAPIDKey()
        let expiry = Date(timeIntervalSince1970: 1_796_000_000)

        // when
        let token = try Token(
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
