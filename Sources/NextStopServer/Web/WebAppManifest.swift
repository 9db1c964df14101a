import Foundation
import Hummingbird

/// The web app manifest, written per visit: the app's name and, in the visitor's language, every system the home page
/// lists, so installing the app describes all of them rather than one, each a shortcut with its own icon.
struct WebAppManifest: Encodable {
    struct Icon: Encodable {
        var src: String
        var sizes: String
        var type: String
        var purpose: String
    }

    /// A section the installed app's icon offers on a long press.
    struct Shortcut: Encodable {
        var name: String
        var description: String
        var url: String
        var icons: [Icon]
    }

    var name = WebPage.appName
    var shortName = WebPage.appName
    var description: String
    var lang: String
    var startURL = "/"
    var scope = "/"
    var display = "standalone"
    var orientation = "portrait"
    var backgroundColor = "#0e1116"
    var themeColor = "#0e1116"
    var icons = [
        Icon(src: WebResources.address(of: "icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any"),
        Icon(src: WebResources.address(of: "icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any"),
        Icon(src: WebResources.address(of: "icon-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable"),
        Icon(src: WebResources.address(of: "icon.svg"), sizes: "any", type: "image/svg+xml", purpose: "any"),
    ]

    var shortcuts: [Shortcut]

    enum CodingKeys: String, CodingKey {
        case name, description, lang, scope, display, orientation, icons, shortcuts
        case shortName = "short_name"
        case startURL = "start_url"
        case backgroundColor = "background_color"
        case themeColor = "theme_color"
    }

    /// The manifest of `visit`, describing the systems of `cards`.
    init(cards: [SystemCard], visit: WebVisit) {
        description = cards.map(\.name).joined(separator: " · ")
        lang = visit.language.htmlLang
        shortcuts = cards.map { card in
            Shortcut(
                name: card.name, description: card.summary, url: card.href,
                icons: [Icon(src: card.icon, sizes: "any", type: "image/svg+xml", purpose: "any")])
        }
    }

    /// The manifest as its own media type.
    func response() throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(
            status: .ok, headers: [.contentType: "application/manifest+json", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(self))))
    }
}
