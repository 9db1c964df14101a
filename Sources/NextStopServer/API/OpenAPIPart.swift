import Foundation

/// One part of the OpenAPI document: a JSON object with the `tags`, `paths` and `components` one system adds, or,
/// for the shared part, the whole document's frame with the platform's own endpoints and the components systems share.
struct OpenAPIPart: Sendable {
    let bytes: Data

    /// The part bundled with the server as `OpenAPI/{name}.json`; empty (and so failing to assemble) when the build
    /// left it out.
    static func bundled(_ name: String) -> OpenAPIPart {
        let url = Bundle.module.resourceURL?.appendingPathComponent("OpenAPI/\(name).json")
        return OpenAPIPart(bytes: url.flatMap { FileManager.default.contents(atPath: $0.path) } ?? Data())
    }

    /// The document of the shared part with `parts` added: their tags after its tags, their paths and components
    /// beside its own. A part that does not parse, or names a path or component another part has, is refused.
    static func document(_ shared: OpenAPIPart, adding parts: [OpenAPIPart]) throws -> Data {
        var document = try shared.object()
        for part in parts {
            let object = try part.object()
            document["tags"] = (document["tags"] as? [Any] ?? []) + (object["tags"] as? [Any] ?? [])
            document["paths"] = try merged(document["paths"], object["paths"], at: "paths")
            var components = document["components"] as? [String: Any] ?? [:]
            for (kind, entries) in object["components"] as? [String: Any] ?? [:] {
                components[kind] = try merged(components[kind], entries, at: "components.\(kind)")
            }
            document["components"] = components
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    private func object() throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
            throw OpenAPIAssemblyError(reason: "a part of the document is missing or is not a JSON object")
        }
        return object
    }

    private static func merged(_ existing: Any?, _ added: Any?, at place: String) throws -> [String: Any] {
        var merged = existing as? [String: Any] ?? [:]
        for (key, value) in added as? [String: Any] ?? [:] {
            guard merged[key] == nil else { throw OpenAPIAssemblyError(reason: "two parts define \(place) \(key)") }
            merged[key] = value
        }
        return merged
    }
}

/// Why the parts of the OpenAPI document do not make one.
struct OpenAPIAssemblyError: Error, CustomStringConvertible {
    var reason: String
    var description: String { "The OpenAPI document does not assemble: \(reason)." }
}
