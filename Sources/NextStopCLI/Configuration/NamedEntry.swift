import Foundation

/// One entry of a setting that lists things by name, `NAME=…` separated by commas (`NEXTSTOP_BIKES`,
/// `NEXTSTOP_AGENCIES`), each also given by a repeatable flag whose entries replace the setting's.
protocol NamedEntry: Sendable {
    var id: String { get }
    /// The setting listing the entries.
    static var setting: Setting { get }
    /// The flag giving one entry, such as `--bikes`.
    static var flag: String { get }
    /// One entry; a wrong one is an error naming `source`.
    static func parse(_ entry: String) throws -> Self
}

extension NamedEntry {
    /// The setting and its flag, as errors name them.
    static var source: String { "\(setting.variable) (or \(flag))" }

    /// The entries `environment` lists, in order; a wrong or repeated one is an error naming it.
    static func all(in environment: Environment) throws -> [Self] {
        guard let text = environment[setting] else { return [] }
        var entries: [Self] = []
        for text in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !text.isEmpty {
            let entry = try parse(text)
            guard !entries.contains(where: { $0.id == entry.id }) else {
                throw CLIError("\(source) names \(entry.id) twice")
            }
            entries.append(entry)
        }
        return entries
    }

    /// `environment` with the flag's `entries`, when there are any, in place of the setting's; each is checked.
    static func environment(_ environment: Environment, given entries: [String]) throws -> Environment {
        guard !entries.isEmpty else { return environment }
        for entry in entries { _ = try parse(entry) }
        var environment = environment
        environment.values[setting.variable] = entries.joined(separator: ",")
        return environment
    }
}

extension URL {
    /// `text` as an http(s) URL with a host; nil for anything else.
    init?(webAddress text: String) {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
            ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else { return nil }
        self = url
    }
}
