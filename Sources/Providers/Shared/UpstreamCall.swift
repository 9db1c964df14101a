import Foundation
import NextStopCore

/// One GET to an upstream: the status checked, the body decoded, every failure an `UpstreamError` that carries
/// neither the URL (it may hold a key) nor the body. KMB's and Citybus's envelope (`UpstreamJSON`) and TfL's
/// answers are read on top of `answer(to:through:)`.
enum UpstreamCall {
    /// The response to `request`, whatever its status; a transport that fails otherwise than with an `UpstreamError`
    /// is `.unreachable`, named by the error's type only (its text may hold the URL).
    static func answer(to request: HTTPRequest, through transport: any HTTPTransport) async throws -> HTTPResponse {
        do {
            return try await transport.send(request)
        } catch let error as UpstreamError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw UpstreamError.unreachable(reason: String(describing: type(of: error)))
        }
    }

    /// The 2xx response to `request`, its body without a byte order mark.
    static func send(_ request: HTTPRequest, through transport: any HTTPTransport, now: Date = Date()) async throws
        -> HTTPResponse
    {
        var response = try await answer(to: request, through: transport)
        if let error = UpstreamError.classify(response, now: now) { throw error }
        response.body = response.body.withoutByteOrderMark
        return response
    }

    /// `response`'s body decoded as `type`, the answer judged by it; a decoding failure is `.malformed` with the
    /// coding path as its reason.
    static func decode<Wire: Decodable>(_ type: Wire.Type, _ response: HTTPResponse) throws -> Wire {
        try response.reading { body in
            do {
                return try JSONDecoder().decode(type, from: body)
            } catch let error as DecodingError {
                throw UpstreamError.malformed(reason: error.shortReason)
            }
        }
    }
}
