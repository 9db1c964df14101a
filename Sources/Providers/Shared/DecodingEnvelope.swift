import Foundation
import NextStopCore

/// The envelope of every KMB and Citybus answer: `{type, version, generated_timestamp, data}`.
///
/// `payload` is nil when `data` is empty (`null`, `{}` or `[]`): an unknown stop answers `data: {}`, a wrong
/// argument order `data: []` (API-NOTES §KMB 5, §Citybus 7). An error body such as
/// `{"code":"422","message":"Invalid/Missing parameter(s)"}` in place of the envelope throws the
/// `UpstreamError` its code stands for; the message is never kept.
struct DecodingEnvelope<Payload: Decodable>: Decodable {
    let payload: Payload?

    init(from decoder: any Decoder) throws {
        let envelope = try decoder.container(keyedBy: DecodingKey.self)
        if !envelope.contains("data"), envelope.contains("code") {
            throw Self.error(forCode: try envelope.decodeLenient(Int.self, forKey: "code"))
        }
        if try envelope.decodeNil(forKey: "data") || Self.isEmptyCollection("data", in: envelope) {
            payload = nil
        } else {
            payload = try envelope.decode(Payload.self, forKey: "data")
        }
    }

    private static func error(forCode code: Int) -> UpstreamError {
        guard (400..<600).contains(code) else { return .malformed(reason: "error body with code \(code)") }
        return UpstreamError.classify(HTTPResponse(status: code)) ?? .rejected(status: code)
    }

    private static func isEmptyCollection(
        _ key: DecodingKey, in container: KeyedDecodingContainer<DecodingKey>
    ) -> Bool {
        if let object = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: key) {
            return object.allKeys.isEmpty
        }
        if let list = try? container.nestedUnkeyedContainer(forKey: key) { return list.isAtEnd }
        return false
    }
}
