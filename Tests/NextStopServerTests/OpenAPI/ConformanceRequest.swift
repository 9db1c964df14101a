import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

@testable import NextStopServer

/// A conformance case's request as sent, its tokens replaced.
struct ConformanceRequest {
    var method: HTTPRequest.Method
    var uri: String
    /// JSON text, if any.
    var body: String?
    /// Headers besides the device's and the body's type.
    var headers: HTTPFields
    var device: Device?

    /// The path without the query, percent-encoding kept.
    var path: String { URLComponents(string: uri)?.percentEncodedPath ?? uri }

    /// The query parameters, decoded, by name.
    var query: [String: String] {
        Dictionary(
            (URLComponents(string: uri)?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

    /// Sends the request: its headers, the device's token when there is a device, and the body as JSON.
    func send(with client: some TestClientProtocol) async throws -> TestResponse {
        var fields = headers
        if let device, let name = HTTPField.Name(DeviceToken.headerName) { fields[name] = device.token }
        if body != nil { fields[.contentType] = "application/json" }
        return try await client.execute(uri: uri, method: method, headers: fields, body: body.map { ByteBuffer(string: $0) })
    }
}
