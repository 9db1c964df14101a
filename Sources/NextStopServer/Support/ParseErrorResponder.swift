import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers bytes the HTTP parser refuses (a request line or headers too long, an unknown method, a request line
/// that is not HTTP) the way every other error is answered: a status that says what went wrong and a JSON error
/// body, where Hummingbird would send a bare 400. Nothing after bad bytes can be trusted, so the server then stops
/// writing (as Hummingbird does) and ignores what else arrives until the client closes. The parser fails before any
/// header is read, so the answer cannot follow the client's `Accept`.
///
/// It sits in each connection's pipeline between the HTTP codec and Hummingbird's request handling. Answers to the
/// requests read before the bad bytes go out first; bad bytes inside a request's body stay that request's failure.
final class ParseErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests read whose answer has not been written to its end.
    private var unanswered = 0
    /// True between a request's head and the end of its body.
    private var readingBody = false
    /// The refusal to send once the requests before it are answered.
    private var pending: APIError?
    /// True once the parser refused the connection's bytes: what follows is their consequence.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingBody = true
        case .body: break
        case .end: readingBody = false
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        guard isEnd else { return }
        unanswered -= 1
        if unanswered == 0, let pending { refuse(pending, context: context) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !refused else { return }
        guard let parseError = error as? HTTPParserError, !readingBody else {
            return context.fireErrorCaught(error)
        }
        refused = true
        let refusal = Self.refusal(for: parseError)
        if unanswered == 0 { refuse(refusal, context: context) } else { pending = refusal }
    }

    /// What the client is told about bytes the parser refused.
    static func refusal(for error: HTTPParserError) -> APIError {
        switch error {
        case .headerOverflow:
            APIError(.requestHeaderFieldsTooLarge, "The request line or headers are too long.")
        case .invalidMethod:
            APIError(.notImplemented, "This server does not know that request method.")
        case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost, .invalidPort:
            APIError(.badRequest, "The request's target is not a valid path.")
        default:
            APIError(.badRequest, "The request is not valid HTTP/1.1.")
        }
    }

    private func refuse(_ refusal: APIError, context: ChannelHandlerContext) {
        pending = nil
        context.writeRefusal(refusal)
        context.close(mode: .output, promise: nil)
    }
}

extension ChannelHandlerContext {
    /// Writes `refusal` as a whole JSON answer that tells the client the connection closes; for a handler between
    /// the HTTP codec and Hummingbird, which answers before any route could.
    func writeRefusal(_ refusal: APIError) {
        let body = channel.allocator.buffer(bytes: refusal.bodyBytes)
        let head = HTTPResponse(
            status: refusal.status,
            headerFields: [
                .contentType: "application/json; charset=utf-8", .contentLength: String(body.readableBytes),
                .connection: "close", .contentTypeOptions: "nosniff",
            ])
        write(NIOAny(HTTPResponsePart.head(head)), promise: nil)
        write(NIOAny(HTTPResponsePart.body(body)), promise: nil)
        writeAndFlush(NIOAny(HTTPResponsePart.end(nil)), promise: nil)
    }
}
