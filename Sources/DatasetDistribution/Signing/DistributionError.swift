/// Why a dataset could not be published, checked or installed; each description is one line for the user.
public enum DistributionError: Error, Hashable, CustomStringConvertible {
    case badKey(String)
    case keyFileTooOpen(path: String, mode: Int)
    case keyFileUnreadable(path: String)
    case unsigned
    case wrongKey(keyID: String, trusted: String)
    case badSignature
    case malformedMetadata(String)

    public var description: String {
        switch self {
        case .badKey(let reason): "the key is not usable: \(reason)"
        case .keyFileTooOpen(let path, let mode):
            "the key file \(path) is readable by others (mode \(String(mode, radix: 8))): chmod 600 it"
        case .keyFileUnreadable(let path): "the key file \(path) cannot be read"
        case .unsigned: "the metadata is not signed"
        case .wrongKey(let keyID, let trusted): "the metadata is signed by key \(keyID), not the trusted key \(trusted)"
        case .badSignature: "the metadata's signature does not match its content"
        case .malformedMetadata(let reason): "the metadata is malformed: \(reason)"
        }
    }
}
