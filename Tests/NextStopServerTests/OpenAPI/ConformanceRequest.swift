import Foundation
import HTTPTypes

/// A conformance case's request as sent, its tokens replaced.
struct ConformanceRequest {
    var method: HTTPRequest.Method
    var uri: String
    /// JSON text, if any.
    var body: String?
    var device: Device?

    /// The path without the query, percent-encoding kept.
    var path: String { URLComponents(string: uri)?.percentEncodedPath ?? uri }

    /// The query parameters, decoded, by name.
    var query: [String: String] {
        Dictionary(
            (URLComponents(string: uri)?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first })
    }
}
