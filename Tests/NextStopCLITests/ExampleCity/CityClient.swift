import Foundation
import NextStopCore
import Providers

/// The example city's open data: the conditions now.
struct CityClient: Sendable {
    struct Conditions: Decodable, Sendable {
        var temperatureC: Double
        var summary: String

        enum CodingKeys: String, CodingKey {
            case temperatureC = "temperature_c"
            case summary
        }
    }

    let baseURL: URL
    let transport: any HTTPTransport

    func now() async throws -> Conditions {
        let response = try await transport.send(HTTPRequest(url: baseURL.appendingPathComponent("v1/now")))
        guard response.status == 200 else { throw UpstreamError.rejected(status: response.status) }
        return try JSONDecoder().decode(Conditions.self, from: response.body)
    }
}
