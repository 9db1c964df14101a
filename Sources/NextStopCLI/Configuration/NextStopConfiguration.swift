import Foundation
import Providers

/// Every setting of a NextStop process, each with a default that works on a fresh clone.
/// Precedence: command-line flag, then environment (`NEXTSTOP_*`), then the default.
public struct NextStopConfiguration: Sendable {
    /// Where datasets and the database live: `--data`, else `NEXTSTOP_DATA`, else `./data`.
    public var dataDirectory: URL
    public var upstreams: UpstreamURLs
    /// How upstreams are called; `NEXTSTOP_UPSTREAM_MAX_PAUSE` sets the longest pause after a 429, in seconds.
    public var upstreamSettings: UpstreamSettings

    public init(dataDirectory: URL, upstreams: UpstreamURLs, upstreamSettings: UpstreamSettings = UpstreamSettings()) {
        self.dataDirectory = dataDirectory
        self.upstreams = upstreams
        self.upstreamSettings = upstreamSettings
    }

    /// The configuration for this process: the flag's value if given, otherwise the environment's, otherwise defaults;
    /// the upstreams of `systems` among them.
    static func resolve(
        dataFlag: String?, urlFlags: [URLFlag] = [], environment: Environment = Environment(),
        defaultDataPath: String = "./data", systems: [any SystemAssembly] = Systems.all
    ) throws -> NextStopConfiguration {
        let path = dataFlag ?? environment[.data] ?? defaultDataPath
        return NextStopConfiguration(
            dataDirectory: URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL,
            upstreams: try UpstreamURLs(
                environment: environment, flags: urlFlags, settings: Setting.catalogue(of: systems)),
            upstreamSettings: try upstreamSettings(environment)
        )
    }

    /// The default upstream settings with the longest pause after a 429 taken from the environment.
    private static func upstreamSettings(_ environment: Environment) throws -> UpstreamSettings {
        var settings = UpstreamSettings()
        if let text = environment[.upstreamMaxPause] {
            guard let seconds = Double(text), seconds.isFinite, (0...86_400).contains(seconds) else {
                throw CLIError(
                    "\(Setting.upstreamMaxPause.variable) must be seconds between 0 and 86400, got \"\(text.prefix(100))\"")
            }
            settings.longestPause = seconds
        }
        return settings
    }

    /// The favourites database inside the data directory.
    public var databasePath: String { dataDirectory.appendingPathComponent("nextstop.sqlite").path }
}
