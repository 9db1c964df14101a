import Hummingbird
import NextStopCore

extension Response {
    /// A JSON answer in the public encoding; `APIJSON.bytes(of:)` takes the fast path for
    /// representations that write themselves.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try APIJSON.bytes(of: value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
