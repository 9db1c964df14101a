import Foundation
import GTFS

/// The service alerts of the moment, naming real trains and platforms: one for each train 5 minutes late or more
/// and each cancellation, a standing notice at the first platform, a track change at a platform, and an elevator out, in 511's JSON with its quirks (enums
/// as integers, texts with stray spaces, an empty English description, four languages).
struct SimulatedAlerts {
    let trains: [SimulatedCaltrainService.RunningTrain]
    let feed: GTFSFeed
    let seed: UInt64
    let now: Date

    var json: JSONValue {
        var entities: [JSONValue] = []
        for train in trains where train.cancelled || train.delay >= 300 {
            let minutes = train.delay / 60
            let text =
                train.cancelled
                ? [
                    "en": "Train \(train.number) is cancelled", "es": "El tren \(train.number) está cancelado",
                    "zh-CN": "\(train.number) 次列車已取消", "vi": "Tàu \(train.number) bị hủy",
                ]
                : [
                    "en": " Train \(train.number) is running \(minutes) minutes late",
                    "es": "El tren \(train.number) lleva \(minutes) minutos de retraso",
                    "zh-CN": "\(train.number) 次列車延誤 \(minutes) 分鐘", "vi": "Tàu \(train.number) trễ \(minutes) phút",
                ]
            entities.append(
                alert(
                    id: "CT_\(train.number)_\(train.serviceDate.gtfsString)", trip: train.number, stop: nil,
                    cause: 3, effect: train.cancelled ? 1 : 3, severity: train.cancelled ? 4 : 3, header: text,
                    description: ["en": ""], periods: []))
        }
        // A standing notice at the first platform of the feed (San Francisco's), so every run has one to show.
        if let terminal = feed.stops.first(where: { $0.locationType == .stopOrPlatform }) {
            entities.append(
                alert(
                    id: "CT_notice_\(terminal.id)", trip: nil, stop: terminal.id, cause: 10, effect: 7, severity: 2,
                    header: [
                        "en": "Construction at \(terminal.name): allow extra time", "vi": "Công trình tại \(terminal.name)",
                    ],
                    description: ["en": "  Use the main entrance; the side gate is closed until further notice. "], periods: []))
        }
        if let platform = pick("track", from: feed.stops.filter { $0.locationType == .stopOrPlatform }) {
            entities.append(
                alert(
                    id: "CT_track_\(platform.id)", trip: nil, stop: platform.id, cause: 9, effect: 6, severity: 2,
                    header: ["en": "Track change at \(platform.name)", "es": "Cambio de vía en \(platform.name)"],
                    description: ["en": "Trains board from the other track today."],
                    periods: [(now.addingTimeInterval(-3_600), nil)]))
        }
        if let elevator = pick("elevator", from: feed.stops.filter { $0.locationType == .entrance }) {
            entities.append(
                alert(
                    id: "CT_elevator_\(elevator.id)", trip: nil, stop: elevator.id, cause: 9, effect: 11, severity: 2,
                    header: ["en": "Elevator \(elevator.id) out of service"], description: ["en": "Use the ramp."],
                    periods: [(now.addingTimeInterval(-86_400), now.addingTimeInterval(86_400))]))
        }
        return .object([
            (
                "Header",
                .object([
                    ("GtfsRealtimeVersion", .string("1.0")), ("incrementality", .int(0)),
                    ("Timestamp", .int(Int(now.timeIntervalSince1970))),
                ])
            ),
            ("Entities", .array(entities)),
        ])
    }

    private func pick(_ kind: String, from stops: [GTFS.Stop]) -> GTFS.Stop? {
        guard !stops.isEmpty else { return nil }
        let hour = Int(now.timeIntervalSince1970 / 3_600)
        return stops[Int(StableHash.value(seed: seed, kind, String(hour)) % UInt64(stops.count))]
    }

    private func alert(
        id: String, trip: String?, stop: String?, cause: Int, effect: Int, severity: Int, header: [String: String],
        description: [String: String], periods: [(Date, Date?)]
    ) -> JSONValue {
        var informed: [(key: String, value: JSONValue)] = [("AgencyId", .string("CT")), ("RouteId", .string(""))]
        if let trip { informed.append(("Trip", .object([("TripId", .string(trip)), ("schedule_relationship", .int(0))]))) }
        if let stop { informed.append(("StopId", .string(stop))) }
        return .object([
            ("Id", .string(id)), ("IsDeleted", .bool(false)), ("TripUpdate", .null), ("Vehicle", .null),
            (
                "Alert",
                .object([
                    (
                        "ActivePeriods",
                        .array(
                            periods.map { start, end in
                                .object([
                                    ("Start", .int(Int(start.timeIntervalSince1970))),
                                    ("End", end.map { .int(Int($0.timeIntervalSince1970)) } ?? .null),
                                ])
                            })
                    ),
                    ("InformedEntities", .array([.object(informed)])),
                    ("cause", .int(cause)), ("effect", .int(effect)), ("severity_level", .int(severity)), ("Url", .null),
                    ("HeaderText", Self.translations(header)), ("DescriptionText", Self.translations(description)),
                ])
            ),
        ])
    }

    private static func translations(_ texts: [String: String]) -> JSONValue {
        .object([
            (
                "Translations",
                .array(
                    texts.keys.sorted().map { language in
                        .object([("Text", .string(texts[language] ?? "")), ("Language", .string(language))])
                    })
            )
        ])
    }
}
