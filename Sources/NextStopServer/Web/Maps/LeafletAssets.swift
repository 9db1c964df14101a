import Foundation
import Hummingbird

/// Leaflet and its marker clusters, served at `/assets/leaflet/…` from the folder Debian installs them in (never
/// copied into NextStop), read once at start. Without them the routes answer 404 and the map module says the map is
/// unavailable; every page still works.
struct LeafletAssets: Sendable {
    /// The files the map module loads, and the images Leaflet's stylesheet names.
    static let files = [
        "leaflet.js", "leaflet.css", "leaflet.markercluster.js", "MarkerCluster.css", "MarkerCluster.Default.css",
        "images/layers.png", "images/layers-2x.png", "images/marker-icon.png", "images/marker-icon-2x.png",
        "images/marker-shadow.png",
    ]

    private let assets: [String: WebResources.Asset]

    init(folder: URL) {
        var assets: [String: WebResources.Asset] = [:]
        for name in Self.files {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            assets[name] = WebResources.Asset(bytes: Array(data), contentType: WebResources.contentType(of: name))
        }
        self.assets = assets
    }

    /// Whether Leaflet itself was found.
    var isInstalled: Bool { assets["leaflet.js"] != nil }

    func addRoutes(to router: Router<APIRequestContext>) {
        router.get("assets/leaflet/{file}") { request, context in
            try response(context.parameters.get("file") ?? "", request)
        }
        router.get("assets/leaflet/images/{file}") { request, context in
            try response("images/" + (context.parameters.get("file") ?? ""), request)
        }
    }

    /// The file, checked with the server on each use (Leaflet loads it by its plain address): a 304 when unchanged.
    private func response(_ name: String, _ request: Request) throws -> Response {
        guard let asset = assets[name] else { throw HTTPError(.notFound, message: "No such asset.") }
        return asset.response(to: request)
    }
}
