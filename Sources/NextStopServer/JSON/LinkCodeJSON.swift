import Foundation

/// `POST /api/v1/link-codes` answers a code; `POST /api/v1/link` sends one.
struct LinkCodeJSON: Codable {
    var code: String
    /// When the code stops working; absent in a request.
    var expiresAt: Date?

    enum CodingKeys: String, CodingKey {
        case code
        case expiresAt = "expires_at"
    }
}
