import Bikes
import Foundation
import Providers

/// The settings of bike-share: London's TfL docks, and the GBFS systems served beside them.
extension Setting {
    static let bikesSettings: [Setting] = [tflURL, tflAppKey, tflAppKeyFile, bikeSystems]

    private static let bikesSection = "Bikes"

    static let tflURL = url("NEXTSTOP_TFL_URL", bikesSection, "TfL's Unified API (BikePoint)", TfLEndpoint.defaultBaseURL)
    static let tflAppKey = Setting(
        "NEXTSTOP_TFL_APP_KEY", bikesSection, "TfL's optional app key (a higher rate limit).", fallback: "none",
        isSecret: true)
    static let tflAppKeyFile = Setting(
        "NEXTSTOP_TFL_APP_KEY_FILE", bikesSection, "A file only its owner may read (mode 600) holding TfL's app key.",
        fallback: "none")
    static let bikeSystems = Setting(
        "NEXTSTOP_BIKES", bikesSection,
        "More bike systems, each `NAME=GBFS_URL` (its gbfs.json), separated by commas; `--bikes` gives one each.",
        fallback: "London only")
}

/// A GBFS bike system as the settings name it: `oslo=https://…/gbfs.json`.
struct ConfiguredBikeSystem: NamedEntry, Hashable {
    var id: String
    var discoveryURL: URL

    static let setting = Setting.bikeSystems
    static let flag = "--bikes"

    /// One `NAME=GBFS_URL`.
    static func parse(_ entry: String) throws -> ConfiguredBikeSystem {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw CLIError("\(source) takes NAME=GBFS_URL, got \"\(entry.prefix(100))\"")
        }
        let id = parts[0].trimmingCharacters(in: .whitespaces)
        guard BikeSystem.isValidID(id), id != BikeSystem.londonID else {
            throw CLIError(
                "\(source): \"\(id.prefix(40))\" is not a bike system name: use 1 to 32 lower-case letters, digits and hyphens, not london or a page's name"
            )
        }
        guard let url = URL(webAddress: parts[1]) else {
            throw CLIError("\(source): \(id)'s GBFS URL must be an http(s) URL of its gbfs.json")
        }
        return ConfiguredBikeSystem(id: id, discoveryURL: url)
    }
}
