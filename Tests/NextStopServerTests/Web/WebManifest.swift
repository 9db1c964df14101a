import Foundation

/// The fields of a web app manifest that make the app installable.
struct WebManifest: Decodable {
    struct Icon: Decodable {
        var src: String
        var sizes: String
        var type: String
    }

    struct Shortcut: Decodable {
        var name: String
        var url: String
        var icons: [Icon]
    }

    var name: String
    var description: String
    var lang: String
    var startURL: String
    var display: String
    var themeColor: String
    var icons: [Icon]
    var shortcuts: [Shortcut]

    enum CodingKeys: String, CodingKey {
        case name, description, lang, display, icons, shortcuts
        case startURL = "start_url"
        case themeColor = "theme_color"
    }
}
