import AskHongKong
import Foundation
import Logging
import NextStopCore
import Providers

/// The Observatory's reports as Ask Hong Kong reads them: the current weather, the warnings with their full texts
/// and the special weather tips every 5 minutes, the 9-day and local forecasts a little after each issue (00:00,
/// 11:30 and 16:30), each polled in the three languages within a request budget and kept on disk. Questions are answered from these copies only, never by a request of their own,
/// so an Observatory that is down costs an answer nothing but freshness.
public final class WeatherFeed: WeatherSource {
    let current: CachedReport<CurrentWeather>
    let warnings: CachedReport<[WeatherWarning]>
    let warningTexts: CachedReport<[WarningText]>
    let specialTips: CachedReport<[String]>
    let forecast: CachedReport<WeatherForecast>
    let localForecast: CachedReport<LocalForecast>
    private let timeSource: any TimeSource

    /// Seconds a poll waits for the Observatory: longer than a waiting rider's 4 s, since no one waits on a poll.
    static let pollTimeout: Double = 10
    /// Minutes after midnight in Hong Kong the forecasts are issued (API-NOTES: 11:30, 16:30, the 00:00 rollover).
    static let forecastIssues = [0, 11 * 60 + 30, 16 * 60 + 30]

    /// The cache of the Observatory at `baseURL`, polled over `transport`, its copies kept in `archive`;
    /// `observer` hears each poll's outcome and `rejections` each copy refused as much less complete than the kept one.
    public init(
        baseURL: URL, transport: any HTTPTransport, archive: ReportArchive?, observer: (any PollObserver)? = nil,
        rejections: DatasetRejections? = nil, timeSource: any TimeSource = SystemTimeSource(),
        logger: Logger = Logger(label: "nextstop.ask")
    ) {
        func report<Value>(
            _ name: String, _ schedule: PollSchedule, perHour: Int, completeness: ReportCompleteness<Value>? = nil,
            _ read: @escaping @Sendable (HKOClient, Language) async throws -> Fetched<Value>
        ) -> CachedReport<Value> {
            CachedReport(
                name: name, schedule: schedule, requestsPerHour: perHour, transport: transport, archive: archive,
                observer: observer, completeness: completeness, rejections: rejections, logger: logger
            ) { transport, language in
                try await read(HKOClient(baseURL: baseURL, transport: transport, timeout: Self.pollTimeout), language).value
            }
        }
        let everyFiveMinutes = PollSchedule.every(seconds: 300)
        let issued = PollSchedule.issued(minutesAfterMidnight: Self.forecastIssues, lag: 300)
        current = report("rhrread", everyFiveMinutes, perHour: 60, completeness: .currentWeather) {
            try await $0.currentWeather(in: $1)
        }
        warnings = report("warnsum", everyFiveMinutes, perHour: 60) { try await $0.warnings(in: $1) }
        warningTexts = report("warningInfo", everyFiveMinutes, perHour: 60) { try await $0.warningTexts(in: $1) }
        specialTips = report("swt", everyFiveMinutes, perHour: 60) { try await $0.specialTips(in: $1) }
        forecast = report("fnd", issued, perHour: 30, completeness: .forecast) { try await $0.forecast(in: $1) }
        localForecast = report("flw", issued, perHour: 30) { try await $0.localForecast(in: $1) }
        self.timeSource = timeSource
    }

    /// Every report the poller keeps fresh.
    public var reports: [any PolledReport] { [current, warnings, warningTexts, specialTips, forecast, localForecast] }

    public func currentWeather(in language: Language) async throws -> Fetched<CurrentWeather> {
        try Self.fetched(current, in: language, at: timeSource.now())
    }

    public func forecast(in language: Language) async throws -> Fetched<WeatherForecast> {
        try Self.fetched(forecast, in: language, at: timeSource.now())
    }

    public func localForecast(in language: Language) async throws -> Fetched<LocalForecast> {
        try Self.fetched(localForecast, in: language, at: timeSource.now())
    }

    public func warnings(in language: Language) async throws -> Fetched<[WeatherWarning]> {
        try Self.fetched(warnings, in: language, at: timeSource.now())
    }

    public func warningTexts(in language: Language) async throws -> Fetched<[WarningText]> {
        try Self.fetched(warningTexts, in: language, at: timeSource.now())
    }

    public func specialTips(in language: Language) async throws -> Fetched<[String]> {
        try Self.fetched(specialTips, in: language, at: timeSource.now())
    }

    /// The kept copy of `report` in `language` that may answer at `now`; `UpstreamError.unreachable` when none may.
    static func fetched<Value>(_ report: CachedReport<Value>, in language: Language, at now: Date) throws -> Fetched<Value> {
        guard let fetched = report.fetched(in: language, at: now) else {
            throw UpstreamError.unreachable(reason: "no recent copy of \(report.name)")
        }
        return fetched
    }
}
