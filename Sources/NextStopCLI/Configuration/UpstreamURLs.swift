import Foundation

/// The base URL of every upstream API, overridable for mirrors, proxies and the simulator: one per URL setting a
/// system declares (`Setting.url`), read by that setting.
public struct UpstreamURLs: Sendable, Hashable {
    /// The addresses given, by variable; a setting not among them is at its real API.
    private var given: [String: URL]

    /// Every upstream at its real API, except those `given`.
    init(_ given: [Setting: URL] = [:]) {
        self.given = Dictionary(uniqueKeysWithValues: given.map { ($0.key.variable, $0.value) })
    }

    /// Each URL setting of `settings` from its flag in `flags` when given, else from the environment, else its
    /// default; an address that is not an http(s) URL is an error naming the flag or the variable.
    init(environment: Environment, flags: [URLFlag] = [], settings: [Setting] = Setting.all) throws {
        self.init()
        for setting in settings where setting.defaultURL != nil {
            let flag = flags.first { $0.setting == setting && $0.value != nil }
            guard let text = flag?.value ?? environment[setting] else { continue }
            guard let url = URL(webAddress: text) else {
                throw CLIError("\(flag?.name ?? setting.variable) must be an http(s) URL, got \"\(text)\"")
            }
            given[setting.variable] = url
        }
    }

    /// The base URL `setting` gives: as configured, else the real API's.
    subscript(setting: Setting) -> URL {
        get {
            guard let fallback = setting.defaultURL else {
                preconditionFailure("\(setting.variable) is not an upstream's URL")
            }
            return given[setting.variable] ?? fallback
        }
        set { given[setting.variable] = newValue }
    }
}

/// A command-line flag that gives an upstream's address over its setting: `--kmb-url` over `NEXTSTOP_KMB_URL`.
struct URLFlag: Sendable {
    let setting: Setting
    let value: String?
    /// The flag as typed, for errors.
    let name: String
}

extension UpstreamURLs {
    /// Every upstream of `systems` at a simulator serving at `root`, where `demo` points them.
    init(simulatorAt root: URL, systems: [any SystemAssembly] = Systems.all) {
        self.init()
        for (variable, value) in systems.flatMap({ $0.simulatedSettings(under: root) }) {
            guard let setting = Setting.named(variable), setting.defaultURL != nil, let url = URL(string: value) else {
                continue
            }
            self[setting] = url
        }
    }
}
