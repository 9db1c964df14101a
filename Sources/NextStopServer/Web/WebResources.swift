import Foundation
import Mustache

/// The templates and static assets bundled with the server.
enum WebResources {
    /// One static asset, read into memory once.
    struct Asset: Sendable {
        var bytes: [UInt8]
        var contentType: String
    }

    /// Every `.mustache` file of `Templates/`, registered under its name without the extension, and `extra`'s
    /// templates under their names.
    static func templates(adding extra: [String: String] = [:]) -> MustacheLibrary {
        var library = MustacheLibrary()
        // A template that does not parse is a build mistake that the web tests catch.
        for (name, text) in extra { try? library.register(text, named: name) }
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Templates"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return library }
        for name in names where name.hasSuffix(".mustache") {
            let url = folder.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            try? library.register(text, named: String(name.dropLast(".mustache".count)))
        }
        return library
    }

    private static let assets: [String: Asset] = {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Public"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [:] }
        var assets: [String: Asset] = [:]
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            assets[name] = Asset(bytes: Array(data), contentType: contentType(of: name))
        }
        return assets
    }()

    /// The asset called `name` in `Public/`, if there is one.
    static func asset(named name: String) -> Asset? { assets[name] }

    static func contentType(of name: String) -> String {
        switch URL(fileURLWithPath: name).pathExtension {
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
