import Foundation
import HTTPTypes
import HummingbirdTesting

/// The OpenAPI document as the server serves it, read for what conformance needs: its operations, their parameters,
/// the bodies they take and the answers they may give.
struct OpenAPIDocument {
    /// The keys of a path item that hold operations.
    private static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    let root: JSONValue

    /// The document `GET /api/openapi.json` answers.
    static func served(by client: some TestClientProtocol) async throws -> OpenAPIDocument {
        OpenAPIDocument(root: try JSONValue(parsing: try await client.get("/api/openapi.json").body.readableBytesView))
    }

    /// A validator resolving `$ref`s in this document.
    var validator: SchemaValidator { SchemaValidator(document: root) }

    /// Every documented operation.
    var operations: Set<APIOperation> {
        Set(
            (root["paths"]?.object ?? [:]).flatMap { path, item in
                Self.methods.filter { item[$0] != nil }.map { APIOperation(method: $0, path: path) }
            })
    }

    /// The operation a request falls under, matching its path segment by segment; of several, the one with the most
    /// literal segments (`/favourites/reorder` before `/favourites/{id}`).
    func operation(_ method: HTTPRequest.Method, path: String) -> APIOperation? {
        operations.filter { $0.method == method.rawValue.lowercased() && Self.pathParameters($0.path, in: path) != nil }
            .max { Self.literalSegments(of: $0.path) < Self.literalSegments(of: $1.path) }
    }

    /// The operation object itself.
    subscript(operation: APIOperation) -> JSONValue { root["paths"]?[operation.path]?[operation.method] ?? .null }

    /// The statuses the operation documents.
    func statuses(of operation: APIOperation) -> Set<Int> {
        Set((self[operation]["responses"]?.object ?? [:]).keys.compactMap { Int($0) })
    }

    /// The response documented for a status, its `$ref` followed; `nil` when the status is not documented.
    func response(_ status: Int, of operation: APIOperation) -> JSONValue? {
        self[operation]["responses"]?[String(status)].map(resolved)
    }

    /// The operation's parameters, the path item's included, their `$ref`s followed.
    func parameters(of operation: APIOperation) -> [JSONValue] {
        let shared = root["paths"]?[operation.path]?["parameters"]?.array ?? []
        return (shared + (self[operation]["parameters"]?.array ?? [])).map(resolved)
    }

    /// The operation's request body, its `$ref` followed.
    func requestBody(of operation: APIOperation) -> JSONValue? { self[operation]["requestBody"].map(resolved) }

    /// What a reference object stands for; any other value is itself.
    func resolved(_ value: JSONValue) -> JSONValue {
        guard let reference = value["$ref"]?.string, let target = root.resolving(reference) else { return value }
        return resolved(target)
    }

    /// The decoded value of each `{parameter}` of a path template in a request path; `nil` unless the path matches.
    static func pathParameters(_ template: String, in path: String) -> [String: String]? {
        let patterns = template.split(separator: "/", omittingEmptySubsequences: false)
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard patterns.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (pattern, segment) in zip(patterns, segments) {
            if pattern.hasPrefix("{") && pattern.hasSuffix("}") && !segment.isEmpty {
                values[String(pattern.dropFirst().dropLast())] = segment.removingPercentEncoding ?? String(segment)
            } else if pattern != segment {
                return nil
            }
        }
        return values
    }

    private static func literalSegments(of template: String) -> Int {
        template.split(separator: "/").filter { !$0.hasPrefix("{") }.count
    }
}
