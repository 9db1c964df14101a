import HTTPTypes
import Hummingbird

/// The Hummingbird responder: hands each request to the engine and writes its reply.
struct SimulatorResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let engine: SimulatorEngine

    func respond(to request: Request, context: Context) async throws -> Response {
        var requestHeaders: [String: String] = [:]
        for field in request.headers { requestHeaders[field.name.canonicalName] = field.value }
        // HTTP/1.1's Host arrives as the authority, not as a header.
        if let authority = request.head.authority { requestHeaders["host"] = authority }
        let reply = await engine.reply(
            to: SimulatedRequest(
                path: request.uri.path, query: request.uri.query, headers: requestHeaders,
                method: request.method.rawValue))
        var headers = HTTPFields()
        headers[.contentType] = reply.contentType
        if let retryAfter = reply.retryAfter { headers[.retryAfter] = retryAfter }
        for (name, value) in reply.headers { HTTPField.Name(name).map { headers[$0] = value } }
        let body =
            if let rate = engine.options.faults.trickleBytesPerSecond, rate > 0 {
                Self.trickled(reply.body, bytesPerSecond: rate)
            } else {
                ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body))
            }
        return Response(status: .init(code: reply.status), headers: headers, body: body)
    }

    /// `bytes` sent `bytesPerSecond` at a time, a second apart, with their full length announced.
    private static func trickled(_ bytes: [UInt8], bytesPerSecond: Int) -> ResponseBody {
        ResponseBody(contentLength: bytes.count) { writer in
            var sent = 0
            while sent < bytes.count {
                if sent > 0 { try await Task.sleep(for: .seconds(1)) }
                let end = min(sent + bytesPerSecond, bytes.count)
                try await writer.write(ByteBuffer(bytes: bytes[sent..<end]))
                sent = end
            }
            try await writer.finish(nil)
        }
    }
}
