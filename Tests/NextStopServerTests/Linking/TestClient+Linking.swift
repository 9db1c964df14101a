import Foundation
import HummingbirdTesting
import Testing

/// A link invitation as a client reads it.
struct InvitationBody: Decodable {
    var code: String
    var secret: String
    var expiresAt: Date

    enum CodingKeys: String, CodingKey {
        case code, secret
        case expiresAt = "expires_at"
    }
}

/// A device of a list as a client reads it.
struct LinkedDeviceBody: Decodable {
    var id: Int64
    var current: Bool
}

/// `GET /api/v1/devices` as a client reads it.
struct LinkedDevicesBody: Decodable {
    var devices: [LinkedDeviceBody]
}

extension TestClientProtocol {
    /// The devices sharing `device`'s list, which must answer 200.
    func devices(as device: Device) async throws -> [LinkedDeviceBody] {
        let response = try await send(.get, "/api/v1/devices", as: device)
        #expect(response.status == .ok)
        return try response.decode(LinkedDevicesBody.self).devices
    }

    /// Asks for a link invitation as `device`, which must answer 201.
    func invite(as device: Device) async throws -> InvitationBody {
        let response = try await send(.post, "/api/v1/link-codes", as: device)
        #expect(response.status == .created)
        return try response.decode(InvitationBody.self)
    }

    /// Sends an invitation's secret as `device`.
    func link(secret: String, as device: Device) async throws -> TestResponse {
        try await send(.post, "/api/v1/link", json: #"{"secret":"\#(secret)"}"#, as: device)
    }

    /// Types a link code as `device`.
    func link(code: String, as device: Device) async throws -> TestResponse {
        try await send(.post, "/api/v1/link", json: #"{"code":"\#(code)"}"#, as: device)
    }
}
