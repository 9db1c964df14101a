import Foundation
import Hummingbird
import NextStopCore

extension Request {
    /// The body decoded from JSON, at most the context's upload size (413 beyond it, 400 when malformed).
    func decodeJSON<Value: Decodable>(_ type: Value.Type, context: some RequestContext) async throws -> Value {
        try Self.decodeJSON(type, from: try await bodyData(context: context))
    }

    /// The body's bytes, at most the context's upload size (413 beyond it), for a body read in parts.
    func bodyData(context: some RequestContext) async throws -> Data {
        Data(try await body.collect(upTo: context.maxUploadSize).readableBytesView)
    }

    /// `data` decoded from JSON; 400 when it is not JSON.
    static func decodeJSON<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        do {
            return try APIJSON.decoder().decode(type, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let detail) = error, detail.codingPath.isEmpty {
                throw APIError(.badRequest, "The request body is not valid JSON.", field: "body")
            }
            throw error
        }
    }
}
