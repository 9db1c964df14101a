import Foundation

/// A browser's push subscription (RFC 8030) kept for one device: where its push service is, the browser's keys as it
/// gave them (base64url), and the language its notifications are written in.
public struct DevicePushSubscription: Sendable, Hashable {
    /// The push service's URL for the browser; one subscription per endpoint.
    public var endpoint: String
    /// `keys.p256dh` and `keys.auth`, base64url.
    public var p256dh: String
    public var auth: String
    /// `en`, `tc` or `sc`.
    public var language: String

    public init(endpoint: String, p256dh: String, auth: String, language: String) {
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.language = language
    }
}
