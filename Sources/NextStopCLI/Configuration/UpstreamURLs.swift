import Foundation
import Providers

/// The base URL of every upstream API, overridable for mirrors, proxies and the simulator.
public struct UpstreamURLs: Sendable, Hashable {
    public var kmb: URL
    public var citybus: URL

    public init(kmb: URL = KMBEndpoint.defaultBaseURL, citybus: URL = CitybusEndpoint.defaultBaseURL) {
        self.kmb = kmb
        self.citybus = citybus
    }

    /// Defaults overridden by `NEXTSTOP_KMB_URL` and `NEXTSTOP_CTB_URL`.
    public init(environment: Environment) throws {
        self.init(
            kmb: try Self.url(environment, "NEXTSTOP_KMB_URL") ?? KMBEndpoint.defaultBaseURL,
            citybus: try Self.url(environment, "NEXTSTOP_CTB_URL") ?? CitybusEndpoint.defaultBaseURL
        )
    }

    private static func url(_ environment: Environment, _ name: String) throws -> URL? {
        guard let text = environment[name] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw CLIError("\(name) must be an http(s) URL, got \"\(text)\"")
        }
        return url
    }
}
