import Foundation
import Providers

/// An upstream key from a setting (`NEXTSTOP_<NAME>_KEY`) or from a file another names (`NEXTSTOP_<NAME>_KEY_FILE`)
/// that only its owner may read or write. Errors name the variable and the path, never the key.
struct APIKeySetting {
    /// The setting holding the key itself.
    let key: Setting
    /// The setting naming a file that holds the key.
    let file: Setting

    static let fiveOneOne = APIKeySetting(key: .fiveOneOneKey, file: .fiveOneOneKeyFile)
    static let ticketmaster = APIKeySetting(key: .ticketmasterKey, file: .ticketmasterKeyFile)
    /// TfL's optional app key, for a higher rate limit.
    static let tfl = APIKeySetting(key: .tflAppKey, file: .tflAppKeyFile)

    /// The key, or nil when neither variable is set. Throws when the file is missing, empty, or of any mode but 0600
    /// (read and write for its owner alone).
    func key(environment: Environment) throws -> APIKey? {
        if let value = environment[key] { return APIKey(value) }
        guard let path = environment[file] else { return nil }
        let fileVariable = file.variable
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw CLIError("\(fileVariable): cannot read \(path)")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        guard mode & 0o777 == 0o600 else {
            throw CLIError(
                "\(fileVariable): \(path) has mode \(String(mode & 0o777, radix: 8)); "
                    + "a key file must have mode 600 (chmod 600 \(path))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("\(fileVariable): cannot read \(path)")
        }
        let stored = APIKey(String(decoding: data, as: UTF8.self))
        guard !stored.isEmpty else { throw CLIError("\(fileVariable): \(path) is empty") }
        return stored
    }
}
