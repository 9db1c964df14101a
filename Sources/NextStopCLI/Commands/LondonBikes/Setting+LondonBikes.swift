import Foundation
import Providers

/// The settings of London bikes.
extension Setting {
    static let londonBikesSettings: [Setting] = [tflURL, tflAppKey, tflAppKeyFile]

    private static let bikesSection = "London bikes"

    static let tflURL = url("NEXTSTOP_TFL_URL", bikesSection, "TfL's Unified API (BikePoint)", TfLEndpoint.defaultBaseURL)
    static let tflAppKey = Setting(
        "NEXTSTOP_TFL_APP_KEY", bikesSection, "TfL's optional app key (a higher rate limit).", fallback: "none",
        isSecret: true)
    static let tflAppKeyFile = Setting(
        "NEXTSTOP_TFL_APP_KEY_FILE", bikesSection, "A file only its owner may read (mode 600) holding TfL's app key.",
        fallback: "none")
}
