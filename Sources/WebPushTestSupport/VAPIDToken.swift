import Crypto
import Foundation
import NextStopCore

/// A VAPID `Authorization` header (RFC 8292) taken apart as a push service does: the JWT's header and claims, the
/// key it names (`k=`) and whether the JWT's ES256 signature is that key's.
public struct VAPIDToken {
    public struct Malformed: Error {}

    public let header: [String: Any]
    public let claims: [String: Any]
    public let publicKey: String
    public let verified: Bool

    public init(_ authorization: String) throws {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0] == "vapid" else { throw Malformed() }
        var fields: [String: String] = [:]
        for field in parts[1].split(separator: ",") {
            let pair = field.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
        }
        guard let jwt = fields["t"]?.split(separator: ".").map(String.init), jwt.count == 3, let key = fields["k"],
            let keyData = Data(base64URLEncoded: key), let signatureData = Data(base64URLEncoded: jwt[2])
        else { throw Malformed() }
        publicKey = key
        header = try Self.object(jwt[0])
        claims = try Self.object(jwt[1])
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: signatureData)
        verified = try P256.Signing.PublicKey(x963Representation: keyData)
            .isValidSignature(signature, for: Data("\(jwt[0]).\(jwt[1])".utf8))
    }

    private static func object(_ part: String) throws -> [String: Any] {
        guard let data = Data(base64URLEncoded: part),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw Malformed() }
        return object
    }
}
