import Foundation
import HummingbirdTesting
import NextStopCore

/// The error shape of every failed request.
struct ErrorBody: Decodable {
    struct Detail: Decodable {
        var message: String
        var field: String?
    }

    var error: Detail
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body decoded as the API encodes it.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try APIJSON.decoder().decode(type, from: Data(body.readableBytesView))
    }

    /// The field a JSON error names.
    var errorField: String? { get throws { try decode(ErrorBody.self).error.field } }
}
