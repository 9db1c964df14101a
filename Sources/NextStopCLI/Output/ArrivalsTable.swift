import Foundation
import HongKongBus
import NextStopCore

/// The readable form of a stop's arrivals: one line per route and destination, its next times together and its
/// remarks in a column of their own, within 100 columns.
struct ArrivalsTable {
    let stop: Stop
    let arrivals: StopArrivals
    let language: Language

    var text: String {
        let name = stop.name[language]
        let code = stop.riderCode.map { name.contains($0) ? "" : " (\($0))" } ?? ""
        var lines = [
            name + code
                + (arrivals.isStale ? "  STALE: upstream failing, \(Int(arrivals.age)) s old" : "")
        ]
        var table = TextTable("route", "by", "to", "next", "remark")
        for group in groups {
            var seen: Set<String> = []
            let remarks = group.map { $0.remark[language] }.filter { !$0.isEmpty && seen.insert($0).inserted }
            table.add(
                group[0].route, group[0].company.rawValue, TextTable.clipped(group[0].destination[language], to: 22),
                Self.minutes(of: group),
                TextTable.clipped(remarks.joined(separator: "; "), to: 44))
        }
        lines.append(arrivals.arrivals.isEmpty ? "no departures reported" : table.rendered)
        if !arrivals.unavailable.isEmpty {
            lines.append("unavailable: \(arrivals.unavailable.map(\.description).joined(separator: ", "))")
        }
        lines += arrivals.notAnswering.map(\.message)
        return lines.joined(separator: "\n")
    }

    /// One route's next arrivals as "3, 25, 47 min" ("-" for a bus that has just left), "—" with no time at all.
    static func minutes(of arrivals: [Arrival]) -> String {
        let timed = arrivals.filter { $0.eta != nil }
        guard !timed.isEmpty else { return "—" }
        let counts = timed.map { $0.minutes.map(String.init) ?? "-" }
        return counts.joined(separator: ", ") + (timed.contains { $0.minutes != nil } ? " min" : "")
    }

    /// The arrivals by route, operator and destination, in the order their first arrival comes.
    private var groups: [[Arrival]] {
        var order: [String] = []
        var byKey: [String: [Arrival]] = [:]
        for arrival in arrivals.arrivals {
            let key = "\(arrival.route) \(arrival.company.rawValue) \(arrival.destination[language])"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(arrival)
        }
        return order.compactMap { byKey[$0] }
    }
}
