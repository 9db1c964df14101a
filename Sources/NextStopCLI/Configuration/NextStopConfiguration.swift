import Foundation
import Providers

/// Every setting of a NextStop process, each with a default that works on a fresh clone.
/// Precedence: command-line flag, then environment (`NEXTSTOP_*`), then the default.
public struct NextStopConfiguration: Sendable {
    /// Where datasets and the database live: `--data`, else `NEXTSTOP_DATA`, else `./data`.
    public var dataDirectory: URL
    public var upstreams: UpstreamURLs

    public init(dataDirectory: URL, upstreams: UpstreamURLs) {
        self.dataDirectory = dataDirectory
        self.upstreams = upstreams
    }

    /// The configuration for this process: the flag's value if given, otherwise the environment's, otherwise defaults.
    public static func resolve(
        dataFlag: String?, kmbFlag: String? = nil, ctbFlag: String? = nil, environment: Environment = Environment(),
        defaultDataPath: String = "./data"
    ) throws -> NextStopConfiguration {
        let path = dataFlag ?? environment["NEXTSTOP_DATA"] ?? defaultDataPath
        return NextStopConfiguration(
            dataDirectory: URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL,
            upstreams: try UpstreamURLs(kmbFlag: kmbFlag, ctbFlag: ctbFlag, environment: environment)
        )
    }

    /// The favourites database inside the data directory.
    public var databasePath: String { dataDirectory.appendingPathComponent("nextstop.sqlite").path }
}
