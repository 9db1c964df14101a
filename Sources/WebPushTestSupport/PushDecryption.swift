import Crypto
import Foundation

/// What a browser does with a push message (RFC 8291 §3.4, RFC 8188 §2), written apart from the sender's code: the
/// keys are derived with HMAC step by step rather than with swift-crypto's HKDF, so a slip in either shows.
public enum PushDecryption {
    public struct Failure: Error {}

    public static func decrypt(_ body: Data, browserKey: P256.KeyAgreement.PrivateKey, auth: Data) throws -> Data {
        let bytes = [UInt8](body)
        guard bytes.count > 21 else { throw Failure() }
        let salt = Data(bytes[0..<16])
        let keyLength = Int(bytes[20])
        let senderKey = Data(bytes[21..<(21 + keyLength)])
        let sealed = Data(bytes[(21 + keyLength)...])
        let shared = try browserKey.sharedSecretFromKeyAgreement(
            with: P256.KeyAgreement.PublicKey(x963Representation: senderKey))
        let secret = shared.withUnsafeBytes { Data($0) }
        let authKey = mac(secret, key: auth)
        let keyInfo = Data("WebPush: info".utf8) + [0] + browserKey.publicKey.x963Representation + senderKey
        let inputKey = mac(keyInfo + [1], key: authKey)
        let pseudoRandomKey = mac(inputKey, key: salt)
        let contentKey = mac(Data("Content-Encoding: aes128gcm".utf8) + [0, 1], key: pseudoRandomKey).prefix(16)
        let nonce = mac(Data("Content-Encoding: nonce".utf8) + [0, 1], key: pseudoRandomKey).prefix(12)
        let box = try AES.GCM.SealedBox(combined: nonce + sealed)
        var padded = [UInt8](try AES.GCM.open(box, using: SymmetricKey(data: contentKey)))
        while padded.last == 0 { padded.removeLast() }
        guard padded.last == 2 else { throw Failure() }
        return Data(padded.dropLast())
    }

    private static func mac(_ data: Data, key: Data) -> Data {
        Data(HMAC<SHA256>.authenticationCode(for: data, using: SymmetricKey(data: key)))
    }
}
