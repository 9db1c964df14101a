import Foundation
import Providers

/// The settings of Hong Kong buses.
extension Setting {
    static let hongKongBusSettings: [Setting] = [kmbURL, citybusURL]

    private static let busesSection = "Hong Kong buses"

    static let kmbURL = url("NEXTSTOP_KMB_URL", busesSection, "KMB's ETA API", KMBEndpoint.defaultBaseURL)
    static let citybusURL = url("NEXTSTOP_CTB_URL", busesSection, "Citybus's ETA API", CitybusEndpoint.defaultBaseURL)
}
