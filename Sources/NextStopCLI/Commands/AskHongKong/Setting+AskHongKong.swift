import Foundation
import Providers

/// The settings of Ask Hong Kong.
extension Setting {
    static let askHongKongSettings: [Setting] = [hkoURL, aqhiURL]

    private static let askSection = "Ask Hong Kong"

    static let hkoURL = url("NEXTSTOP_HKO_URL", askSection, "The Hong Kong Observatory's open data", HKOEndpoint.defaultBaseURL)
    static let aqhiURL = url("NEXTSTOP_AQHI_URL", askSection, "EPD's AQHI feeds", AQHIEndpoint.defaultBaseURL)
}
