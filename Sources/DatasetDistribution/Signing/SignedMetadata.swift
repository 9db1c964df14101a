import Foundation
import NextStopCore
import NextStopDataset

/// The published `metadata.json`: the metadata's JSON exactly as signed, its Ed25519 signature and the signing key's
/// id. Carrying the signed bytes as a string spares the client from re-encoding JSON to check the signature.
struct SignedMetadata: Sendable, Hashable, Codable {
    /// The `DistributionMetadata` JSON, byte for byte what was signed.
    var payload: String
    /// The base64 Ed25519 signature of `payload`'s UTF-8 bytes.
    var signature: String
    var keyID: String

    enum CodingKeys: String, CodingKey {
        case payload, signature
        case keyID = "key_id"
    }

    /// `metadata` signed with `key`.
    init<Kind>(signing metadata: DistributionMetadata<Kind>, with key: PublisherKey) throws {
        let payload = try APIJSON.encoder().encode(metadata)
        self.payload = String(decoding: payload, as: UTF8.self)
        signature = try key.signature(of: payload).base64EncodedString()
        keyID = key.publicKey.keyID
    }

    /// The metadata, once the signature is shown to be `key`'s over exactly this payload.
    func verified<Kind>(by key: TrustedKey) throws(DistributionError) -> DistributionMetadata<Kind> {
        guard !signature.isEmpty else { throw .unsigned }
        guard keyID == key.keyID else { throw .wrongKey(keyID: keyID, trusted: key.keyID) }
        let payload = Data(payload.utf8)
        guard let signature = Data(base64Encoded: signature), key.isValidSignature(signature, of: payload) else {
            throw .badSignature
        }
        do {
            return try APIJSON.decoder().decode(DistributionMetadata<Kind>.self, from: payload)
        } catch {
            throw .malformedMetadata("the signed payload is not dataset metadata")
        }
    }

    /// The bytes served as `metadata.json`.
    func encoded() throws -> Data { try APIJSON.encoder().encode(self) }

    /// Reads a served `metadata.json`; a document without a signature is refused as unsigned.
    static func decode(_ data: Data) throws(DistributionError) -> SignedMetadata {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformedMetadata("not a JSON object")
        }
        guard let signature = object["signature"], !(signature is NSNull) else { throw .unsigned }
        do {
            return try APIJSON.decoder().decode(SignedMetadata.self, from: data)
        } catch {
            throw .malformedMetadata("payload, signature and key_id must be strings")
        }
    }
}
