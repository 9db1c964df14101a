import Foundation
import NextStopCore

/// One GET to an upstream that is not KMB's or Citybus's envelope: the status checked, the body decoded, every
/// failure an `UpstreamError` that carries neither the URL (it may hold a key) nor the body.
enum UpstreamCall {
    /// The 2xx response to `request`, its body without a byte order mark.
    static func send(_ request: HTTPRequest, through transport: any HTTPTransport, now: Date = Date()) async throws
        -> HTTPResponse
    {
        var response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as UpstreamError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw UpstreamError.unreachable(reason: String(describing: type(of: error)))
        }
        if let error = UpstreamError.classify(response, now: now) { throw error }
        response.body = response.body.withoutByteOrderMark
        return response
    }

    /// `body` decoded as `type`; a decoding failure is `.malformed` with the coding path as its reason.
    static func decode<Wire: Decodable>(_ type: Wire.Type, _ body: Data) throws -> Wire {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw UpstreamError.malformed(reason: error.shortReason)
        }
    }
}
