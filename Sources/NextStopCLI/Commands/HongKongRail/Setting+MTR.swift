import Foundation
import Providers

/// The settings of the MTR's open data.
extension Setting {
    static let mtrSettings: [Setting] = [mtrURL, mtrDataURL]

    private static let mtrSection = "MTR"

    static let mtrURL = url("NEXTSTOP_MTR_URL", mtrSection, "MTR's Next Train API", MTREndpoint.defaultBaseURL)
    static let mtrDataURL = url(
        "NEXTSTOP_MTR_DATA_URL", mtrSection, "MTR's open-data files (the station list)", MTREndpoint.defaultDataURL)
}
