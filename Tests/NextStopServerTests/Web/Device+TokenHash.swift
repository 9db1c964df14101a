import Crypto
import Foundation

extension Device {
    /// What the store keys the device by: the SHA-256 of its token in lowercase hex.
    var tokenHash: String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
