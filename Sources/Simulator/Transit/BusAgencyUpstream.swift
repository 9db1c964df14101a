import Foundation

/// Peninsula Bus as its servers answer: the GTFS zip and the three GTFS-Realtime feeds (protobuf), under
/// `/agencies/peninsula-bus`.
public struct BusAgencyUpstream: SimulatedUpstream {
    public static let pathPrefix = "/agencies/peninsula-bus"
    public var pathPrefix: String { Self.pathPrefix }

    let agency: SimulatedBusAgency
    private let zip: [UInt8]

    public init(seed: UInt64 = 1) throws {
        agency = SimulatedBusAgency(seed: seed)
        zip = Array(try agency.gtfsZip())
    }

    /// The address of feed `file` (`gtfs.zip`, `trip-updates.pb`, `alerts.pb`, `vehicle-positions.pb`) on a simulator
    /// serving at `root`.
    public static func url(of file: String, under root: URL) -> URL {
        root.appendingPathComponent(String(pathPrefix.dropFirst())).appendingPathComponent(file)
    }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let body: [UInt8]
        switch request.path.dropFirst(pathPrefix.count) {
        case "/gtfs.zip": return SimulatorReply(status: 200, body: zip, contentType: "application/zip")
        case "/trip-updates.pb": body = agency.tripUpdates(at: now)
        case "/alerts.pb": body = agency.alerts(at: now)
        case "/vehicle-positions.pb": body = agency.vehiclePositions(at: now)
        default: return .notFound
        }
        return SimulatorReply(status: 200, body: body, contentType: "application/x-protobuf")
    }
}
