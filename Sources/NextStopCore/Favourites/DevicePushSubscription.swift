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

    /// Whether a push may go to `endpoint`: an https URL, or http on loopback (a push service under test), of at
    /// most 1,024 characters. The one rule the store and the sender both apply.
    public static func acceptsEndpoint(_ endpoint: String) -> Bool {
        guard endpoint.unicodeScalars.count <= 1_024, let url = URL(string: endpoint),
            let host = url.host?.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), !host.isEmpty
        else { return false }
        return url.scheme == "https" || (url.scheme == "http" && ["127.0.0.1", "localhost", "::1"].contains(host))
    }
}
