import Foundation

/// The Hong Kong Observatory's open data at its real path (`/weatherAPI/opendata/weather.php?dataType=…&lang=…`):
/// the current weather (`rhrread`), the 9-day and local forecasts (`fnd`, `flw`), the warning summary and full texts
/// (`warnsum`, `warningInfo`) and the special weather tips (`swt`) in `en`, `tc` and `sc`, in their real shapes and
/// quirks, made up from the simulator's clock.
public struct HKOUpstream: SimulatedUpstream {
    /// What the weather is doing.
    public enum Scenario: String, Sendable, CaseIterable {
        /// A dry winter day: no warnings.
        case calm
        /// A typhoon day: No. 8 signal and an amber rainstorm, and a cancelled warning still listed.
        case typhoon
    }

    public let pathPrefix = "/weatherAPI/opendata"
    private let weather: HKOSyntheticWeather

    public init(scenario: Scenario = .calm) {
        weather = HKOSyntheticWeather(scenario: scenario)
    }

    /// Where clients point `NEXTSTOP_HKO_URL` under the simulator's root URL.
    public static func baseURL(under root: URL) -> URL {
        root.appendingPathComponent("weatherAPI").appendingPathComponent("opendata")
    }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        guard request.path == pathPrefix + "/weather.php" else { return .notFound }
        let query = request.parameters
        guard let language = HKOSyntheticWeather.Language(rawValue: query["lang"] ?? "en") else {
            return Self.badRequest
        }
        var document: Any
        switch query["dataType"] {
        case "rhrread": document = weather.currentReport(at: now, in: language)
        case "fnd": document = weather.nineDayForecast(at: now, in: language)
        case "warnsum": document = weather.warningSummary(at: now, in: language)
        case "flw": document = weather.localForecast(at: now, in: language)
        case "warningInfo": document = weather.warningInformation(at: now, in: language)
        case "swt": document = weather.specialTips(at: now, in: language)
        default: return Self.badRequest
        }
        // The made-up reports are written in Traditional; the Observatory writes `sc` in Simplified.
        if language == .sc { document = ChineseScript.simplified(document: document) }
        guard let body = try? JSONSerialization.data(withJSONObject: document, options: [.withoutEscapingSlashes]) else {
            return SimulatorReply(status: 500, body: [])
        }
        return SimulatorReply(status: 200, body: Array(body))
    }

    /// An unknown `dataType` or `lang` is refused.
    private static let badRequest = SimulatorReply(
        status: 400, body: Array("Invalid parameter".utf8), contentType: "text/plain")
}
