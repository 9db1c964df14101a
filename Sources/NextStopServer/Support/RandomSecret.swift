import Foundation
import NextStopCore
import NextStopDataset

/// Random secrets as URL-safe text, and the hashes a store keeps instead of them.
enum RandomSecret {
    /// `byteCount` random bytes as unpadded base64url text (22 characters for 16 bytes, 43 for 32).
    static func base64URL(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64URLEncodedString()
    }

    /// The SHA-256 of `text` in lowercase hex.
    static func sha256Hex(_ text: String) -> String { Checksums.sha256Hex(Data(text.utf8)) }

    /// Whether `text` is unpadded base64url of `lengths` characters.
    static func isBase64URL(_ text: String, lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.count)
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
