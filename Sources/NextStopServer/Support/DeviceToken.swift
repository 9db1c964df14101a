import Foundation
import Hummingbird

/// An anonymous device's secret token, sent in the `X-NextStop-Device` header or the `nextstop_device` cookie.
struct DeviceToken: Sendable, Hashable {
    static let headerName = "X-NextStop-Device"
    static let cookieName = "nextstop_device"
    /// Seconds the issued cookie lives: one year.
    static let cookieLifetime = 365 * 24 * 3_600
    /// Accepted lengths; an issued token is 43 characters (32 bytes in unpadded base64url).
    static let lengths = 16...128

    let value: String

    /// A token as a client sent it, or `nil` unless it is base64url text of an accepted length.
    init?(_ text: String) {
        guard RandomSecret.isBase64URL(text, lengths: Self.lengths) else { return nil }
        value = text
    }

    /// The raw `X-NextStop-Device` header, if sent.
    static func header(in headers: HTTPFields) -> String? {
        headers.first { $0.name.canonicalName == headerName.lowercased() }?.value
    }

    /// A new token of 32 random bytes.
    static func random() -> DeviceToken {
        DeviceToken(RandomSecret.base64URL(byteCount: 32))!
    }

    /// The SHA-256 of the token in lowercase hex: what the store keeps instead of the token.
    var hash: String { RandomSecret.sha256Hex(value) }

    /// The cookie that hands a new token to a browser; `secure` keeps it off plain HTTP.
    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: Self.cookieName, value: value, maxAge: Self.cookieLifetime, path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }

    /// Whether the browser reached the server over HTTPS, directly or through a proxy that says so.
    static func arrivedOverHTTPS(_ request: Request) -> Bool {
        request.head.scheme == "https"
            || request.headers.first { $0.name.canonicalName == "x-forwarded-proto" }?.value == "https"
    }
}
