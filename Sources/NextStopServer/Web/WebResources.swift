import Foundation
import Hummingbird
import Mustache

/// The templates and static assets bundled with the server.
enum WebResources {
    /// One static asset, read into memory once; a module's imports carry the versions of the modules they name.
    struct Asset: Sendable {
        var bytes: [UInt8]
        var contentType: String
        /// A digest of `bytes`: the `v` of its address, and its entity tag.
        var version: String

        init(bytes: [UInt8], contentType: String) {
            self.bytes = bytes
            self.contentType = contentType
            version = WebResources.digest(bytes)
        }

        /// The asset, kept by browsers for a year when asked for at its version (`?v=`), else checked with the server
        /// each time (its version is its entity tag, so an unchanged asset is a 304).
        func response(to request: Request) -> Response {
            let tag = EntityTag(strong: version)
            let isCurrent = request.uri.queryParameters.get("v") == version
            var headers: HTTPFields = [
                .cacheControl: isCurrent ? "public, max-age=31536000, immutable" : "no-cache", .eTag: tag.headerValue,
            ]
            if RequestValidators(headers: request.headers).clientHasCurrent(tag) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = contentType
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
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
        var files: [String: [UInt8]] = [:]
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            files[name] = Array(data)
        }
        return AssetVersions(files: files).assets
    }()

    /// The asset called `name` in `Public/`, if there is one.
    static func asset(named name: String) -> Asset? { assets[name] }

    /// The address of the asset `name` at its current version (`/assets/app.css?v=…`), which may be cached for good;
    /// the plain address for a name that is not an asset.
    static func address(of name: String) -> String {
        assets[name].map { "/assets/\(name)?v=\($0.version)" } ?? "/assets/\(name)"
    }

    /// `address(of:)` for a path that may be an asset's (`/assets/app.css`); any other path as it is.
    static func address(ofPath path: String) -> String {
        path.hasPrefix("/assets/") ? address(of: String(path.dropFirst("/assets/".count))) : path
    }

    /// Every asset's address keyed for templates, where a name's dots and dashes are underscores
    /// (`{{asset.app_css}}`, `{{asset.icon_192_png}}`).
    static let templateAddresses: [String: String] = Dictionary(
        uniqueKeysWithValues: assets.keys.map { name in
            (name.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "-", with: "_"), address(of: name))
        })

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

    /// A short digest of `bytes` (FNV-1a, 64 bits, in base 36): it changes whenever they do.
    static func digest(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}
