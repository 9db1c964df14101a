import Foundation
import Providers

/// An upstream key from the environment (`NEXTSTOP_<NAME>_KEY`) or from a file it names (`NEXTSTOP_<NAME>_KEY_FILE`)
/// that only its owner may read or write. Errors name the variable and the path, never the key.
struct APIKeySetting {
    /// The variable holding the key itself.
    let variable: String
    /// The variable naming a file that holds the key.
    let fileVariable: String

    static let fiveOneOne = APIKeySetting(variable: "NEXTSTOP_511_KEY", fileVariable: "NEXTSTOP_511_KEY_FILE")
    static let ticketmaster = APIKeySetting(
        variable: "NEXTSTOP_TICKETMASTER_KEY", fileVariable: "NEXTSTOP_TICKETMASTER_KEY_FILE")

    /// The key, or nil when neither variable is set. Throws when the file is missing, empty, or of any mode but 0600
    /// (read and write for its owner alone).
    func key(environment: Environment) throws -> APIKey? {
        if let value = environment[variable] { return APIKey(value) }
        guard let path = environment[fileVariable] else { return nil }
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
        let key = APIKey(String(decoding: data, as: UTF8.self))
        guard !key.isEmpty else { throw CLIError("\(fileVariable): \(path) is empty") }
        return key
    }
}
