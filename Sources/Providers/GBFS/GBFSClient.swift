import Bikes
import Foundation
import NextStopCore

/// Reads one docked bike system's GBFS feeds (1.x to 3.0), found from its `gbfs.json`.
///
/// Each poll fetches `station_status`; the discovery file, `station_information` and `vehicle_types` are fetched
/// again only once their own `ttl` has passed, as GBFS asks. Every method throws `UpstreamError` (or a
/// `CancellationError`); a system that publishes no `station_information` (free-floating vehicles only) is
/// `.malformed` with a reason that says so.
public final class GBFSClient: Sendable, CustomStringConvertible {
    private let discoveryURL: URL
    private let transport: any HTTPTransport
    private let languages: [String]
    private let timeout: Double
    private let kept = LockedValue(KeptFeeds())

    /// A client for the system whose `gbfs.json` is at `discoveryURL`, naming docks in the first of `languages` the
    /// system writes.
    public init(discoveryURL: URL, transport: any HTTPTransport, languages: [String] = ["en"], timeout: Double = 20) {
        self.discoveryURL = discoveryURL
        self.transport = transport
        self.languages = languages
        self.timeout = timeout
    }

    public var description: String { "GBFSClient(\(discoveryURL.absoluteString))" }

    /// Every dock with its counts now, with the bodies they were read from and the status feed's `ttl`.
    public func docks(now: Date = Date()) async throws -> DockList {
        let feeds = try await discovery(now: now)
        guard let informationURL = feeds["station_information"], let statusURL = feeds["station_status"] else {
            throw UpstreamError.malformed(
                reason: "gbfs.json lists no station_information and station_status: not a docked system")
        }
        let kinds = try await vehicleKinds(feeds["vehicle_types"], now: now)
        let (information, informationBody) = try await stationInformation(informationURL, now: now)
        let statusResponse = try await fetch(statusURL)
        let status = try Self.read(GBFSWire.StationStatusData.self, statusResponse.body)
        var list = try Self.docks(
            information: information.data, status: status.data, kinds: kinds, languages: languages,
            bodies: [Self.informationName: informationBody, Self.statusName: statusResponse.body])
        list.age = statusResponse.age
        list.timeToLive = TimeInterval(status.ttl)
        list.alerts = try await alerts(feeds["system_alerts"], now: now)
        return list
    }

    /// The system's name, time zone, operator and website from `system_information`, with the body they were read
    /// from; `.malformed` when the discovery file lists none.
    public func systemInformation(now: Date = Date()) async throws -> (information: GBFSSystemInformation, body: Data) {
        guard let url = try await discovery(now: now)["system_information"] else {
            throw UpstreamError.malformed(reason: "gbfs.json lists no system_information")
        }
        let body = try await fetch(url).body
        return (try Self.systemInformation(from: body), body)
    }

    /// The system described by a `system_information` body, names in the first of `languages` it writes.
    public static func systemInformation(from body: Data, languages: [String] = ["en"]) throws -> GBFSSystemInformation {
        let wire = try read(GBFSWire.SystemInformation.self, body).data
        return GBFSSystemInformation(
            name: wire.name?.text(preferring: languages), timeZone: wire.timeZone.flatMap(TimeZone.init(identifier:)),
            operatorName: wire.operatorName?.text(preferring: languages), website: wire.website)
    }

    /// The names the two station bodies are kept under in `DockList.bodies`.
    public static let informationName = "station_information.json"
    public static let statusName = "station_status.json"

    /// The docks in a kept pair of station bodies (`informationName`, `statusName`), as a poll read them, without
    /// vehicle types (so without a split of bikes the types would give).
    public static func docks(kept bodies: [String: Data], languages: [String] = ["en"]) throws -> DockList {
        guard let informationBody = bodies[informationName], let statusBody = bodies[statusName] else {
            throw UpstreamError.empty
        }
        return try docks(
            information: read(GBFSWire.StationInformationData.self, informationBody).data,
            status: read(GBFSWire.StationStatusData.self, statusBody).data, kinds: [:], languages: languages,
            bodies: bodies)
    }

    private static func docks(
        information: GBFSWire.StationInformationData, status: GBFSWire.StationStatusData,
        kinds: [String: GBFSVehicleKind], languages: [String], bodies: [String: Data]
    ) throws -> DockList {
        // Docks without a single count would replace good counts with unknown ones: no status is no list.
        guard !status.stations.records.isEmpty else {
            if let reason = status.stations.failures.first { throw UpstreamError.malformed(reason: "station_status: \(reason)") }
            throw UpstreamError.empty
        }
        var list = GBFSStationJoin(kinds: kinds, languages: languages).docks(information: information, status: status)
        guard !list.docks.isEmpty else {
            if let reason = list.firstSkipReason { throw UpstreamError.malformed(reason: reason) }
            throw UpstreamError.empty
        }
        list.bodies = bodies
        return list
    }

    /// Feed URLs by name, in the first of `languages` the discovery file lists (3.0 lists one set).
    private func discovery(now: Date) async throws -> [String: URL] {
        if let feeds = kept.value.discovery?.unexpired(at: now) { return feeds }
        let response = try await fetch(discoveryURL)
        let discovery = try Self.read(GBFSWire.Discovery.self, response.body)
        let byLanguage = discovery.data.feedsByLanguage
        let language =
            languages.first { byLanguage[$0] != nil } ?? byLanguage[""].map { _ in "" } ?? byLanguage.keys.sorted().first
        var feeds: [String: URL] = [:]
        for feed in language.flatMap({ byLanguage[$0] }) ?? [] {
            feeds[feed.name] = URL(string: feed.url, relativeTo: discoveryURL)?.absoluteURL
        }
        kept.withLock { $0.discovery = Expiring(feeds, ttl: discovery.ttl, at: now) }
        return feeds
    }

    private func vehicleKinds(_ url: URL?, now: Date) async throws -> [String: GBFSVehicleKind] {
        guard let url else { return [:] }
        if let kinds = kept.value.kinds?.unexpired(at: now) { return kinds }
        let types = try Self.read(GBFSWire.VehicleTypesData.self, try await fetch(url).body)
        var kinds: [String: GBFSVehicleKind] = [:]
        for type in types.data.vehicleTypes.records { kinds[type.id] = GBFSVehicleKind(type) }
        kept.withLock { $0.kinds = Expiring(kinds, ttl: types.ttl, at: now) }
        return kinds
    }

    /// The system's alerts, fetched again after their `ttl`; none when it publishes no `system_alerts`, and the last
    /// ones read (or none) when the feed fails, since a missing alert is no reason to drop good counts.
    private func alerts(_ url: URL?, now: Date) async throws -> [BikeSystemAlert] {
        guard let url else { return [] }
        if let alerts = kept.value.alerts?.unexpired(at: now) { return alerts }
        do {
            let envelope = try Self.read(GBFSWire.SystemAlertsData.self, try await fetch(url).body)
            let alerts = envelope.data.alerts.records.map { $0.alert(languages: languages) }
            kept.withLock { $0.alerts = Expiring(alerts, ttl: envelope.ttl, at: now) }
            return alerts
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return kept.value.alerts?.value ?? []
        }
    }

    private func stationInformation(_ url: URL, now: Date) async throws -> (
        GBFSWire.Envelope<GBFSWire.StationInformationData>, Data
    ) {
        if let information = kept.value.information?.unexpired(at: now) { return information }
        let body = try await fetch(url).body
        let information = try Self.read(GBFSWire.StationInformationData.self, body)
        kept.withLock { $0.information = Expiring((information, body), ttl: information.ttl, at: now) }
        return (information, body)
    }

    private func fetch(_ url: URL) async throws -> HTTPResponse {
        let request = HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: timeout)
        return try await UpstreamCall.send(request, through: transport)
    }

    private static func read<Payload: Decodable>(_ type: Payload.Type, _ body: Data) throws -> GBFSWire.Envelope<Payload> {
        guard !body.isEmpty else { throw UpstreamError.empty }
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[GBFSReadingHints.key] = GBFSReadingHints()
            return try decoder.decode(GBFSWire.Envelope<Payload>.self, from: body.withoutByteOrderMark)
        } catch let error as DecodingError {
            throw UpstreamError.malformed(reason: error.shortReason)
        }
    }
}

/// What `system_information` says of a system; nil for what it leaves out or writes unreadably.
public struct GBFSSystemInformation: Sendable, Hashable {
    public var name: String?
    public var timeZone: TimeZone?
    public var operatorName: String?
    public var website: String?

    public init(name: String? = nil, timeZone: TimeZone? = nil, operatorName: String? = nil, website: String? = nil) {
        self.name = name
        self.timeZone = timeZone
        self.operatorName = operatorName
        self.website = website
    }
}

/// The feeds a client keeps between polls, each until its `ttl` passes.
private struct KeptFeeds: Sendable {
    var discovery: Expiring<[String: URL]>?
    var kinds: Expiring<[String: GBFSVehicleKind]>?
    var information: Expiring<(GBFSWire.Envelope<GBFSWire.StationInformationData>, Data)>?
    var alerts: Expiring<[BikeSystemAlert]>?
}

private struct Expiring<Value: Sendable>: Sendable {
    var value: Value
    var expires: Date

    init(_ value: Value, ttl: Int, at now: Date) {
        self.value = value
        expires = now.addingTimeInterval(TimeInterval(ttl))
    }

    func unexpired(at now: Date) -> Value? { now < expires ? value : nil }
}
