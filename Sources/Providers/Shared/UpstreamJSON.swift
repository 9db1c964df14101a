import Foundation
import NextStopCore

/// Sends a GET to a KMB or Citybus endpoint, checks the status and decodes the envelope's `data`.
///
/// Every failure is an `UpstreamError` (or a `CancellationError`): a non-2xx status as `UpstreamError.classify`
/// names it, an empty body as `.empty`, undecodable JSON as `.malformed` with a coding path as its reason.
/// Neither an error nor a reason ever carries the upstream's body.
struct UpstreamJSON: Sendable {
    let baseURL: URL
    let transport: any HTTPTransport
    let timeout: Double

    /// Every record of a list endpoint that decodes; see `DecodingReport` for the ones that do not. The call's
    /// budget is `timeout` unless a shorter one is given.
    func list<Record: Decodable & Sendable>(
        _ path: [String], of type: Record.Type, timeout: Double? = nil
    ) async throws -> DecodingReport<Record> {
        try await datedList(path, of: type, timeout: timeout).report
    }

    /// `list`'s report, and how many seconds a cache (another server of a cluster) had held the answer: its `Age`.
    func datedList<Record: Decodable & Sendable>(
        _ path: [String], of type: Record.Type, timeout: Double? = nil
    ) async throws -> (report: DecodingReport<Record>, age: TimeInterval) {
        let response = try await answer(from: try url(path), timeout: timeout ?? self.timeout)
        return (try response.reading { try Self.decodeList(type, from: $0) }, response.age)
    }

    /// The one record of a single-record endpoint, or nil when its `data` is empty.
    func record<Record: Decodable>(_ path: [String], of type: Record.Type) async throws -> Record? {
        try await answer(from: try url(path), timeout: timeout).reading { try Self.decodeRecord(type, from: $0) }
    }

    /// The URL of a path under the base URL. Each component is percent-escaped down to unreserved ASCII, so a
    /// route number typed by a person (`../stop`, `1?x`) can neither add path segments nor start a query.
    private func url(_ path: [String]) throws -> URL {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        let text = ([base] + path.map(Self.escape)).joined(separator: "/")
        guard let url = URL(string: text) else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        return url
    }

    /// The records of a list envelope that decode, and the count and first reason of those that do not.
    static func decodeList<Record: Decodable & Sendable>(
        _ type: Record.Type, from body: Data
    ) throws -> DecodingReport<Record> {
        let attempts = try decodePayload([DecodingAttempt<Record>].self, from: body) ?? []
        var records: [Record] = []
        records.reserveCapacity(attempts.count)
        var skippedCount = 0
        var firstSkipReason: String?
        for attempt in attempts {
            switch attempt.result {
            case .success(let record):
                records.append(record)
            case .failure(let error):
                skippedCount += 1
                firstSkipReason = firstSkipReason ?? error.shortReason
            }
        }
        // Nothing decoded out of something: the shape changed, which must not look like an empty list.
        if records.isEmpty, let firstSkipReason { throw UpstreamError.malformed(reason: firstSkipReason) }
        return DecodingReport(records: records, skippedCount: skippedCount, firstSkipReason: firstSkipReason)
    }

    /// The record of a single-record envelope, or nil when its `data` is empty.
    static func decodeRecord<Record: Decodable>(_ type: Record.Type, from body: Data) throws -> Record? {
        try decodePayload(type, from: body)
    }

    private static func decodePayload<Payload: Decodable>(_ type: Payload.Type, from body: Data) throws -> Payload? {
        do {
            return try JSONDecoder().decode(DecodingEnvelope<Payload>.self, from: body).payload
        } catch let error as DecodingError {
            throw UpstreamError.malformed(reason: error.shortReason)
        }
    }

    /// A 2xx answer to a GET of `url` whose body is not blank; every failure as the type's summary says. Its reader
    /// judges it (`HTTPResponse.reading`).
    func answer(from url: URL, timeout: Double) async throws -> HTTPResponse {
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: timeout)
        let response = try await UpstreamCall.answer(to: request, through: transport)
        if let error = UpstreamError.classify(response) { throw error }
        guard response.body.contains(where: { !Self.isWhitespace($0) }) else {
            response.verdict?.judge(readable: false)
            throw UpstreamError.empty
        }
        return response
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte)
    }

    /// Percent-escapes every byte but ASCII letters, digits, `-`, `_` and `~`; dots too, so `..` stays inert.
    private static func escape(_ component: String) -> String {
        var escaped = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                escaped += String(format: "%%%02X", byte)
            }
        }
        return escaped
    }
}
