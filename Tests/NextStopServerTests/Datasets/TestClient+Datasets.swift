import Foundation
import HTTPTypes
import HummingbirdTesting

extension TestClientProtocol {
    /// A GET with the given headers.
    func get(_ uri: String, headers: HTTPFields) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers, body: nil)
    }
}

extension TestResponse {
    /// The body's bytes.
    var bytes: Data { Data(body.readableBytesView) }
}
