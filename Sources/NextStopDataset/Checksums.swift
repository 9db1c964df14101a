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

    private static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
