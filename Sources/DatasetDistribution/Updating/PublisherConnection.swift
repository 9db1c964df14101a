import Foundation
import NextStopCore
import NextStopDataset

/// The requests of one update: it counts every byte received, gives each request the time the download limits allow
/// (never past the update's deadline) and turns a missing or too slow answer into a one-line error; judging the
/// status is left to the caller.
final class PublisherConnection {
    private let transport: any HTTPTransport
    private let limits: DownloadLimits
    private let clock: any TimeSource
    /// When the whole update must be over.
    private let deadline: Date
    /// Bodies and headers as the transport returned them (each header as `name: value` and a line break).
    private(set) var bytesReceived = 0
    /// Whether any request got an answer, whatever its status.
    private(set) var reachedPublisher = false

    init(transport: any HTTPTransport, limits: DownloadLimits, clock: any TimeSource) {
        self.transport = transport
        self.limits = limits
        self.clock = clock
        deadline = clock.now().addingTimeInterval(limits.deadline)
    }

    /// GETs `url`, whose answer is about `expectedBytes` long; throws `UpdateError.unreachable` when there is no
    /// answer and `UpdateError.tooSlow` when it does not arrive in the time the limits give it.
    func get(_ url: URL, headers: [String: String] = [:], expectedBytes: Int) async throws -> HTTPResponse {
        let left = deadline.timeIntervalSince(clock.now())
        let slowest = limits.timeout(forBytes: expectedBytes)
        guard left > 0 else { throw UpdateError.tooSlow(url: url.absoluteString, reason: overDeadline) }
        let timeout = min(slowest, left)
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(
                    url: url, headers: headers, timeout: timeout, maxBodyBytes: HTTPRequest.archiveBodyLimit))
        } catch is CancellationError {
            throw CancellationError()
        } catch UpstreamError.timeout {
            let reason =
                timeout < slowest
                ? overDeadline
                : "it sent less than \(limits.minimumBytesPerSecond / 1_024) KiB/s (under \(expectedBytes / 1_024) KiB in \(Int(timeout)) s)"
            throw UpdateError.tooSlow(url: url.absoluteString, reason: reason)
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

    private var overDeadline: String { "the update did not finish within \(Int(limits.deadline)) s" }

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
