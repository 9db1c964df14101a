import Foundation
import NextStopCore

/// One of the Observatory's open-data reports: `weather.php?dataType=…&lang=…` under the base URL.
public struct HKOEndpoint: Sendable, Hashable {
    /// The Observatory's public API.
    public static let defaultBaseURL = URL(string: "https://data.weather.gov.hk/weatherAPI/opendata")!

    /// The value of `dataType`.
    let dataType: String

    /// The current weather report.
    static let currentWeather = HKOEndpoint(dataType: "rhrread")
    /// The 9-day forecast.
    static let nineDayForecast = HKOEndpoint(dataType: "fnd")
    /// The warnings in force.
    static let warningSummary = HKOEndpoint(dataType: "warnsum")
    /// The local weather forecast.
    static let localForecast = HKOEndpoint(dataType: "flw")
    /// The full text of each warning in force.
    static let warningInformation = HKOEndpoint(dataType: "warningInfo")
    /// The special weather tips.
    static let specialTips = HKOEndpoint(dataType: "swt")

    /// The report's URL under `baseURL` in `language` (`en`, `tc`, `sc`).
    func url(baseURL: URL, language: Language) throws -> URL {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        guard var parts = URLComponents(string: base + "/weather.php") else {
            throw UpstreamError.unreachable(reason: "invalid base URL")
        }
        parts.queryItems = [
            URLQueryItem(name: "dataType", value: dataType), URLQueryItem(name: "lang", value: language.rawValue),
        ]
        guard let url = parts.url else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        return url
    }
}
