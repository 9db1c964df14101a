import NIOCore
import NIOHTTPTypes

/// Gives each request a deadline to arrive whole, head and body, so a client that sends half a request and then
/// trickles or stops cannot hold a connection (and its memory) forever. The clock starts when the connection opens
/// and again when an answer has gone out, so it also ends idle keep-alive connections; it stops once a request's
/// end has been read, leaving the time the answer takes unbounded here.
///
/// When it runs out the client is told `408 Request Timeout` with the usual JSON error, and the connection closes.
/// A request being answered meanwhile is left to finish: the deadline only closes a connection that is waiting.
final class RequestReadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limit: TimeAmount
    private var deadline: Scheduled<Void>?
    /// Requests whose end was read and whose answer has not been written to its end.
    private var answering = 0

    init(limit: TimeAmount) { self.limit = limit }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { disarm() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            answering += 1
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        guard isEnd else { return }
        // An answer the parse-error responder wrote for bytes that were never a request counts for nothing.
        answering = max(0, answering - 1)
        if answering == 0 { arm(context) }
    }

    private func arm(_ context: ChannelHandlerContext) {
        disarm()
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: limit) {
            let (handler, context) = loopBound.value
            handler.expire(context)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }

    private func expire(_ context: ChannelHandlerContext) {
        deadline = nil
        guard answering == 0, context.channel.isActive else { return }
        context.writeRefusal(APIError(.requestTimeout, "The request did not arrive whole in time."))
        context.close(promise: nil)
    }
}
