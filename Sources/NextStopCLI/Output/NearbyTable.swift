import Foundation
import HongKongBus
import NextStopCore

/// The readable form of a nearby answer.
struct NearbyTable {
    let answer: NearbyJSON
    let language: Language
    let withArrivals: Bool

    var text: String {
        guard !answer.stops.isEmpty else {
            let outside = answer.radiusM >= 3_000 ? ": the place is outside Hong Kong's bus network" : ""
            return "no stop within \(answer.radiusM) m of \(answer.lat), \(answer.lon)\(outside)"
        }
        var stops = TextTable("m", "code", "stop", "name")
        for stop in answer.stops {
            let extra = stop.sameSpot.isEmpty ? "" : " (+\(stop.sameSpot.count) at the same spot)"
            stops.add(String(stop.distanceM), stop.code ?? "", stop.id, stop.name[language] + extra)
        }
        var routes =
            withArrivals
            ? TextTable("m", "route", "operator", "to", "at", "next") : TextTable("m", "route", "operator", "to", "at")
        for row in answer.routes {
            var cells = [
                String(row.distanceM), row.variant.value.route, row.variant.value.company,
                row.variant.value.destination[language],
                row.stop.value.name[language],
            ]
            if withArrivals { cells.append(next(row)) }
            routes.rows.append(cells)
        }
        return """
            within \(answer.radiusM) m of \(answer.lat), \(answer.lon): \(answer.stops.count) stops, \(answer.routes.count) routes
            \(stops.rendered)

            \(routes.rendered)
            """
    }

    private func next(_ row: NearbyJSON.NearbyRouteJSON) -> String {
        if let error = row.arrivalsError { return "unavailable (\(error))" }
        let arrivals = row.arrivals ?? []
        guard !arrivals.isEmpty else { return "—" }
        let stale = arrivals.contains(where: \.stale) ? " (stale)" : ""
        return arrivals.map { arrival in
            arrival.minutes.map { "\($0)" } ?? (arrival.eta == nil ? arrival.remark[language] : "-")
        }.joined(separator: ", ") + (arrivals.contains { $0.minutes != nil } ? " min" : "") + stale
    }
}
