import Foundation
import Providers

/// Every setting, grouped by the part of NextStop it configures. Flags, where a command has one, win over these.
extension Setting {
    static let all: [Setting] = [
        settingsFile, data, logLevel, host, port, database, trustedProxies, allowedOrigins, upstreamMaxPause,
        signingKey, publicKey, datasetURL, deviceToken, kmbURL, citybusURL, hkoURL, aqhiURL, caltrainGTFSURL,
        fiveOneOneURL, fiveOneOneKey, fiveOneOneKeyFile, openMeteoURL, ticketmasterURL, ticketmasterKey,
        ticketmasterKeyFile, tflURL, tflAppKey, tflAppKeyFile, mapTilesURL,
    ]

    private static let general = "General"
    private static let server = "Server"
    private static let datasets = "Datasets and devices"
    private static let buses = "Hong Kong buses"
    private static let ask = "Ask Hong Kong"
    private static let caltrain = "Caltrain"
    private static let bikes = "London bikes"

    static let settingsFile = Setting(
        "NEXTSTOP_SETTINGS_FILE", general,
        "A file of `NAME=value` lines read once at start; the environment wins over it. Mode 0600 when it holds a secret.",
        fallback: "none")
    static let data = Setting(
        "NEXTSTOP_DATA", general, "The data directory: datasets, the SQLite favourites database, kept copies.",
        fallback: "./data (demo: ./data/demo)")
    static let logLevel = Setting(
        "NEXTSTOP_LOG_LEVEL", general, "Log level on standard error: trace, debug, info, notice, warning, error, critical.",
        fallback: "warning")
    static let host = Setting(
        "NEXTSTOP_HOST", server, "The address the server listens on; 0.0.0.0 for every interface.", fallback: "127.0.0.1")
    static let port = Setting("NEXTSTOP_PORT", server, "The port the server listens on; 0 picks a free one.", fallback: "8080")
    static let database = Setting(
        "NEXTSTOP_DATABASE_URL", server,
        "PostgreSQL (`postgres://user@host:5432/db`) for favourites, shared sessions and one poller per cluster.",
        fallback: "the data directory's SQLite file", isSecret: true)
    static let trustedProxies = Setting(
        "NEXTSTOP_TRUSTED_PROXIES", server,
        "Reverse proxies (CIDR, comma-separated) whose X-Forwarded-For or Forwarded header names the client.",
        fallback: "none")
    static let allowedOrigins = Setting(
        "NEXTSTOP_ALLOWED_ORIGINS", server, "Other sites whose pages may write with a visitor's cookie, comma-separated.",
        fallback: "this server's own")
    static let upstreamMaxPause = Setting(
        "NEXTSTOP_UPSTREAM_MAX_PAUSE", server,
        "The longest pause after an upstream's 429 or Retry-After, in seconds (0 to 86400).",
        fallback: "\(Int(RetryAfterMemory.standardLongestPause)) s")
    static let signingKey = Setting(
        "NEXTSTOP_SIGNING_KEY", datasets, "The base64 Ed25519 key that signs published datasets.",
        fallback: "--signing-key FILE, else DATA/keys/publisher.key, created on first start", isSecret: true)
    static let publicKey = Setting(
        "NEXTSTOP_PUBLIC_KEY", datasets, "The publisher's public key (base64) that `update` and mirrors trust.",
        fallback: "--public-key")
    static let datasetURL = Setting(
        "NEXTSTOP_DATASET_URL", datasets, "The dataset folder or metadata.json URL that `update` installs from.",
        fallback: "the last one used")
    static let deviceToken = Setting(
        "NEXTSTOP_DEVICE_TOKEN", datasets, "The device whose favourites the `favourites` commands read and change.",
        fallback: "--device", isSecret: true)
    static let kmbURL = url("NEXTSTOP_KMB_URL", buses, "KMB's ETA API", KMBEndpoint.defaultBaseURL)
    static let citybusURL = url("NEXTSTOP_CTB_URL", buses, "Citybus's ETA API", CitybusEndpoint.defaultBaseURL)
    static let hkoURL = url("NEXTSTOP_HKO_URL", ask, "The Hong Kong Observatory's open data", HKOEndpoint.defaultBaseURL)
    static let aqhiURL = url("NEXTSTOP_AQHI_URL", ask, "EPD's AQHI feeds", AQHIEndpoint.defaultBaseURL)
    static let caltrainGTFSURL = Setting(
        "NEXTSTOP_CALTRAIN_GTFS_URL", caltrain, "The Caltrain GTFS feed (a URL or a path).",
        fallback: "https://data.trilliumtransit.com/gtfs/caltrain-ca-us/caltrain-ca-us.zip")
    static let fiveOneOneURL = url("NEXTSTOP_511_URL", caltrain, "511.org's transit API", FiveOneOneEndpoint.defaultBaseURL)
    static let fiveOneOneKey = Setting(
        "NEXTSTOP_511_KEY", caltrain, "The 511.org API key (real-time and alerts).", fallback: "timetable only",
        isSecret: true)
    static let fiveOneOneKeyFile = Setting(
        "NEXTSTOP_511_KEY_FILE", caltrain, "A file (mode 0600) holding the 511.org key.", fallback: "none")
    static let openMeteoURL = url(
        "NEXTSTOP_OPENMETEO_URL", caltrain, "Open-Meteo (weather at the destination)", OpenMeteoEndpoint.defaultBaseURL)
    static let ticketmasterURL = url(
        "NEXTSTOP_TICKETMASTER_URL", caltrain, "Ticketmaster Discovery (tonight's events)",
        TicketmasterEndpoint.defaultBaseURL)
    static let ticketmasterKey = Setting(
        "NEXTSTOP_TICKETMASTER_KEY", caltrain, "The Ticketmaster API key (events near stations).", fallback: "events off",
        isSecret: true)
    static let ticketmasterKeyFile = Setting(
        "NEXTSTOP_TICKETMASTER_KEY_FILE", caltrain, "A file (mode 0600) holding the Ticketmaster key.", fallback: "none")
    static let tflURL = url("NEXTSTOP_TFL_URL", bikes, "TfL's Unified API (BikePoint)", TfLEndpoint.defaultBaseURL)
    static let tflAppKey = Setting(
        "NEXTSTOP_TFL_APP_KEY", bikes, "TfL's optional app key (a higher rate limit).", fallback: "none",
        isSecret: true)
    static let tflAppKeyFile = Setting(
        "NEXTSTOP_TFL_APP_KEY_FILE", bikes, "A file (mode 0600) holding TfL's app key.", fallback: "none")
    static let mapTilesURL = Setting(
        "NEXTSTOP_MAP_TILES_URL", bikes, "A slippy-map tile URL (`https://…/{z}/{x}/{y}.png`) drawn under the bikes map.",
        fallback: "no tiles")

    private static func url(_ variable: String, _ section: String, _ what: String, _ fallback: URL) -> Setting {
        Setting(
            variable, section, "\(what): the base URL, for mirrors, proxies and the simulator.", fallback: fallback.absoluteString
        )
    }
}
