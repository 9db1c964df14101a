import Foundation

/// Open-Meteo's forecast endpoint for the current weather at many places in one request.
public enum OpenMeteoEndpoint {
    /// Open-Meteo's public API.
    public static let defaultBaseURL = URL(string: "https://api.open-meteo.com/v1")!

    /// `/forecast` for every coordinate at once (comma-separated lists), temperatures in °C, local times in
    /// `timeZone`.
    static func current(at coordinates: [(latitude: Double, longitude: Double)], timeZone: String, baseURL: URL) -> URL? {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        var components = URLComponents(string: "\(base)/forecast")
        components?.queryItems = [
            URLQueryItem(name: "latitude", value: coordinates.map { String(format: "%.4f", $0.latitude) }.joined(separator: ",")),
            URLQueryItem(
                name: "longitude", value: coordinates.map { String(format: "%.4f", $0.longitude) }.joined(separator: ",")),
            URLQueryItem(name: "current", value: "temperature_2m,weather_code"),
            URLQueryItem(name: "timezone", value: timeZone),
        ]
        return components?.url
    }
}
