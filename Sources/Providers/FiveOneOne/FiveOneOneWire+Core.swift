import Caltrain
import Foundation
import GTFS

extension FiveOneOneWire.StopMonitoring {
    /// The visits grouped into trains by number and service date (`DataFrameRef`). Expected times fall back to
    /// the other expected time, then to the aimed ones (API-NOTES §Caltrain 3); the response's own timestamp is
    /// kept only when it is within a day of `fetchedAt`.
    func snapshot(fetchedAt: Date) -> RealtimeSnapshot {
        var order: [String] = []
        var trains: [String: TrainRealtime] = [:]
        for visit in visits {
            let date = visit.dataFrameRef.flatMap(ServiceDate.init)
            let key = "\(visit.trainNumber)|\(date?.description ?? "")"
            let arrival = visit.expectedArrival ?? visit.expectedDeparture ?? visit.aimedArrival ?? visit.aimedDeparture
            let departure = visit.expectedDeparture ?? visit.expectedArrival ?? visit.aimedDeparture ?? visit.aimedArrival
            let estimate = StopEstimate(stopID: visit.stopPointRef, expectedArrival: arrival, expectedDeparture: departure)
            if trains[key] == nil {
                order.append(key)
                trains[key] = TrainRealtime(number: visit.trainNumber, serviceDate: date, stops: [])
            }
            trains[key]?.stops.append(estimate)
        }
        let stamp = responseTimestamp.flatMap { abs($0.timeIntervalSince(fetchedAt)) < 86_400 ? $0 : nil }
        return RealtimeSnapshot(fetchedAt: fetchedAt, feedTimestamp: stamp, trains: order.compactMap { trains[$0] })
    }
}

extension FiveOneOneWire.Alerts {
    /// The alerts with their enums named, text trimmed and keyed by language (`zh-CN` → `zh`; none → `en`), an
    /// empty English description replaced by the header, and each stop and train named once.
    func snapshot(fetchedAt: Date) -> AlertsSnapshot {
        AlertsSnapshot(fetchedAt: fetchedAt, alerts: alerts.map(\.alert))
    }
}

extension FiveOneOneWire.Alert {
    var alert: CaltrainAlert {
        let header = Self.texts(body.header)
        var description = Self.texts(body.description)
        if description["en"] == nil, let english = header["en"] { description["en"] = english }
        return CaltrainAlert(
            id: id, header: header, description: description,
            cause: GTFSRealtimeNames.cause(body.cause), effect: GTFSRealtimeNames.effect(body.effect),
            severity: GTFSRealtimeNames.severity(body.severity),
            activePeriods: body.periods.map { period in
                AlertPeriod(start: Self.instant(period.start), end: Self.instant(period.end))
            },
            trains: Self.unique(body.informed.compactMap(\.tripID)), stopIDs: Self.unique(body.informed.compactMap(\.stopID)),
            url: body.url)
    }

    private static func texts(_ translations: [FiveOneOneWire.Translation]) -> [String: String] {
        var texts: [String: String] = [:]
        for translation in translations where !translation.text.isEmpty {
            let language = translation.language?.lowercased().split(separator: "-").first.map(String.init) ?? "en"
            if texts[language] == nil { texts[language] = translation.text }
        }
        return texts
    }

    /// Seconds since 1970; 0 is how some feeds write "open".
    private static func instant(_ seconds: Int?) -> Date? {
        guard let seconds, seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

/// The GTFS-Realtime names of the integer enums (gtfs-realtime.proto; API-NOTES §Caltrain, Enums).
enum GTFSRealtimeNames {
    static let causes = [
        "UNKNOWN_CAUSE", "OTHER_CAUSE", "TECHNICAL_PROBLEM", "STRIKE", "DEMONSTRATION", "ACCIDENT", "HOLIDAY", "WEATHER",
        "MAINTENANCE", "CONSTRUCTION", "POLICE_ACTIVITY", "MEDICAL_EMERGENCY", "SPECIAL_EVENT",
    ]
    static let effects = [
        "NO_SERVICE", "REDUCED_SERVICE", "SIGNIFICANT_DELAYS", "DETOUR", "ADDITIONAL_SERVICE", "MODIFIED_SERVICE",
        "OTHER_EFFECT", "UNKNOWN_EFFECT", "STOP_MOVED", "NO_EFFECT", "ACCESSIBILITY_ISSUE",
    ]
    static let severities = ["UNKNOWN_SEVERITY", "INFO", "WARNING", "SEVERE"]

    /// Cause 1…13 by name; absent or unknown → `UNKNOWN_CAUSE`.
    static func cause(_ value: Int?) -> String { name(value, in: causes, unknown: "UNKNOWN_CAUSE") }

    /// Effect 1…11 by name; absent or unknown → `UNKNOWN_EFFECT`.
    static func effect(_ value: Int?) -> String { name(value, in: effects, unknown: "UNKNOWN_EFFECT") }

    /// Severity 1…4 by name; absent or unknown → `UNKNOWN_SEVERITY`.
    static func severity(_ value: Int?) -> String { name(value, in: severities, unknown: "UNKNOWN_SEVERITY") }

    private static func name(_ value: Int?, in names: [String], unknown: String) -> String {
        guard let value, (1...names.count).contains(value) else { return unknown }
        return names[value - 1]
    }
}
