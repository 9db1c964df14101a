import Foundation

/// Versions the web app's files so browsers may keep them for good: each file's version is a digest of its bytes, and
/// a module's imports (`from './core.js'`) are rewritten to name the version they import (`'./core.js?v=…'`), so a
/// module changes, and gets a new version, whenever anything it imports does. A page and every module it reaches then
/// agree on one address per module, and a browser never mixes an old module with a new one.
struct AssetVersions {
    private let files: [String: [UInt8]]
    private var done: [String: WebResources.Asset] = [:]

    init(files: [String: [UInt8]]) {
        self.files = files
        for name in files.keys.sorted() { _ = version(of: name, visiting: []) }
    }

    /// Every file, with its version and, for a module, its rewritten imports.
    var assets: [String: WebResources.Asset] { done }

    /// The version of `name`, versioning what it imports first; `visiting` holds the modules whose imports are being
    /// versioned, so that an import cycle (which the app has none of) keeps its plain address rather than looping.
    private mutating func version(of name: String, visiting: Set<String>) -> String? {
        if let asset = done[name] { return asset.version }
        guard let bytes = files[name], !visiting.contains(name) else { return nil }
        var served = bytes
        if name.hasSuffix(".js"), let text = String(bytes: bytes, encoding: .utf8) {
            var rewritten = ""
            var rest = text[...]
            while let found = Self.nextImport(in: rest) {
                let module = String(rest[found])
                rewritten += rest[..<found.lowerBound] + module
                if let version = version(of: module, visiting: visiting.union([name])) { rewritten += "?v=\(version)" }
                rest = rest[found.upperBound...]
            }
            served = Array((rewritten + rest).utf8)
        }
        let asset = WebResources.Asset(bytes: served, contentType: WebResources.contentType(of: name))
        done[name] = asset
        return asset.version
    }

    /// The module name of the next relative import in `text` (`core.js` of `from './core.js'` or `import './app.js'`).
    private static func nextImport(in text: Substring) -> Range<Substring.Index>? {
        var searched = text
        while let quote = searched.range(of: "'./") {
            let before = text[..<quote.lowerBound]
            let isImport = before.hasSuffix("from ") || before.hasSuffix("import ")
            guard let end = searched[quote.upperBound...].firstIndex(of: "'") else { return nil }
            let module = quote.upperBound..<end
            if isImport, text[module].hasSuffix(".js"), !text[module].contains("/") { return module }
            searched = text[end...]
        }
        return nil
    }
}
