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
        let (client, sent) = (client, outgoing)
        do {
            // AsyncHTTPClient's deadline ends with the answer's head; a body that trickles in must end by it too.
            return try await withDeadline(seconds: request.timeout, timeSource: SystemTimeSource()) {
                let response = try await client.execute(sent, timeout: .milliseconds(Int64(request.timeout * 1000)))
                let body = try await response.body.collect(upTo: request.maxBodyBytes)
                var headers: [String: String] = [:]
                for header in response.headers { headers[header.name.lowercased()] = header.value }
                return HTTPResponse(
                    status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
            }
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
        {
            throw UpstreamError.timeout
        } catch is DeadlineExceeded {
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

    /// A short reason that names the failure's kind, never a body.
    private static func describe(_ error: Error) -> String {
        if let error = error as? HTTPClientError { return "\(error)" }
        return String(describing: type(of: error))
    }
}
