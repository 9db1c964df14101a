import Foundation
import NextStopServer
import Providers

/// Every setting, grouped by the part of NextStop it configures. Flags, where a command has one, win over these.
extension Setting {
    /// Every setting: the platform's, then each system's.
    static let all = catalogue(of: Systems.all)

    /// The platform's settings, then each of `systems`' settings.
    static func catalogue(of systems: [any SystemAssembly]) -> [Setting] { platform + systems.flatMap(\.settings) }

    private static let platform: [Setting] = [
        settingsFile, data, logLevel, host, port, database, trustedProxies, allowedOrigins, upstreamMaxPause,
        signingKey, publicKey, datasetURL, deviceToken, mapTilesURL, mapAttribution, mapAttributionURL, leafletFolder,
        vapidKey, pushContact,
    ]

    private static let general = "General"
    private static let server = "Server"
    private static let datasets = "Datasets and devices"
    private static let maps = "Maps"
    private static let notifications = "Notifications"

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
    static let vapidKey = Setting(
        "NEXTSTOP_VAPID_KEY", notifications, "The base64url P-256 key that signs Web Push messages (RFC 8292).",
        fallback: "DATA/keys/vapid.key, created on first use", isSecret: true)
    static let pushContact = Setting(
        "NEXTSTOP_PUSH_CONTACT", notifications, "The contact push services are given with each message.",
        fallback: "mailto:nextstop@localhost")
    static let deviceToken = Setting(
        "NEXTSTOP_DEVICE_TOKEN", datasets, "The device whose favourites the `favourites` commands read and change.",
        fallback: "--device", isSecret: true)

    static let mapTilesURL = Setting(
        "NEXTSTOP_MAP_TILES_URL", maps,
        "The slippy-map tiles every map is drawn on (`https://…/{z}/{x}/{y}.png`, `{s}` for a subdomain); pages may load images from its host.",
        fallback: "OpenStreetMap's standard tiles (demo: the simulator's)")
    static let mapAttribution = Setting(
        "NEXTSTOP_MAP_ATTRIBUTION", maps, "The credit the tiles' licence asks for, shown in each map's corner.",
        fallback: "OpenStreetMap's, with its tiles; else none")
    static let mapAttributionURL = Setting(
        "NEXTSTOP_MAP_ATTRIBUTION_URL", maps, "The page the credit links to.",
        fallback: "OpenStreetMap's copyright page, with its tiles; else none")
    static let leafletFolder = Setting(
        "NEXTSTOP_LEAFLET_DIR", maps,
        "Where Leaflet and its marker clusters are installed (Debian's `libjs-leaflet`, `libjs-leaflet.markercluster`).",
        fallback: MapSettings.debianLeafletFolder)

    /// The setting of an upstream's base URL; `UpstreamURLs` reads every one of them.
    static func url(_ variable: String, _ section: String, _ what: String, _ fallback: URL) -> Setting {
        Setting(
            variable, section, "\(what): the base URL, for mirrors, proxies and the simulator.",
            fallback: fallback.absoluteString, defaultURL: fallback)
    }
}
