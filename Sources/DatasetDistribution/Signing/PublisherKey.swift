import Crypto
import Foundation
import NextStopDataset

/// The publisher's Ed25519 private key. It is read from the environment or from a file only its owner can read
/// (mode 0600), written the same way, and never printed: only its public half is.
public struct PublisherKey: Sendable {
    // An immutable value that swift-crypto does not mark `Sendable`.
    private nonisolated(unsafe) let privateKey: Curve25519.Signing.PrivateKey

    /// A new random key.
    public static func generate() -> PublisherKey { PublisherKey(privateKey: Curve25519.Signing.PrivateKey()) }

    private init(privateKey: Curve25519.Signing.PrivateKey) { self.privateKey = privateKey }

    /// A key given as the base64 of its 32 raw bytes.
    public init(base64: String) throws(DistributionError) {
        guard let raw = Data(base64Encoded: base64.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .badKey("a private key is the base64 of 32 bytes")
        }
        do {
            privateKey = try Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        } catch {
            throw .badKey("a private key is the base64 of 32 bytes")
        }
    }

    /// Reads a key file, refusing one that its group or others may read.
    public static func load(from url: URL) throws(DistributionError) -> PublisherKey {
        let text: String
        do {
            text = try OwnerOnlyFile.read(url)
        } catch {
            switch error {
            case .unreadable: throw .keyFileUnreadable(path: url.path)
            case .tooOpen(let mode): throw .keyFileTooOpen(path: url.path, mode: mode)
            }
        }
        return try PublisherKey(base64: text)
    }

    /// Reads the key file at `url`, or creates it with a new key when there is none. Two processes starting together
    /// end up with the same key: only one creation succeeds and the other reads it.
    public static func loadOrCreate(at url: URL) throws -> (key: PublisherKey, created: Bool) {
        let (text, created) = try OwnerOnlyFile.readOrCreate(url) {
            generate().privateKey.rawRepresentation.base64EncodedString()
        }
        return (try PublisherKey(base64: text), created)
    }

    /// The public half, which clients trust.
    public var publicKey: TrustedKey { TrustedKey(privateKey.publicKey) }

    /// The signature of `data`.
    func signature(of data: Data) throws -> Data { try privateKey.signature(for: data) }
}
