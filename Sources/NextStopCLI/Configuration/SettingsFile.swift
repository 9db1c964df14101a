import Foundation

/// A settings file: `NAME=value` lines naming settings of `Setting.all`, blank lines and `#` comments. A file that
/// holds a secret must be readable by its owner alone (mode 0600), as key files are.
enum SettingsFile {
    /// The values the file at `path` sets; one line saying what is wrong with it otherwise.
    static func values(at path: String) throws(CLIError) -> [String: String] {
        let variable = Setting.settingsFile.variable
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("\(variable): cannot read \(path)")
        }
        var values: [String: String] = [:]
        for (index, rawLine) in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let setting = Setting.named(parts[0]) else {
                throw CLIError("\(variable): \(path) line \(index + 1) is not NAME=value with a NEXTSTOP_ setting's name")
            }
            guard setting != Setting.settingsFile else {
                throw CLIError("\(variable): \(path) line \(index + 1) names another settings file")
            }
            values[setting.variable] = parts[1]
        }
        let holdsSecret = values.keys.contains { Setting.named($0)?.isSecret == true }
        let mode = ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue
        if holdsSecret, (mode ?? 0o777) & 0o077 != 0 {
            throw CLIError("\(variable): \(path) holds a secret, so it must be readable by its owner only (chmod 600 \(path))")
        }
        return values
    }
}
