import Foundation
import Hummingbird
import NextStopCore

extension Request {
    /// The body decoded from JSON, at most the context's upload size (413 beyond it, 400 when malformed).
    func decodeJSON<Value: Decodable>(_ type: Value.Type, context: some RequestContext) async throws -> Value {
        let buffer = try await body.collect(upTo: context.maxUploadSize)
        do {
            return try APIJSON.decoder().decode(type, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            if case .dataCorrupted(let detail) = error, detail.codingPath.isEmpty {
                throw APIError(.badRequest, "The request body is not valid JSON.", field: "body")
            }
            throw error
        }
    }
}
