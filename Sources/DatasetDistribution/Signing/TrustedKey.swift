import Crypto
import Foundation
import NextStopDataset

/// The publisher's Ed25519 public key, which a client holds to tell a genuine dataset from a forged one.
public struct TrustedKey: Sendable, Hashable {
    /// The key's 32 raw bytes (kept rather than the key object, which is not `Sendable`).
    let rawRepresentation: Data

    init(_ publicKey: Curve25519.Signing.PublicKey) { rawRepresentation = publicKey.rawRepresentation }

    /// A key given as the base64 of its 32 raw bytes (what `nextstop` prints for its publisher key).
    public init(base64: String) throws(DistributionError) {
        guard let raw = Data(base64Encoded: base64.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .badKey("a public key is the base64 of 32 bytes")
        }
        do {
            rawRepresentation = try Curve25519.Signing.PublicKey(rawRepresentation: raw).rawRepresentation
        } catch {
            throw .badKey("a public key is the base64 of 32 bytes")
        }
    }

    /// The base64 of the raw key.
    public var base64: String { rawRepresentation.base64EncodedString() }

    /// A short name for the key: 16 hex digits of its SHA-256.
    public var keyID: String { String(Checksums.sha256Hex(rawRepresentation).prefix(16)) }

    /// Whether `signature` is this key's signature of `data`.
    func isValidSignature(_ signature: Data, of data: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation) else { return false }
        return key.isValidSignature(signature, for: data)
    }
}
