import Foundation

/// One setting a NextStop process reads from its environment or its settings file: the variable, the part of
/// NextStop it belongs to, what it sets, what applies without it, and whether its value is a secret that is never
/// printed. `Setting.all` lists every one; nothing reads a `NEXTSTOP_*` variable that is not listed there.
public struct Setting: Sendable, Hashable {
    public let variable: String
    public let section: String
    public let summary: String
    /// What applies when the setting is not given, in words.
    public let fallback: String
    public let isSecret: Bool
    /// The real API's address, for a setting that gives an upstream's base URL (`Setting.url`); nil for any other.
    public let defaultURL: URL?

    init(
        _ variable: String, _ section: String, _ summary: String, fallback: String, isSecret: Bool = false,
        defaultURL: URL? = nil
    ) {
        self.variable = variable
        self.section = section
        self.summary = summary
        self.fallback = fallback
        self.isSecret = isSecret
        self.defaultURL = defaultURL
    }

    /// The setting named `variable`, or nil for a name NextStop does not read.
    static func named(_ variable: String) -> Setting? { all.first { $0.variable == variable } }
}
