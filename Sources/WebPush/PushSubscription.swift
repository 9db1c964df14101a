import Crypto
import Foundation
import NextStopCore

/// Where and how to reach one browser: the push service's endpoint and the browser's keys for message encryption,
/// as `PushSubscription.toJSON()` gives them (RFC 8030, RFC 8291).
public struct PushSubscription: Sendable, Hashable {
    /// The push service's URL for this browser.
    public let endpoint: URL
    /// The browser's P-256 public key (`keys.p256dh`), uncompressed: 65 bytes.
    public let p256dh: Data
    /// The browser's 16-byte authentication secret (`keys.auth`).
    public let auth: Data

    /// A subscription from the browser's base64url keys; refused unless the endpoint is `https` (or `http` on
    /// loopback, for a push service under test), the key is a point of P-256 and the secret is 16 bytes.
    public init(endpoint: URL, p256dh: String, auth: String) throws(PushSubscriptionError) {
        guard DevicePushSubscription.acceptsEndpoint(endpoint.absoluteString) else {
            throw .invalid(field: "endpoint", reason: "A push endpoint is an https URL of at most 1024 characters.")
        }
        guard let key = Data(base64URLEncoded: p256dh), (try? P256.KeyAgreement.PublicKey(x963Representation: key)) != nil
        else { throw .invalid(field: "p256dh", reason: "keys.p256dh is an uncompressed P-256 point in base64url.") }
        guard let secret = Data(base64URLEncoded: auth), secret.count == 16 else {
            throw .invalid(field: "auth", reason: "keys.auth is 16 bytes in base64url.")
        }
        self.endpoint = endpoint
        self.p256dh = key
        self.auth = secret
    }

    /// The browser's public key.
    var publicKey: P256.KeyAgreement.PublicKey {
        // Checked when the subscription was made.
        try! P256.KeyAgreement.PublicKey(x963Representation: p256dh)
    }
}

/// Why a subscription was refused: `field` names the part at fault.
public enum PushSubscriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalid(field: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(_, let reason): reason
        }
    }
}
