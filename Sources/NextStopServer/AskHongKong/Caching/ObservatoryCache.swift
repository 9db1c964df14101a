import AskHongKong
import Foundation
import Logging
import NextStopCore
import Providers

/// The Observatory's reports as Ask Hong Kong reads them: the current weather and the warnings every 5 minutes,
/// the 9-day forecast a little after each issue (00:00, 11:30 and 16:30), each polled in the three languages within
/// a request budget and kept on disk. Questions are answered from these copies only, never by a request of their own,
/// so an Observatory that is down costs an answer nothing but freshness.
public final class ObservatoryCache: WeatherSource {
    let current: CachedReport<CurrentWeather>
    let forecast: CachedReport<WeatherForecast>
    let warnings: CachedReport<[WeatherWarning]>
    private let timeSource: any TimeSource

    /// Seconds a poll waits for the Observatory: longer than a waiting rider's 4 s, since no one waits on a poll.
    static let pollTimeout: Double = 10
    /// Minutes after midnight in Hong Kong the 9-day forecast is issued (API-NOTES: 11:30, 16:30, the 00:00 rollover).
    static let forecastIssues = [0, 11 * 60 + 30, 16 * 60 + 30]

    /// The cache of the Observatory at `baseURL`, polled over `transport`, its copies kept in `archive`;
    /// `metrics` counts each poll's outcome.
    public init(
        baseURL: URL, transport: any HTTPTransport, archive: ReportArchive?, metrics: ServerMetrics? = nil,
        timeSource: any TimeSource = SystemTimeSource(), logger: Logger = Logger(label: "nextstop.ask")
    ) {
        let observer: (@Sendable (String, String) -> Void)? = metrics.map { metrics in
            { report, outcome in metrics.recordReportPoll(report: report, outcome: outcome) }
        }
        current = CachedReport(
            name: "rhrread", schedule: .every(seconds: 300), requestsPerHour: 60, transport: transport, archive: archive,
            observer: observer, logger: logger
        ) { try await Self.client(baseURL, $0).currentWeather(in: $1) }
        warnings = CachedReport(
            name: "warnsum", schedule: .every(seconds: 300), requestsPerHour: 60, transport: transport, archive: archive,
            observer: observer, logger: logger
        ) { try await Self.client(baseURL, $0).warnings(in: $1) }
        forecast = CachedReport(
            name: "fnd", schedule: .issued(minutesAfterMidnight: Self.forecastIssues, lag: 300), requestsPerHour: 30,
            transport: transport, archive: archive, observer: observer, logger: logger
        ) { try await Self.client(baseURL, $0).forecast(in: $1) }
        self.timeSource = timeSource
    }

    /// The Observatory's client at `baseURL` over `transport`, with the poll's time budget.
    private static func client(_ baseURL: URL, _ transport: any HTTPTransport) -> HKOClient {
        HKOClient(baseURL: baseURL, transport: transport, timeout: pollTimeout)
    }

    /// Every report the poller keeps fresh.
    public var reports: [any PolledReport] { [current, warnings, forecast] }

    public func currentWeather(in language: Language) async throws -> CurrentWeather {
        try copy(of: current, in: language).value
    }

    public func forecast(in language: Language) async throws -> WeatherForecast {
        try copy(of: forecast, in: language).value
    }

    public func warnings(in language: Language) async throws -> [WeatherWarning] {
        try copy(of: warnings, in: language).value
    }

    private func copy<Value>(of report: CachedReport<Value>, in language: Language) throws -> CachedReport<Value>.Copy {
        guard let copy = report.copy(in: language, at: timeSource.now()) else {
            throw UpstreamError.unreachable(reason: "no recent copy of the Observatory's \(report.name)")
        }
        return copy
    }
}
