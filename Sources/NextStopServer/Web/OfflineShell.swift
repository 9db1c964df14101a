import Foundation

/// What the service worker keeps of one section so that it opens without a network: its pages and assets and, for a
/// section with tabs, which tabs it has (each answered offline from its copy whatever its query) and which one its
/// start opens.
struct OfflineShell: Sendable {
    /// A section whose start (`/hk`) opens the tab last used, as its cookie remembers it.
    struct Tabs: Sendable, Encodable {
        /// The section's start (`/hk`).
        var section: String
        /// Each tab's address (`/hk/routes`).
        var paths: [String]
        /// The cookie naming the last tab (`routes`).
        var cookie: String
        /// The tab opened when the cookie names none.
        var fallback: String
    }

    /// Every page and asset to keep, tabs included.
    var paths: [String]
    var tabs: Tabs?

    /// What every section shares: the home, settings, privacy and offline pages, the manifest, the shared scripts
    /// and the icons.
    static let shared = OfflineShell(
        paths: [
            "/", "/settings", "/privacy", "/offline", "/manifest.webmanifest", "/assets/app.css", "/assets/app.js",
            "/assets/api.js", "/assets/core.js", "/assets/location.js", "/assets/map.js", "/assets/saved-copy.js",
            "/assets/refresher.js", "/assets/pull-to-refresh.js", "/assets/drag-order.js", "/assets/page-settings.js",
            "/assets/push.js", "/assets/reminder-bell.js",
            "/assets/icon.svg", "/assets/icon-192.png", "/assets/icon-512.png",
        ])
}

/// The service worker as served: `sw.js` after the lists, written from each section's `OfflineShell`, of what it
/// keeps (`SHELL`, assets at their versioned addresses) and which sections open their last tab (`TABBED`). Its
/// cache's name follows the lists, so a server that keeps something else, or another version of an asset, replaces
/// the old copies.
struct ServiceWorkerScript: Sendable {
    let bytes: [UInt8]

    init?(shells: [OfflineShell]) {
        guard let script = WebResources.asset(named: "sw.js") else { return nil }
        var shell: [String] = []
        for path in shells.flatMap(\.paths).map(WebResources.address(ofPath:)) where !shell.contains(path) {
            shell.append(path)
        }
        let tabbed = shells.compactMap(\.tabs)
        let version = WebResources.digest((shell + tabbed.flatMap(\.paths)).joined(separator: "\n").utf8)
        let lists = Data(
            """
            const SHELL = \(Self.json(shell));
            const TABBED = \(Self.json(Dictionary(tabbed.map { ($0.section, $0) }) { first, _ in first }));
            const CACHE = 'nextstop-shell-\(version)';

            """.utf8)
        bytes = Array(lists) + script.bytes
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
