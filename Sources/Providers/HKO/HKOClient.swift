import AskHongKong
import Foundation
import NextStopCore

/// Reads the Hong Kong Observatory's open data: the current weather, the 9-day forecast and the warnings in force.
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
        let body = try await upstream.body(from: url, timeout: upstream.timeout)
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw UpstreamError.malformed(reason: error.shortReason)
        }
    }
}

extension HKOClient: WeatherSource {
    /// The current weather report (`rhrread`).
    public func currentWeather(in language: Language) async throws -> CurrentWeather {
        try await report(.currentWeather, in: language, as: HKOWire.CurrentReport.self).currentWeather
    }

    /// The 9-day forecast (`fnd`).
    public func forecast(in language: Language) async throws -> WeatherForecast {
        try await report(.nineDayForecast, in: language, as: HKOWire.ForecastReport.self).forecast
    }

    /// The warnings in force (`warnsum`), cancelled ones left out.
    public func warnings(in language: Language) async throws -> [WeatherWarning] {
        try await report(.warningSummary, in: language, as: HKOWire.WarningSummary.self).warnings
    }
}
