import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// A device's token as a client such as a watch sends it.
struct Device {
    static let alice = Device(token: "alice-device-token-0000000001")
    static let bob = Device(token: "bob-device-token-00000000000002")

    var token: String
}

extension TestClientProtocol {
    /// Sends a request, as `device` when given, with a JSON body when given.
    func send(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, as device: Device? = nil,
        cookie: String? = nil
    ) async throws -> TestResponse {
        var headers = HTTPFields()
        if let device { headers[HTTPField.Name("X-NextStop-Device")!] = device.token }
        if let cookie { headers[.cookie] = cookie }
        if json != nil { headers[.contentType] = "application/json" }
        return try await execute(
            uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    /// A GET, as `device` when given.
    func get(_ uri: String, as device: Device? = nil) async throws -> TestResponse {
        try await send(.get, uri, as: device)
    }
}
