import Foundation
import HongKongRail
import NextStopCore

/// Reads MTR's open data: the next trains at a station of a line (the Next Train API) and the published list of
/// lines and stations.
///
/// Every method throws only `UpstreamError` (or `CancellationError`).
public struct MTRClient: Sendable {
    private let upstream: UpstreamJSON
    private let dataURL: URL

    /// A client for the Next Train API at `baseURL` and the station list under `dataURL`, each call with a budget of
    /// `timeout` seconds, retries included: 4 by default, since someone is waiting on the trains.
    public init(
        baseURL: URL = MTREndpoint.defaultBaseURL, dataURL: URL = MTREndpoint.defaultDataURL,
        transport: any HTTPTransport, timeout: Double = 4
    ) {
        upstream = UpstreamJSON(baseURL: baseURL, transport: transport, timeout: timeout)
        self.dataURL = dataURL
    }

    /// The next trains at `station` on `line`, both ways, with the answer's age (non-zero when another server of a
    /// cluster fetched it). MTR's special-arrangement answer (no trains, `status` 0 and a message) is an answer with
    /// that notice, not an error: it is what riders need to read.
    public func nextTrains(line: String, station: String) async throws -> (value: NextTrains, age: TimeInterval) {
        let url = try MTREndpoint.schedule(line: line, station: station, baseURL: upstream.baseURL)
        let response = try await upstream.answer(from: url, timeout: upstream.timeout)
        return (try Self.trains(in: UpstreamCall.decode(MTRWire.ScheduleReply.self, response), line, station), response.age)
    }

    private static func trains(in reply: MTRWire.ScheduleReply, _ line: String, _ station: String) throws -> NextTrains {
        let trains = reply.stations["\(line)-\(station)"]
        if trains == nil, reply.status == 0 {
            guard !reply.isError, let message = reply.message, !message.isEmpty else {
                throw UpstreamError.malformed(reason: "an MTR error answer (status 0)")
            }
            return NextTrains(
                line: line, station: station, trains: [:], isDelayed: reply.isDelayed,
                notice: withoutLinkPrompt(message), updatedAt: reply.systemTime)
        }
        return NextTrains(
            line: line, station: station, trains: [.up: trains?.up ?? [], .down: trains?.down ?? []],
            isDelayed: reply.isDelayed, updatedAt: reply.systemTime)
    }

    /// Every line and station, from MTR's published station list.
    public func lineMap() async throws -> MTRLineMap {
        let response = try await upstream.answer(from: MTREndpoint.stationList(dataURL: dataURL), timeout: upstream.timeout)
        return try response.reading(MTRStationList.lineMap)
    }

    /// MTR's notice ends by pointing at a link a rider here cannot click.
    private static func withoutLinkPrompt(_ message: String) -> String {
        message.replacingOccurrences(of: "Please click here for more information.", with: "")
            .trimmingCharacters(in: .whitespaces)
    }
}

extension NextTrainsService {
    /// Lines, stations and trains asked of MTR through `client`, trains kept as `settings` say, dated by `timeSource`.
    public convenience init(
        client: MTRClient, settings: LiveAnswerSettings = .init(cacheTTL: 10), observer: (any LiveAnswerObserver)? = nil,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.init(
            loadLineMap: client.lineMap, fetchTrains: { try await client.nextTrains(line: $0, station: $1) },
            settings: settings, observer: observer, timeSource: timeSource)
    }
}
