import Foundation
import Hummingbird

/// An anonymous device's secret token, sent in the `X-NextStop-Device` header or the `nextstop_device` cookie.
struct DeviceToken: Sendable, Hashable {
    static let headerName = "X-NextStop-Device"
    static let cookieName = "nextstop_device"
    /// Seconds the issued cookie lives: one year.
    static let cookieLifetime = 365 * 24 * 3_600
    /// Accepted lengths: at least 22 characters, 128 bits in base64url; an issued token is 43 (32 bytes).
    static let lengths = 22...128
    /// Lengths accepted before 128 bits were required: such a token still reaches a device registered with it, which
    /// is then given a replacement (`DeviceMiddleware`), but registers nothing new.
    static let shortLengths = 16...21
    /// The header that hands a device the replacement for its short token.
    static let replacementHeaderName = "X-NextStop-Device-Replacement"

    let value: String

    /// A token as a client sent it, or `nil` unless it is base64url text of an accepted length, or of a short one.
    init?(_ text: String) {
        guard RandomSecret.isBase64URL(text, lengths: Self.shortLengths.lowerBound...Self.lengths.upperBound) else {
            return nil
        }
        value = text
    }

    /// Whether the token is shorter than 128 bits, so it only serves to exchange a device's token for a longer one.
    var isShort: Bool { value.count < Self.lengths.lowerBound }

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

/// What the favourites store keys a device by, for tools outside the server that read a device's list (the CLI's
/// `bikes favourites`): the hash of a token as the server takes it, or nil for a token the server would refuse.
public func deviceTokenHash(_ token: String) -> String? {
    DeviceToken(token)?.hash
}
