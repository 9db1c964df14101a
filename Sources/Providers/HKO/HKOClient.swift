import AskHongKong
import Foundation
import NextStopCore

/// Reads the Hong Kong Observatory's open data: the current weather, the 9-day and local forecasts, the warnings in
/// force with their full texts, and the special weather tips.
///
/// Every method throws only `UpstreamError` (or `CancellationError`).
public struct HKOClient: Sendable {
    private let upstream: UpstreamJSON

    /// A client for the API at `baseURL`, sending every request through `transport`, each with a budget of
    /// `timeout` seconds, retries included: 4 by default, as for bus arrivals, since someone is waiting on the answer.
    public init(baseURL: URL = HKOEndpoint.defaultBaseURL, transport: any HTTPTransport, timeout: Double = 4) {
        upstream = UpstreamJSON(baseURL: baseURL, transport: transport, timeout: timeout)
    }

    private func report<Report: Decodable>(
        _ endpoint: HKOEndpoint, in language: Language, as type: Report.Type
    ) async throws -> Report {
        let url = try endpoint.url(baseURL: upstream.baseURL, language: language)
        return try UpstreamCall.decode(type, try await upstream.answer(from: url, timeout: upstream.timeout))
    }
}

extension HKOClient: WeatherSource {
    /// The current weather report (`rhrread`).
    public func currentWeather(in language: Language) async throws -> Fetched<CurrentWeather> {
        .live(try await report(.currentWeather, in: language, as: HKOWire.CurrentReport.self).currentWeather)
    }

    /// The 9-day forecast (`fnd`).
    public func forecast(in language: Language) async throws -> Fetched<WeatherForecast> {
        .live(try await report(.nineDayForecast, in: language, as: HKOWire.ForecastReport.self).forecast)
    }

    /// The local weather forecast (`flw`).
    public func localForecast(in language: Language) async throws -> Fetched<LocalForecast> {
        .live(try await report(.localForecast, in: language, as: HKOWire.LocalForecastReport.self).localForecast)
    }

    /// The warnings in force (`warnsum`), cancelled ones left out.
    public func warnings(in language: Language) async throws -> Fetched<[WeatherWarning]> {
        .live(try await report(.warningSummary, in: language, as: HKOWire.WarningSummary.self).warnings)
    }

    /// The full text of each warning in force (`warningInfo`).
    public func warningTexts(in language: Language) async throws -> Fetched<[WarningText]> {
        .live(try await report(.warningInformation, in: language, as: HKOWire.WarningInformation.self).texts)
    }

    /// The special weather tips (`swt`).
    public func specialTips(in language: Language) async throws -> Fetched<[String]> {
        .live(try await report(.specialTips, in: language, as: HKOWire.SpecialTips.self).tips.map(\.desc))
    }
}
