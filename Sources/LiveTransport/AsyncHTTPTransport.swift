import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NextStopCore

/// The live `HTTPTransport`, on AsyncHTTPClient.
public final class AsyncHTTPTransport: HTTPTransport {
    private let client: HTTPClient

    /// - Parameter client: by default one that lives as long as the process (like `HTTPClient.shared`, so it is never
    ///   shut down) with a 2 s connect timeout.
    public init(client: HTTPClient = .upstream) {
        self.client = client
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        outgoing.headers.add(name: "User-Agent", value: "NextStop")
        for (name, value) in request.headers { outgoing.headers.replaceOrAdd(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        do {
            let deadline = NIODeadline.now() + .milliseconds(Int64(request.timeout * 1000))
            let response = try await client.execute(outgoing, deadline: deadline)
            let announced = response.headers.first(name: "Content-Length").flatMap { Int($0) }
            let body = try await Self.collect(
                response.body, announced: announced, upTo: request.maxBodyBytes, before: deadline)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name.lowercased()] = header.value }
            return HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
        {
            throw UpstreamError.timeout
        } catch is NIOTooManyBytesError {
            throw UpstreamError.malformed(reason: "a body over \(request.maxBodyBytes) bytes")
        } catch let error as HTTPClientError where error == .cancelled {
            throw CancellationError()
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as UpstreamError {
            throw error
        } catch {
            throw UpstreamError.unreachable(reason: Self.describe(error))
        }
    }

    /// The body, refused past `limit` bytes (at once when its `announced` length says so), and ended at `deadline`:
    /// AsyncHTTPClient's deadline stops with the answer's head, and a body trickling in a byte a second would
    /// otherwise hold the call for as long as it trickles. Each part that arrives is checked against the deadline
    /// on the event loop's clock, so no timer of the cooperative thread pool is needed; a body that stops coming
    /// at all is ended by the client's read timeout.
    private static func collect(
        _ body: HTTPClientResponse.Body, announced: Int?, upTo limit: Int, before deadline: NIODeadline
    ) async throws -> ByteBuffer {
        if let announced, announced > limit { throw NIOTooManyBytesError(maxBytes: limit) }
        var collected = ByteBuffer()
        for try await part in body {
            guard NIODeadline.now() < deadline else { throw HTTPClientError.deadlineExceeded }
            guard collected.readableBytes + part.readableBytes <= limit else { throw NIOTooManyBytesError(maxBytes: limit) }
            var part = part
            collected.writeBuffer(&part)
        }
        return collected
    }

    /// A short reason that names the failure's kind, never a body.
    private static func describe(_ error: Error) -> String {
        if let error = error as? HTTPClientError { return "\(error)" }
        return String(describing: type(of: error))
    }
}
