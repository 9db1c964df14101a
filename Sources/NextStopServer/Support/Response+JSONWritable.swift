import Hummingbird
import NextStopCore

extension Response {
    /// A JSON answer written by its own `JSONWritable` conformance, for shapes that have no `Encodable` twin.
    static func json(writing value: some JSONWritable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try APIJSON.encode(value))))
    }
}
