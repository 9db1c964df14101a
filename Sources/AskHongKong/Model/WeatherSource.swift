import NextStopCore

/// Where the assistant reads the weather: the Observatory's client conforms (each reply `Fetched.live`), a caching
/// source reports its replies' age, tests give replies of their own. Every method throws only `UpstreamError` (or
/// `CancellationError`).
public protocol WeatherSource: Sendable {
    /// The current weather report (`rhrread`), its place names and texts in `language`.
    func currentWeather(in language: Language) async throws -> Fetched<CurrentWeather>
    /// The 9-day forecast (`fnd`) in `language`.
    func forecast(in language: Language) async throws -> Fetched<WeatherForecast>
    /// The local weather forecast (`flw`) in `language`.
    func localForecast(in language: Language) async throws -> Fetched<LocalForecast>
    /// The warnings in force (`warnsum`), cancelled ones left out.
    func warnings(in language: Language) async throws -> Fetched<[WeatherWarning]>
    /// The full text of each warning in force (`warningInfo`); empty when none is.
    func warningTexts(in language: Language) async throws -> Fetched<[WarningText]>
    /// The special weather tips (`swt`); empty when there are none.
    func specialTips(in language: Language) async throws -> Fetched<[String]>
}
