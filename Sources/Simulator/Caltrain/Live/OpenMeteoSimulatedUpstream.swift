import Foundation

/// Open-Meteo's `/v1/forecast` for the current weather at one or many places (comma-separated coordinates answer
/// a top-level list), local time without offset beside `utc_offset_seconds`, every WMO code in turn.
public struct OpenMeteoSimulatedUpstream: SimulatedUpstream {
    public let pathPrefix = "/v1/forecast"
    /// The codes the simulated sky goes through, the freezing ones included.
    static let codes = [
        0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ]
    private let seed: UInt64

    public init(seed: UInt64 = 1) { self.seed = seed }

    public func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        let query = request.parameters
        let latitudes = (query["latitude"] ?? "").split(separator: ",").compactMap { Double($0) }
        let longitudes = (query["longitude"] ?? "").split(separator: ",").compactMap { Double($0) }
        let places = Array(zip(latitudes, longitudes))
        let given = (query["latitude"] ?? "").split(separator: ",").count
        guard !places.isEmpty, places.count == given, latitudes.count == longitudes.count,
            places.allSatisfy({ abs($0.0) <= 90 && abs($0.1) <= 180 })
        else {
            return SimulatorReply(
                status: 400, body: Array(#"{"reason":"Latitude must be in range of -90 to 90°.","error":true}"#.utf8))
        }
        let zone = TimeZone(identifier: query["timezone"] ?? "GMT") ?? TimeZone(identifier: "GMT")!
        let offset = zone.secondsFromGMT(for: now)
        let quarter = Int(now.timeIntervalSince1970) / 900 * 900
        let local = Date(timeIntervalSince1970: Double(quarter + offset))
        let format = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateTimeSeparator(.standard).time(
            includingFractionalSeconds: false)
        let time = String(format.format(local).prefix(16))
        let answers = places.enumerated().map { index, place -> JSONValue in
            let hash = StableHash.value(seed: seed, "weather", String(index), String(quarter / 3_600))
            let code = Self.codes[Int(hash % UInt64(Self.codes.count))]
            let temperature = (100 * (14 + StableHash.unit(hash) * 14)).rounded() / 100
            return .object([
                ("latitude", .number(place.0)), ("longitude", .number(place.1)), ("utc_offset_seconds", .int(offset)),
                ("timezone", .string(zone.identifier)), ("location_id", .int(index)),
                (
                    "current_units",
                    .object([
                        ("time", .string("iso8601")), ("temperature_2m", .string("°C")), ("weather_code", .string("wmo code")),
                    ])
                ),
                (
                    "current",
                    .object([
                        ("time", .string(time)), ("interval", .int(900)), ("temperature_2m", .number(temperature)),
                        ("weather_code", .int(code)),
                    ])
                ),
            ])
        }
        return .json((answers.count == 1 ? answers[0] : .array(answers)).serialized)
    }
}
