import Foundation

/// `POST /api/v1/link-codes` answers an invitation: a short code to type and a long secret for a QR code or URL.
struct LinkCodeJSON: Encodable {
    var code: String
    var secret: String
    var expiresAt: Date

    enum CodingKeys: String, CodingKey {
        case code, secret
        case expiresAt = "expires_at"
    }
}

/// `POST /api/v1/link` sends either the secret (links at once) or the typed code (waits for the owner's confirmation).
struct LinkRequestJSON: Decodable {
    var code: String?
    var secret: String?
}

/// The answer to a typed code: the request waits for the owner's device to confirm it.
struct LinkPendingJSON: Encodable {
    var status = "awaiting_confirmation"
}
