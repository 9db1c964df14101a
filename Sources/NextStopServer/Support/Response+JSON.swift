import Hummingbird
import NextStopCore

extension Response {
    /// An answer that writes its own JSON, compact.
    static func json(_ answer: some JSONWritable, status: HTTPResponse.Status = .ok) throws -> Response {
        json(bytes: try APIJSON.encode(answer), status: status)
    }

    /// An answer that is only `Encodable` (health, link codes, errors), through `APIJSON.encoder()`. A type that both
    /// writes itself and is `Encodable` matches both overloads, so the compiler refuses it: an answer has one path.
    static func json(_ answer: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        json(bytes: Array(try APIJSON.encoder().encode(answer)), status: status)
    }

    /// `json(_:status:)` under the name the bikes section calls it by.
    static func json(writing answer: some JSONWritable, status: HTTPResponse.Status = .ok) throws -> Response {
        try json(answer, status: status)
    }

    static func json(bytes: [UInt8], status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
