import Caltrain
import Providers

/// Caltrain's service names and Open-Meteo's weather conditions in the web app's languages, for the page script to
/// look up from what the API answers with: `caltrain_service_weekend` for the service `Weekend`, `weather_wmo_61` for
/// the weather code 61. Whatever has no phrase (a route's own name, an unlisted code) shows as the API wrote it.
enum CaltrainWords {
    static let phrases: PhraseTable = {
        var phrases: PhraseTable = [:]
        for (service, chinese) in CaltrainService.named {
            phrases[serviceKey(service.description)] = (chinese, service.description)
        }
        for (code, condition) in WMOWeatherCode.table {
            phrases["weather_wmo_\(code)"] = (condition.chinese, condition.summary)
        }
        return phrases
    }()

    /// `caltrain_service_south_county` for `South County`: the key the page script builds from the API's name.
    static func serviceKey(_ name: String) -> String {
        "caltrain_service_" + name.lowercased().replacingOccurrences(of: " ", with: "_")
    }
}
