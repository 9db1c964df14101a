import Hummingbird
import NextStopCore

extension Response {
    /// An answer that writes its own JSON, compact: the one way an answer becomes JSON.
    static func json(_ answer: some JSONWritable, status: HTTPResponse.Status = .ok) throws -> Response {
        json(bytes: try APIJSON.encode(answer), status: status)
    }

    static func json(bytes: [UInt8], status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
