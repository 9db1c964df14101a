import Foundation
import NextStopCore

/// A docked bike system as a GBFS 3.0 publisher serves it, for `demo` and the tests beside London: Oslo's city bikes,
/// about 250 stations around the fjord, at `/gbfs/oslo/gbfs.json` and its feeds. Names are localized arrays in
/// Norwegian and English, times RFC 3339, and the counts move with the simulator's clock as London's do.
public final class GBFSBikesSimulation: Sendable {
    /// The path the system's feeds are served under.
    public static let pathPrefix = "/gbfs/oslo"
    /// Seconds a client may keep the station status.
    static let statusTTL = 15

    let sites: [SimulatedDockSite]

    /// About `count` stations drawn from `seed`.
    public init(count: Int = 250, seed: UInt64 = 1) {
        sites = OsloDockSites.generate(count: count, seed: seed)
    }

    /// The system's feeds as one simulated upstream.
    public var upstream: any SimulatedUpstream { GBFSBikesUpstream(simulation: self) }

    /// The discovery file's address on a simulator serving at `root`.
    public static func discoveryURL(under root: URL) -> URL {
        root.appendingPathComponent(String(pathPrefix.dropFirst())).appendingPathComponent("gbfs.json")
    }

    /// The body of feed `name` at `now`, its URLs under `root`; nil for a feed the system does not publish.
    public func body(of name: String, root: String, at now: Date) -> [UInt8]? {
        let data: JSONValue
        var ttl = 3_600
        switch name {
        case "gbfs":
            let feeds = ["system_information", "vehicle_types", "station_information", "station_status", "system_alerts"]
            data = .object([
                (
                    "feeds",
                    .array(
                        feeds.map { .object([("name", .string($0)), ("url", .string("\(root)\(Self.pathPrefix)/\($0).json"))]) })
                )
            ])
        case "system_information": data = systemInformation
        case "vehicle_types": data = vehicleTypes
        case "station_information": data = .object([("stations", .array(sites.map(Self.information)))])
        case "system_alerts":
            ttl = 60
            data = .object([("alerts", .array([closure(at: now)]))])
        case "station_status":
            ttl = Self.statusTTL
            data = .object([("stations", .array(sites.map { Self.status($0, SimulatedDockCounts(site: $0, at: now)) }))])
        default: return nil
        }
        return JSONValue.object([
            ("last_updated", .string(Self.time(now))), ("ttl", .int(ttl)), ("version", .string("3.0")), ("data", data),
        ]).serialized
    }

    /// One station closed for works from yesterday to a week from now, as operators announce them.
    private func closure(at now: Date) -> JSONValue {
        let day: TimeInterval = 86_400
        let start = Self.time(now.addingTimeInterval(-day))
        let end = Self.time(now.addingTimeInterval(7 * day))
        return .object([
            ("alert_id", .string("works-\(sites[0].id)")), ("type", .string("station_closure")),
            ("station_ids", .array([.string(sites[0].id)])),
            ("times", .array([.object([("start", .string(start)), ("end", .string(end))])])),
            ("summary", Self.localized(nb: "\(sites[0].name) stengt", en: "\(sites[0].name) closed")),
            (
                "description",
                Self.localized(nb: "Stasjonen er stengt for veiarbeid.", en: "The station is closed for road works.")
            ),
        ])
    }

    private var systemInformation: JSONValue {
        .object([
            ("system_id", .string("oslobysykkel")), ("languages", .array([.string("nb"), .string("en")])),
            ("name", Self.localized(nb: "Oslo Bysykkel", en: "Oslo City Bike")),
            ("operator", Self.localized(nb: "UIP Oslo Bysykkel AS", en: "UIP Oslo Bysykkel AS")),
            ("url", .string("https://oslobysykkel.no")), ("opening_hours", .string("Mo-Su 05:00-01:00")),
            ("feed_contact_email", .string("post@oslobysykkel.no")), ("timezone", .string("Europe/Oslo")),
        ])
    }

    private var vehicleTypes: JSONValue {
        .object([
            (
                "vehicle_types",
                .array([
                    .object([
                        ("vehicle_type_id", .string("bike")), ("form_factor", .string("bicycle")),
                        ("propulsion_type", .string("human")), ("name", Self.localized(nb: "Sykkel", en: "Bike")),
                    ]),
                    .object([
                        ("vehicle_type_id", .string("ebike")), ("form_factor", .string("bicycle")),
                        ("propulsion_type", .string("electric_assist")), ("max_range_meters", .int(50_000)),
                        ("name", Self.localized(nb: "Elsykkel", en: "E-bike")),
                    ]),
                ])
            )
        ])
    }

    private static func information(_ site: SimulatedDockSite) -> JSONValue {
        .object([
            ("station_id", .string(site.id)),
            ("name", .array([.object([("text", .string(site.name)), ("language", .string("nb"))])])),
            ("lat", .number(site.latitude)), ("lon", .number(site.longitude)), ("capacity", .int(site.docks)),
        ])
    }

    private static func status(_ site: SimulatedDockSite, _ counts: SimulatedDockCounts) -> JSONValue {
        let usable = site.installed && !site.locked
        return .object([
            ("station_id", .string(site.id)), ("is_installed", .bool(site.installed)), ("is_renting", .bool(usable)),
            ("is_returning", .bool(usable)), ("last_reported", .string(time(counts.changedAt))),
            ("num_vehicles_available", .int(counts.bikes)),
            (
                "vehicle_types_available",
                .array([
                    .object([("vehicle_type_id", .string("bike")), ("count", .int(counts.standardBikes))]),
                    .object([("vehicle_type_id", .string("ebike")), ("count", .int(counts.eBikes))]),
                ])
            ),
            ("num_docks_available", .int(counts.spaces)), ("num_docks_disabled", .int(site.broken)),
        ])
    }

    private static func localized(nb: String, en: String) -> JSONValue {
        .array([
            .object([("text", .string(nb)), ("language", .string("nb"))]),
            .object([("text", .string(en)), ("language", .string("en"))]),
        ])
    }

    /// RFC 3339 in UTC, whole seconds.
    private static func time(_ date: Date) -> String {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)).formatted(.iso8601)
    }
}

/// The simulated system's feeds at their real paths.
struct GBFSBikesUpstream: SimulatedUpstream {
    let simulation: GBFSBikesSimulation
    var pathPrefix: String { GBFSBikesSimulation.pathPrefix }

    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let file = request.path.dropFirst(pathPrefix.count + 1)
        guard file.hasSuffix(".json"), !file.contains("/"),
            let body = simulation.body(of: String(file.dropLast(5)), root: root(of: request), at: now)
        else { return .notFound }
        return .json(body)
    }

    /// The simulator's address as the client reached it, so feed URLs work from wherever it is asked.
    private func root(of request: SimulatedRequest) -> String {
        "http://\(request.headers["host"] ?? "127.0.0.1")"
    }
}
