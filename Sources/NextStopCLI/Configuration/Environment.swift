import Foundation

/// Where a process reads its settings (`Setting.all`): its environment, over the lines of the settings file that
/// `NEXTSTOP_SETTINGS_FILE` names, read once at start. Injected so that commands can be tested.
public struct Environment: Sendable {
    /// Where a setting's value came from.
    public enum Source: String, Sendable {
        case environment
        case file
        case unset
    }

    /// Every value, the environment's over the file's.
    public var values: [String: String]
    /// The variables the settings file gave and the environment did not.
    private let fromFile: Set<String>

    /// Settings as given, and those of a settings file under them.
    public init(_ values: [String: String], file fileValues: [String: String] = [:]) {
        self.values = fileValues.merging(values) { _, environment in environment }
        fromFile = Set(fileValues.keys).subtracting(values.keys)
    }

    /// This process's settings, read once.
    public init() { self = (try? Self.process.get()) ?? Environment(ProcessInfo.processInfo.environment) }

    /// The process's environment over its settings file, or why the file cannot be used; `launch` reports the latter.
    static let process: Result<Environment, CLIError> = Result {
        let environment = ProcessInfo.processInfo.environment
        let file = try environment[Setting.settingsFile.variable].map { try SettingsFile.values(at: $0) } ?? [:]
        return Environment(environment, file: file)
    }.mapError { $0 as? CLIError ?? CLIError("\(Setting.settingsFile.variable): \($0)") }

    /// The setting's value, trimmed; nil when it is not given or blank.
    public subscript(setting: Setting) -> String? {
        guard let value = values[setting.variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// Where the setting's value comes from.
    public func source(of setting: Setting) -> Source {
        guard self[setting] != nil else { return .unset }
        return fromFile.contains(setting.variable) ? .file : .environment
    }
}
