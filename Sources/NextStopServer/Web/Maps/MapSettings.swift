import Foundation

/// The one map every section draws with: whose tiles (a slippy-map URL template), the attribution their licence asks
/// for, and where Leaflet is installed (Debian's `libjs-leaflet` and `libjs-leaflet.markercluster`).
public struct MapSettings: Sendable, Equatable {
    public static let openStreetMapTiles = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    public static let openStreetMapAttribution = "© OpenStreetMap contributors"
    public static let openStreetMapCopyright = "https://www.openstreetmap.org/copyright"
    /// Where Debian's packages install Leaflet and its marker clusters.
    public static let debianLeafletFolder = "/usr/share/javascript/leaflet"

    /// A tile URL with `{z}`, `{x}` and `{y}`, and optionally `{s}` for a subdomain.
    public let tiles: String
    /// The text credited in the map's corner, and the page it links to.
    public let attribution: String
    public let attributionURL: String
    public let leafletFolder: URL

    /// What a setting was given wrong.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    /// OpenStreetMap's standard tiles with their attribution, and Leaflet from Debian's folder.
    public static let standard = MapSettings(
        checkedTiles: openStreetMapTiles, attribution: openStreetMapAttribution, attributionURL: openStreetMapCopyright,
        leafletFolder: URL(fileURLWithPath: debianLeafletFolder, isDirectory: true))

    private init(checkedTiles tiles: String, attribution: String, attributionURL: String, leafletFolder: URL) {
        self.tiles = tiles
        self.attribution = attribution
        self.attributionURL = attributionURL
        self.leafletFolder = leafletFolder
    }

    /// OpenStreetMap's standard tiles with their attribution, unless `tiles` names others (credited with
    /// `attribution`, if any); Leaflet from Debian's folder unless `leafletFolder` names another.
    public init(
        tiles: String? = nil, attribution: String? = nil, attributionURL: String? = nil, leafletFolder: String? = nil
    ) throws {
        let tiles = tiles ?? Self.openStreetMapTiles
        let isOpenStreetMap = tiles == Self.openStreetMapTiles
        guard ["{z}", "{x}", "{y}"].allSatisfy(tiles.contains), Self.origin(of: tiles) != nil else {
            throw Invalid(
                description: "the map tiles must be an http or https URL with {z}, {x} and {y}, got \"\(tiles.prefix(100))\"")
        }
        self.init(
            checkedTiles: tiles, attribution: attribution ?? (isOpenStreetMap ? Self.openStreetMapAttribution : ""),
            attributionURL: attributionURL ?? (isOpenStreetMap ? Self.openStreetMapCopyright : ""),
            leafletFolder: URL(fileURLWithPath: leafletFolder ?? Self.debianLeafletFolder, isDirectory: true))
    }

    /// The origin the tiles come from, as a Content-Security-Policy source: `https://tile.openstreetmap.org`, with a
    /// `{s}` subdomain as `*`.
    var tileSource: String { Self.origin(of: tiles) ?? "'self'" }

    private static func origin(of template: String) -> String? {
        // `{s}` stands for any one subdomain, which a policy writes as `*`.
        let sample = ["{z}", "{x}", "{y}", "{r}"].reduce(template.replacingOccurrences(of: "{s}", with: "subdomain")) {
            $0.replacingOccurrences(of: $1, with: "0")
        }
        guard let url = URLComponents(string: sample), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty
        else { return nil }
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host.replacingOccurrences(of: "subdomain", with: "*"))\(port)"
    }
}
