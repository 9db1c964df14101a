import Foundation
import Providers

/// The base URL of every upstream API, overridable for mirrors, proxies and the simulator.
public struct UpstreamURLs: Sendable, Hashable {
    public var kmb: URL
    public var citybus: URL
    /// The Hong Kong Observatory's open data, for Ask Hong Kong.
    public var hko: URL

    public init(
        kmb: URL = KMBEndpoint.defaultBaseURL, citybus: URL = CitybusEndpoint.defaultBaseURL,
        hko: URL = HKOEndpoint.defaultBaseURL
    ) {
        self.kmb = kmb
        self.citybus = citybus
        self.hko = hko
    }

    /// The flags' URLs (`--kmb-url`, `--ctb-url`, `--hko-url`), else `NEXTSTOP_KMB_URL`, `NEXTSTOP_CTB_URL` and
    /// `NEXTSTOP_HKO_URL`, else the defaults.
    public init(kmbFlag: String? = nil, ctbFlag: String? = nil, hkoFlag: String? = nil, environment: Environment) throws {
        self.init(
            kmb: try Self.url(flag: kmbFlag, "--kmb-url", environment, "NEXTSTOP_KMB_URL") ?? KMBEndpoint.defaultBaseURL,
            citybus: try Self.url(flag: ctbFlag, "--ctb-url", environment, "NEXTSTOP_CTB_URL")
                ?? CitybusEndpoint.defaultBaseURL,
            hko: try Self.url(flag: hkoFlag, "--hko-url", environment, "NEXTSTOP_HKO_URL") ?? HKOEndpoint.defaultBaseURL
        )
    }

    private static func url(flag: String?, _ flagName: String, _ environment: Environment, _ variable: String) throws
        -> URL?
    {
        guard let text = flag ?? environment[variable] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw CLIError("\(flag == nil ? variable : flagName) must be an http(s) URL, got \"\(text)\"")
        }
        return url
    }
}
