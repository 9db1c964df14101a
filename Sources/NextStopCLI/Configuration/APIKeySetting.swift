import Foundation
import NextStopDataset
import Providers

/// An upstream key from a setting (`NEXTSTOP_<NAME>_KEY`) or from a file another names (`NEXTSTOP_<NAME>_KEY_FILE`)
/// that only its owner may read. Errors name the variable and the path, never the key.
struct APIKeySetting {
    /// The setting holding the key itself.
    let key: Setting
    /// The setting naming a file that holds the key.
    let file: Setting

    static let fiveOneOne = APIKeySetting(key: .fiveOneOneKey, file: .fiveOneOneKeyFile)
    static let ticketmaster = APIKeySetting(key: .ticketmasterKey, file: .ticketmasterKeyFile)
    /// TfL's optional app key, for a higher rate limit.
    static let tfl = APIKeySetting(key: .tflAppKey, file: .tflAppKeyFile)

    /// The key, or nil when neither variable is set. Throws when the file is missing or empty, or when its group or
    /// others may read it (the rule every secret file follows, `OwnerOnlyFile`).
    func key(environment: Environment) throws -> APIKey? {
        try text(environment: environment).map(APIKey.init)
    }

    /// The setting's text as given or read from its file (a list of keys, for settings that hold several), or nil.
    func text(environment: Environment) throws -> String? {
        if let value = environment[key] { return value }
        guard let path = environment[file] else { return nil }
        let fileVariable = file.variable
        let text: String
        do {
            text = try OwnerOnlyFile.read(URL(fileURLWithPath: path))
        } catch .unreadable {
            throw CLIError("\(fileVariable): cannot read \(path)")
        } catch .tooOpen(let mode) {
            throw CLIError(
                "\(fileVariable): \(path) has mode \(String(mode, radix: 8)); "
                    + "a key file must be readable by its owner alone (chmod 600 \(path))")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CLIError("\(fileVariable): \(path) is empty")
        }
        return text
    }
}
