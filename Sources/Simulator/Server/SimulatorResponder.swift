import Hummingbird

/// The Hummingbird responder: hands each request to the engine and writes its reply.
struct SimulatorResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let engine: SimulatorEngine

    func respond(to request: Request, context: Context) async throws -> Response {
        let reply = await engine.reply(path: request.uri.path, query: request.uri.query)
        var headers = HTTPFields()
        headers[.contentType] = reply.contentType
        if let seconds = reply.retryAfterSeconds { headers[.retryAfter] = String(seconds) }
        return Response(
            status: .init(code: reply.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: reply.body))
        )
    }
}
