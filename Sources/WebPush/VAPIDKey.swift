import Crypto
import Foundation
import NextStopCore
import NextStopDataset

/// The server's VAPID key (RFC 8292): a P-256 key pair whose public half browsers subscribe with, and whose private
/// half signs a short-lived token on every push, so a push service delivers only what this server sent. Kept as the
/// base64url of its 32-byte private scalar, in `NEXTSTOP_VAPID_KEY` or a file only its owner can read.
public struct VAPIDKey: Sendable {
    // An immutable value that swift-crypto does not mark `Sendable`.
    private nonisolated(unsafe) let privateKey: P256.Signing.PrivateKey

    /// A new random key.
    public init() { privateKey = P256.Signing.PrivateKey() }

    /// A key given as the base64url of its 32-byte private scalar.
    public init(base64URL text: String) throws(VAPIDKeyError) {
        guard let raw = Data(base64URLEncoded: text), raw.count == 32,
            let key = try? P256.Signing.PrivateKey(rawRepresentation: raw)
        else { throw .malformed }
        privateKey = key
    }

    /// The key in the file at `url`, created (mode 0600) with a new key when there is none.
    public static func loadOrCreate(at url: URL) throws -> (key: VAPIDKey, created: Bool) {
        let (text, created) = try OwnerOnlyFile.readOrCreate(url) { VAPIDKey().privateText }
        return (try VAPIDKey(base64URL: text), created)
    }

    /// The public key as browsers take it (`applicationServerKey`): the uncompressed point in base64url.
    public var publicKey: String { privateKey.publicKey.x963Representation.base64URLEncodedString() }

    private var privateText: String { privateKey.rawRepresentation.base64URLEncodedString() }

    /// The `Authorization` header for a push to `endpoint` (RFC 8292 §3): a JWT for the endpoint's origin, signed
    /// with ES256, valid until `expiry` (at most 24 hours ahead), naming `subject` (a `mailto:` or `https:` contact).
    public func authorization(for endpoint: URL, subject: String, expiry: Date) throws -> String {
        let origin = "\(endpoint.scheme ?? "https")://\(endpoint.host ?? "")" + (endpoint.port.map { ":\($0)" } ?? "")
        let header = Data(#"{"typ":"JWT","alg":"ES256"}"#.utf8).base64URLEncodedString()
        let claims = VAPIDClaims(audience: origin, expiry: Int(expiry.timeIntervalSince1970), subject: subject)
        let body = try APIJSON.encode(claims)
        let signingInput = "\(header).\(Data(body).base64URLEncodedString())"
        let signature = try privateKey.signature(for: Data(signingInput.utf8)).rawRepresentation
        return "vapid t=\(signingInput).\(signature.base64URLEncodedString()), k=\(publicKey)"
    }
}

/// A VAPID key that is not the base64url of a 32-byte P-256 private scalar.
public enum VAPIDKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed

    public var description: String { "A VAPID key is the base64url of a 32-byte P-256 private key." }
}

/// The claims of a VAPID token.
struct VAPIDClaims: JSONWritable {
    let audience: String
    let expiry: Int
    let subject: String

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("aud", audience)
            object.member("exp", expiry)
            object.member("sub", subject)
        }
    }
}
