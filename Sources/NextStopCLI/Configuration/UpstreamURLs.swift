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
            kmb: try Self.url(flag: kmbFlag.map { ($0, "--kmb-url") }, environment, .kmbURL) ?? KMBEndpoint.defaultBaseURL,
            citybus: try Self.url(flag: ctbFlag.map { ($0, "--ctb-url") }, environment, .citybusURL)
                ?? CitybusEndpoint.defaultBaseURL,
            tfl: try Self.url(flag: tflFlag.map { ($0, "--tfl-url") }, environment, .tflURL) ?? TfLEndpoint.defaultBaseURL,
            hko: try Self.url(flag: hkoFlag.map { ($0, "--hko-url") }, environment, .hkoURL) ?? HKOEndpoint.defaultBaseURL,
            aqhi: try Self.url(flag: aqhiFlag.map { ($0, "--aqhi-url") }, environment, .aqhiURL)
                ?? AQHIEndpoint.defaultBaseURL
        )
        fiveOneOne = try Self.url(environment, .fiveOneOneURL) ?? fiveOneOne
        openMeteo = try Self.url(environment, .openMeteoURL) ?? openMeteo
        ticketmaster = try Self.url(environment, .ticketmasterURL) ?? ticketmaster
    }

    /// The URL of `flag` (its value and name) when given, else of `setting`; an error names whichever was wrong.
    private static func url(flag: (value: String, name: String)? = nil, _ environment: Environment, _ setting: Setting)
        throws -> URL?
    {
        guard let text = flag?.value ?? environment[setting] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            throw CLIError("\(flag?.name ?? setting.variable) must be an http(s) URL, got \"\(text)\"")
        }
        return url
    }
}
