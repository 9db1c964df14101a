import Foundation
import Providers

/// The base URL of every upstream API, overridable for mirrors, proxies and the simulator.
public struct UpstreamURLs: Sendable, Hashable {
    public var kmb: URL
    public var citybus: URL
    /// TfL's Unified API, for London's docks.
    public var tfl: URL
    /// The Hong Kong Observatory's open data, for Ask Hong Kong.
    public var hko: URL
    /// EPD's AQHI feeds, for Ask Hong Kong.
    public var aqhi: URL
    /// 511.org's transit API (Caltrain real-time and alerts).
    public var fiveOneOne = FiveOneOneEndpoint.defaultBaseURL
    /// Open-Meteo (weather at Caltrain stations).
    public var openMeteo = OpenMeteoEndpoint.defaultBaseURL
    /// Ticketmaster Discovery (events near Caltrain stations).
    public var ticketmaster = TicketmasterEndpoint.defaultBaseURL

    public init(
        kmb: URL = KMBEndpoint.defaultBaseURL, citybus: URL = CitybusEndpoint.defaultBaseURL,
        tfl: URL = TfLEndpoint.defaultBaseURL, hko: URL = HKOEndpoint.defaultBaseURL,
        aqhi: URL = AQHIEndpoint.defaultBaseURL
    ) {
        self.kmb = kmb
        self.citybus = citybus
        self.tfl = tfl
        self.hko = hko
        self.aqhi = aqhi
    }

    /// The flags' URLs (`--kmb-url`, `--ctb-url`, `--tfl-url`, `--hko-url`, `--aqhi-url`), else `NEXTSTOP_KMB_URL`,
    /// `NEXTSTOP_CTB_URL`, `NEXTSTOP_TFL_URL`, `NEXTSTOP_HKO_URL` and `NEXTSTOP_AQHI_URL`, else the defaults; `NEXTSTOP_511_URL`,
    /// `NEXTSTOP_OPENMETEO_URL` and `NEXTSTOP_TICKETMASTER_URL` likewise (their flags, in `CaltrainLiveOptions`, are
    /// written over the environment).
    public init(
        kmbFlag: String? = nil, ctbFlag: String? = nil, tflFlag: String? = nil, hkoFlag: String? = nil,
        aqhiFlag: String? = nil, environment: Environment
    ) throws {
        self.init(
            kmb: try Self.url(flag: kmbFlag, "--kmb-url", environment, .kmbURL) ?? KMBEndpoint.defaultBaseURL,
            citybus: try Self.url(flag: ctbFlag, "--ctb-url", environment, .citybusURL)
                ?? CitybusEndpoint.defaultBaseURL,
            tfl: try Self.url(flag: tflFlag, "--tfl-url", environment, .tflURL) ?? TfLEndpoint.defaultBaseURL,
            hko: try Self.url(flag: hkoFlag, "--hko-url", environment, .hkoURL) ?? HKOEndpoint.defaultBaseURL,
            aqhi: try Self.url(flag: aqhiFlag, "--aqhi-url", environment, .aqhiURL) ?? AQHIEndpoint.defaultBaseURL
        )
        try overrideCaltrainLive(environment: environment)
    }

    /// Takes the Caltrain live upstreams from the environment.
    private mutating func overrideCaltrainLive(environment: Environment) throws {
        fiveOneOne = try Self.url(flag: nil, "", environment, .fiveOneOneURL) ?? fiveOneOne
        openMeteo = try Self.url(flag: nil, "", environment, .openMeteoURL) ?? openMeteo
        ticketmaster = try Self.url(flag: nil, "", environment, .ticketmasterURL) ?? ticketmaster
    }

    private static func url(flag: String?, _ flagName: String, _ environment: Environment, _ setting: Setting) throws
        -> URL?
    {
        guard let text = flag ?? environment[setting] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw CLIError("\(flag == nil ? setting.variable : flagName) must be an http(s) URL, got \"\(text)\"")
        }
        return url
    }
}
