import AskHongKong
import Foundation
import Logging
import NextStopCore
import Providers

/// EPD's air quality health index as Ask Hong Kong reads it: the past 24 hours at every station, polled a little
/// after each hourly update (:30, API-NOTES §AQHI) within a request budget and kept on disk, so that questions never
/// wait on EPD.
public final class AirQualityFeed: AirQualitySource {
    let report: CachedReport<AirQuality>
    private let timeSource: any TimeSource

    /// The cache of EPD's feeds at `baseURL`, polled over `transport`, its copy kept in `archive`; `observer` hears
    /// each poll's outcome and `rejections` each copy refused as much less complete than the kept one.
    public init(
        baseURL: URL, transport: any HTTPTransport, archive: ReportArchive?, observer: (any PollObserver)? = nil,
        rejections: DatasetRejections? = nil, timeSource: any TimeSource = SystemTimeSource(),
        logger: Logger = Logger(label: "nextstop.ask")
    ) {
        // The 24-hour feed is the same in every language: station names are translated by the engine.
        report = CachedReport(
            name: "aqhi", schedule: .issued(minutesAfterMidnight: (0..<24).map { $0 * 60 + 30 }, lag: 300),
            languages: [.english], requestsPerHour: 12, transport: transport, archive: archive,
            observer: observer, completeness: .airQuality, rejections: rejections, logger: logger
        ) { transport, _ in
            try await AQHIClient(baseURL: baseURL, transport: transport, timeout: WeatherFeed.pollTimeout)
                .airQuality().value
        }
        self.timeSource = timeSource
    }

    /// The one report the poller keeps fresh.
    public var reports: [any PolledReport] { [report] }

    public func airQuality() async throws -> Fetched<AirQuality> {
        try WeatherFeed.fetched(report, in: .english, at: timeSource.now())
    }
}
