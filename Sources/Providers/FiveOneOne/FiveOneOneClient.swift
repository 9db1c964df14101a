import Caltrain
import Foundation
import GTFS
import NextStopCore
import SwiftProtobuf

/// Reads 511.org's transit API for one agency: real-time (GTFS-Realtime trip updates, or SIRI StopMonitoring for
/// the whole agency), vehicle positions and service alerts. One call per method, whatever the number of riders.
///
/// Throws only `UpstreamError` (or `CancellationError`); neither an error nor a description ever carries the key,
/// the URL or an upstream body.
public struct FiveOneOneClient: CaltrainRealtimeSource, CustomStringConvertible {
    /// Which 511 feed gives the real-time.
    public enum RealtimeFeed: String, Sendable {
        /// GTFS-Realtime trip updates (protobuf): every stop ahead of every train, and cancellations.
        case tripUpdates = "tripupdates"
        /// SIRI StopMonitoring JSON for the whole agency.
        case stopMonitoring = "stopmonitoring"
    }

    private let baseURL: URL
    private let key: APIKey
    private let agency: String
    private let feed: RealtimeFeed
    private let transport: any HTTPTransport
    private let time: any TimeSource
    private let timeout: Double

    /// A client for `agency` (`CT`) at `baseURL` with `key`, reading real-time from `feed`.
    public init(
        baseURL: URL = FiveOneOneEndpoint.defaultBaseURL, key: APIKey, agency: String = "CT",
        feed: RealtimeFeed = .tripUpdates, transport: any HTTPTransport, time: any TimeSource = SystemTimeSource(),
        timeout: Double = 15
    ) {
        self.baseURL = baseURL
        self.key = key
        self.agency = agency
        self.feed = feed
        self.transport = transport
        self.time = time
        self.timeout = timeout
    }

    public var description: String { "511 client for \(agency) at \(baseURL.absoluteString), key <redacted>" }

    public func realtime() async throws -> SourceReply<RealtimeSnapshot> {
        switch feed {
        case .tripUpdates: try await tripUpdates()
        case .stopMonitoring: try await stopMonitoring()
        }
    }

    /// GTFS-Realtime trip updates for the agency.
    public func tripUpdates() async throws -> SourceReply<RealtimeSnapshot> {
        let (response, remaining) = try await fetch(.tripUpdates(agency: agency))
        let updates = try response.reading(TripUpdates.init(protobuf:))
        return SourceReply(updates.trains(fetchedAt: time.now()), rateLimitRemaining: remaining)
    }

    /// SIRI StopMonitoring for every platform of the agency in one call.
    public func stopMonitoring() async throws -> SourceReply<RealtimeSnapshot> {
        let (response, remaining) = try await fetch(.stopMonitoring(agency: agency))
        let wire = try UpstreamCall.decode(FiveOneOneWire.StopMonitoring.self, response)
        return SourceReply(wire.snapshot(fetchedAt: time.now()), rateLimitRemaining: remaining)
    }

    /// GTFS-Realtime vehicle positions for the agency.
    public func vehiclePositions() async throws -> SourceReply<[TrainPosition]> {
        let (response, remaining) = try await fetch(.vehiclePositions(agency: agency))
        let feed = try response.reading(GTFSRealtimeFeed.init(protobuf:))
        return SourceReply(feed.trainPositions, rateLimitRemaining: remaining)
    }

    public func alerts() async throws -> SourceReply<AlertsSnapshot> {
        let (response, remaining) = try await fetch(.serviceAlerts(agency: agency))
        let wire = try UpstreamCall.decode(FiveOneOneWire.Alerts.self, response)
        return SourceReply(wire.snapshot(fetchedAt: time.now()), rateLimitRemaining: remaining)
    }

    private func fetch(_ endpoint: FiveOneOneEndpoint) async throws -> (HTTPResponse, Int?) {
        guard let url = endpoint.url(baseURL: baseURL, key: key) else {
            throw UpstreamError.unreachable(reason: "invalid 511 base URL")
        }
        let response = try await UpstreamCall.send(HTTPRequest(url: url, timeout: timeout), through: transport, now: time.now())
        let remaining = response.header("RateLimit-Remaining").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (response, remaining)
    }
}
