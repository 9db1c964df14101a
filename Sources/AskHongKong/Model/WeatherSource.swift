import NextStopCore

/// Where the assistant reads the weather: the Observatory's client conforms, tests give replies of their own.
/// Every method throws only `UpstreamError` (or `CancellationError`).
public protocol WeatherSource: Sendable {
    /// The current weather report, its place names and texts in `language`.
    func currentWeather(in language: Language) async throws -> CurrentWeather
    /// The 9-day forecast in `language`.
    func forecast(in language: Language) async throws -> WeatherForecast
    /// The warnings in force, cancelled ones left out.
    func warnings(in language: Language) async throws -> [WeatherWarning]
}
