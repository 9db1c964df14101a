import Hummingbird
import NextStopServices

extension Response {
    /// A JSON answer encoded as every public answer is (`APIJSON.encoder()`).
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try APIJSON.encoder().encode(value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
