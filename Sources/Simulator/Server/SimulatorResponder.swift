import HTTPTypes
import Hummingbird

/// The Hummingbird responder: hands each request to the engine and writes its reply.
struct SimulatorResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let engine: SimulatorEngine

    func respond(to request: Request, context: Context) async throws -> Response {
        var requestHeaders: [String: String] = [:]
        for field in request.headers { requestHeaders[field.name.canonicalName] = field.value }
        let reply = await engine.reply(
            to: SimulatedRequest(
                path: request.uri.path, query: request.uri.query, headers: requestHeaders,
                method: request.method.rawValue))
        var headers = HTTPFields()
        headers[.contentType] = reply.contentType
        if let retryAfter = reply.retryAfter { headers[.retryAfter] = retryAfter }
        for (name, value) in reply.headers { HTTPField.Name(name).map { headers[$0] = value } }
        return Response(
            status: .init(code: reply.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: reply.body))
        )
    }
}
