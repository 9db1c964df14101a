import Crypto
import Foundation

/// Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188): one record, keyed by an
/// ECDH between a fresh sender key and the browser's key, mixed with the browser's authentication secret, so only
/// that browser can read the message and the push service carries it blind.
public enum MessageEncryption {
    /// The record size written in the header: push services accept bodies of 4,096 bytes.
    static let recordSize: UInt32 = 4_096
    /// Header bytes: salt 16, record size 4, key length 1, the sender's key 65.
    static let headerLength = 86
    /// The longest message that fits one record: the record holds the message, its one-byte delimiter and the
    /// 16-byte tag, and the body its header too.
    public static let maximumLength = Int(recordSize) - headerLength - 16 - 1

    /// `plaintext` encrypted for `subscription` with a random salt and sender key.
    public static func encrypt(_ plaintext: Data, for subscription: PushSubscription) throws -> Data {
        var salt = Data(count: 16)
        var generator = SystemRandomNumberGenerator()
        for index in salt.indices { salt[index] = UInt8.random(in: .min ... .max, using: &generator) }
        return try encrypt(plaintext, for: subscription, salt: salt, sender: P256.KeyAgreement.PrivateKey())
    }

    /// `plaintext` encrypted for `subscription` with the given salt and sender key (RFC 8291 §3.4 and §4).
    static func encrypt(
        _ plaintext: Data, for subscription: PushSubscription, salt: Data, sender: P256.KeyAgreement.PrivateKey
    ) throws -> Data {
        guard plaintext.count <= maximumLength else { throw MessageTooLong(length: plaintext.count) }
        let senderKey = sender.publicKey.x963Representation
        let shared = try sender.sharedSecretFromKeyAgreement(with: subscription.publicKey)
        let keyInfo = Data("WebPush: info".utf8) + [0] + subscription.p256dh + senderKey
        let inputKey = shared.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: subscription.auth, sharedInfo: keyInfo, outputByteCount: 32)
        let contentKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: aes128gcm".utf8) + [0],
            outputByteCount: 16)
        let nonce = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: nonce".utf8) + [0],
            outputByteCount: 12)
        // The last (and only) record's padding delimiter is 2 (RFC 8188 §2).
        let sealed = try AES.GCM.seal(
            plaintext + [2], using: contentKey, nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Data($0) }))
        var header = salt
        withUnsafeBytes(of: recordSize.bigEndian) { header.append(contentsOf: $0) }
        header.append(UInt8(senderKey.count))
        header.append(senderKey)
        return header + sealed.ciphertext + sealed.tag
    }
}

/// A message longer than one record holds.
public struct MessageTooLong: Error, Sendable, CustomStringConvertible {
    public let length: Int

    public var description: String {
        "A push message is at most \(MessageEncryption.maximumLength) bytes; this one is \(length)."
    }
}
