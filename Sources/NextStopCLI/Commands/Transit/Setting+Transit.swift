import Foundation
import NextStopServer
import Providers

/// The settings of any agency's transit: the agencies served, and their keys.
extension Setting {
    static let transitSettings: [Setting] = [agencies, agencyKeys, agencyKeysFile]

    private static let transitSection = "Transit"

    static let agencies = Setting(
        "NEXTSTOP_AGENCIES", transitSection,
        "Agencies to serve, each `NAME=GTFS_URL` followed by `;trip-updates=URL`, `;alerts=URL`, "
            + "`;vehicle-positions=URL` and `;key-header=NAME` or `;key-query=NAME` as it publishes them, "
            + "separated by commas; `--agency` gives one each.",
        fallback: "none")
    static let agencyKeys = Setting(
        "NEXTSTOP_AGENCY_KEYS", transitSection, "The agencies' API keys, each `NAME=KEY`, separated by commas.",
        fallback: "none", isSecret: true)
    static let agencyKeysFile = Setting(
        "NEXTSTOP_AGENCY_KEYS_FILE", transitSection,
        "A file only its owner may read (mode 600) holding the agencies' keys, `NAME=KEY` per line.", fallback: "none")
}

/// An agency as the settings name it: `metro=https://…/gtfs.zip;trip-updates=https://…/tu.pb;key-header=x-api-key`.
struct ConfiguredAgency: NamedEntry, Hashable {
    var id: String
    var timetable: String
    var feeds: AgencyPoller.Feeds
    var placement: GTFSRealtimeClient.KeyPlacement?

    static let setting = Setting.agencies
    static let flag = "--agency"

    /// One `NAME=GTFS_URL[;part=value…]`.
    static func parse(_ entry: String) throws -> ConfiguredAgency {
        var parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let head = parts.removeFirst().split(separator: "=", maxSplits: 1).map(String.init)
        guard head.count == 2 else { throw CLIError("\(source) takes NAME=GTFS_URL, got \"\(entry.prefix(100))\"") }
        let id = head[0].trimmingCharacters(in: .whitespaces)
        guard TransitAgency.isValidID(id) else {
            throw CLIError(
                "\(source): \"\(id.prefix(40))\" is not an agency name: use 1 to 32 lower-case letters, digits and hyphens, starting with a letter"
            )
        }
        var agency = ConfiguredAgency(
            id: id, timetable: head[1], feeds: AgencyPoller.Feeds(tripUpdates: nil, alerts: nil, vehiclePositions: nil))
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw CLIError("\(source): \(id)'s \"\(part.prefix(40))\" is not PART=VALUE") }
            switch pair[0] {
            case "trip-updates": agency.feeds.tripUpdates = try url(pair[1], of: id, pair[0])
            case "alerts": agency.feeds.alerts = try url(pair[1], of: id, pair[0])
            case "vehicle-positions": agency.feeds.vehiclePositions = try url(pair[1], of: id, pair[0])
            case "key-header": agency.placement = .header(pair[1])
            case "key-query": agency.placement = .query(pair[1])
            default:
                throw CLIError(
                    "\(source): \(id) has \"\(pair[0].prefix(40))\"; use trip-updates, alerts, vehicle-positions, key-header or key-query"
                )
            }
        }
        return agency
    }

    private static func url(_ text: String, of id: String, _ part: String) throws -> URL {
        guard let url = URL(webAddress: text) else { throw CLIError("\(source): \(id)'s \(part) must be an http(s) URL") }
        return url
    }

    /// Each agency's key from `NEXTSTOP_AGENCY_KEYS` or the file `NEXTSTOP_AGENCY_KEYS_FILE` names.
    static func keys(in environment: Environment) throws -> [String: APIKey] {
        let keySetting = APIKeySetting(key: .agencyKeys, file: .agencyKeysFile)
        guard let text = try keySetting.text(environment: environment) else { return [:] }
        var keys: [String: APIKey] = [:]
        for line in text.split(whereSeparator: { $0 == "," || $0.isNewline }) {
            let pair = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[1].isEmpty else {
                throw CLIError("\(Setting.agencyKeys.variable): each key is NAME=KEY")
            }
            keys[pair[0]] = APIKey(pair[1])
        }
        return keys
    }
}
