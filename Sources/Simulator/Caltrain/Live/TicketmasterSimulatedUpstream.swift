import Foundation

/// Ticketmaster Discovery's `/discovery/v2/events.json`: the events around `latlong` on the local day of
/// `startDateTime`, different each day (none at some places and days, answered without `_embedded`), 401 without the
/// key.
public struct TicketmasterSimulatedUpstream: SimulatedUpstream {
    public let pathPrefix = "/discovery/v2"
    private let key: String
    private let seed: UInt64
    private static let names = [
        "Giants vs. Dodgers", "Symphony in the Park", "Jazz at the Depot", "Comedy Night", "Indie Rock Showcase",
        "Night Market", "Warriors Watch Party", "Film Festival Opening",
    ]

    /// Events for requests carrying `key` as `apikey`.
    public init(key: String, seed: UInt64 = 1) {
        self.key = key
        self.seed = seed
    }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        guard request.path == "/discovery/v2/events.json" else { return .notFound }
        let query = request.parameters
        guard query["apikey"] == key else {
            return SimulatorReply(status: 401, body: Array(#"{"fault":{"faultstring":"Invalid ApiKey"}}"#.utf8))
        }
        let place = query["latlong"] ?? ""
        let start = query["startDateTime"].flatMap { ISO8601DateFormatter().date(from: $0) } ?? now
        var pacific = Calendar(identifier: .gregorian)
        pacific.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let day = pacific.dateComponents([.year, .month, .day], from: start)
        let localDate = String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        let count = Int(StableHash.value(seed: seed, "events", place, localDate) % 4)
        let page: JSONValue = .object([("size", .int(10)), ("totalElements", .int(count)), ("number", .int(0))])
        guard count > 0 else { return .json(JSONValue.object([("page", page)]).serialized) }
        let events = (0..<count).map { index -> JSONValue in
            let pick = Int(
                StableHash.value(seed: seed, "event", place, localDate, String(index)) % UInt64(Self.names.count))
            return .object([
                ("name", .string(Self.names[pick])), ("type", .string("event")), ("id", .string("sim-\(pick)-\(index)")),
                ("url", .string("https://www.ticketmaster.com/event/sim-\(pick)")),
                (
                    "dates",
                    .object([
                        ("start", .object([("localDate", .string(localDate)), ("localTime", .string("\(19 + index):30:00"))]))
                    ])
                ),
                ("_embedded", .object([("venues", .array([.object([("name", .string("Venue \(pick + 1)"))])]))])),
            ])
        }
        return .json(JSONValue.object([("_embedded", .object([("events", .array(events))])), ("page", page)]).serialized)
    }
}
