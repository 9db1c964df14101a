import Crypto
import Foundation

/// Hex digests of a dataset file.
public struct Checksums: Sendable, Hashable {
    public var sha256: String
    /// Kept for parity with the seed app's metadata format; integrity rests on `sha256`.
    public var md5: String

    public init(of data: Data) {
        sha256 = Self.hex(SHA256.hash(data: data))
        md5 = Self.hex(Insecure.MD5.hash(data: data))
    }

    /// The SHA-256 of some bytes as lower-case hex.
    public static func sha256Hex(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    /// Lower-case hex, two digits a byte (the server hashes every device token with it, so no `String(format:)`).
    private static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
