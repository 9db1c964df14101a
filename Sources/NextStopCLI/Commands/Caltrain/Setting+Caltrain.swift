import Foundation
import Providers

/// The settings of Caltrain.
extension Setting {
    static let caltrainSettings: [Setting] = [
        caltrainGTFSURL, fiveOneOneURL, fiveOneOneKey, fiveOneOneKeyFile, openMeteoURL, ticketmasterURL, ticketmasterKey,
        ticketmasterKeyFile, fiveOneOneRealtimeFeed, fiveOneOneRequestsPerHour,
    ]

    private static let caltrainSection = "Caltrain"

    static let caltrainGTFSURL = Setting(
        "NEXTSTOP_CALTRAIN_GTFS_URL", caltrainSection, "The Caltrain GTFS feed (a URL or a path).",
        fallback: "https://data.trilliumtransit.com/gtfs/caltrain-ca-us/caltrain-ca-us.zip")
    static let fiveOneOneURL = url(
        "NEXTSTOP_511_URL", caltrainSection, "511.org's transit API", FiveOneOneEndpoint.defaultBaseURL)
    static let fiveOneOneKey = Setting(
        "NEXTSTOP_511_KEY", caltrainSection, "The 511.org API key (real-time and alerts).", fallback: "timetable only",
        isSecret: true)
    static let fiveOneOneKeyFile = Setting(
        "NEXTSTOP_511_KEY_FILE", caltrainSection, "A file only its owner may read (mode 600) holding the 511.org key.",
        fallback: "none")
    static let openMeteoURL = url(
        "NEXTSTOP_OPENMETEO_URL", caltrainSection, "Open-Meteo (weather at the destination)", OpenMeteoEndpoint.defaultBaseURL)
    static let ticketmasterURL = url(
        "NEXTSTOP_TICKETMASTER_URL", caltrainSection, "Ticketmaster Discovery (tonight's events)",
        TicketmasterEndpoint.defaultBaseURL)
    static let ticketmasterKey = Setting(
        "NEXTSTOP_TICKETMASTER_KEY", caltrainSection, "The Ticketmaster API key (events near stations).", fallback: "events off",
        isSecret: true)
    static let ticketmasterKeyFile = Setting(
        "NEXTSTOP_TICKETMASTER_KEY_FILE", caltrainSection,
        "A file only its owner may read (mode 600) holding the Ticketmaster key.", fallback: "none")
    static let fiveOneOneRealtimeFeed = Setting(
        "NEXTSTOP_511_REALTIME_FEED", caltrainSection,
        "The 511 feed real-time comes from: tripupdates (GTFS-Realtime) or stopmonitoring (SIRI).",
        fallback: "tripupdates")
    static let fiveOneOneRequestsPerHour = Setting(
        "NEXTSTOP_511_REQUESTS_PER_HOUR", caltrainSection,
        "Requests an hour the 511 key may make (1 to 3600), shared by every 511 endpoint.", fallback: "60")
}
