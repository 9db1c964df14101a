import Foundation

/// TfL's optional app key: `NEXTSTOP_TFL_APP_KEY`, else the first line of the file `NEXTSTOP_TFL_APP_KEY_FILE` names,
/// which must be readable by its owner only. The key is never printed: its description is redacted.
struct TfLAppKey: Sendable, CustomStringConvertible {
    static let variable = "NEXTSTOP_TFL_APP_KEY"
    static let fileVariable = "NEXTSTOP_TFL_APP_KEY_FILE"

    let value: String

    var description: String { "TfL app key <redacted>" }

    /// The configured key, nil when none is; a key file that others can read, or that cannot be read, is an error.
    static func resolve(environment: Environment = Environment()) throws -> TfLAppKey? {
        if let value = environment[variable] { return TfLAppKey(value: value) }
        guard let path = environment[fileVariable] else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let permissions = attributes?[.posixPermissions] as? Int else {
            throw CLIError("\(fileVariable): cannot read \(path)")
        }
        guard permissions & 0o077 == 0 else {
            throw CLIError("\(fileVariable): \(path) must be readable by its owner only (chmod 600)")
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        guard let line = text.split(whereSeparator: \.isNewline).first, !line.isEmpty else {
            throw CLIError("\(fileVariable): \(path) holds no key")
        }
        return TfLAppKey(value: line.trimmingCharacters(in: .whitespaces))
    }
}
