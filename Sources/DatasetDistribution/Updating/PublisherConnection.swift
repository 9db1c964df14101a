import Foundation
import NextStopCore
import NextStopDataset

/// The requests of one update: it counts every byte received and turns a missing answer into a one-line error;
/// judging the status is left to the caller.
final class PublisherConnection {
    private let transport: any HTTPTransport
    /// Bodies and headers as the transport returned them (each header as `name: value` and a line break).
    private(set) var bytesReceived = 0
    /// Whether any request got an answer, whatever its status.
    private(set) var reachedPublisher = false

    init(transport: any HTTPTransport) { self.transport = transport }

    /// GETs `url`; throws `UpdateError.unreachable` when there is no answer.
    func get(_ url: URL, headers: [String: String] = [:], timeout: Double) async throws -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(
                    url: url, headers: headers, timeout: timeout, maxBodyBytes: HTTPRequest.archiveBodyLimit))
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as UpstreamError {
            throw UpdateError.unreachable(url: url.absoluteString, reason: error.description)
        } catch {
            throw UpdateError.unreachable(url: url.absoluteString, reason: String(describing: type(of: error)))
        }
        reachedPublisher = true
        bytesReceived += response.body.count
        bytesReceived += response.headers.reduce(0) { total, header in
            total + header.key.utf8.count + header.value.utf8.count + 4
        }
        return response
    }

    /// Whether a response's body is gzip (`Content-Encoding: gzip`).
    static func isGzip(_ response: HTTPResponse) -> Bool {
        response.header("Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased() == "gzip"
    }

    /// A response's body as the file it carries: inflated when it came gzip, refused when larger than `limit` bytes.
    static func content(of response: HTTPResponse, from url: URL, limit: Int) throws -> Data {
        guard isGzip(response) else { return response.body }
        do {
            return try Gzip.decompress(response.body, limit: limit)
        } catch {
            throw UpdateError.badAnswer(url: url.absoluteString, reason: "the gzip body does not inflate (\(error))")
        }
    }
}
