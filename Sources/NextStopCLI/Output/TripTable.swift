import Foundation
import HongKongBus
import NextStopCore

/// The readable form of a trip answer: one block per option, one line per ride.
struct TripTable {
    let answer: TripPlanJSON
    let language: Language

    var text: String {
        guard !answer.outsideNetwork else {
            return "no bus stop within \(answer.walkRadiusM) m of one end: it is outside Hong Kong's bus network"
        }
        guard !answer.options.isEmpty else {
            return "no bus route with at most one change between these places (walking up to \(answer.walkRadiusM) m)"
        }
        return answer.options.enumerated().map { number, option in
            let rides = option.legs.map(ride).joined(separator: "\n")
            return """
                \(number + 1). about \(option.estimatedMinutes) min: walk \(option.walkToBoardM) m, then
                \(rides)
                   then walk \(option.walkFromAlightM) m
                """
        }.joined(separator: "\n\n")
    }

    private func ride(_ leg: TripPlanJSON.LegJSON) -> String {
        let joint = leg.jointRoute.map { " (joint with \($0))" } ?? ""
        var line =
            "   \(leg.variant.company) \(leg.variant.route) to \(leg.variant.destination[language])\(joint): "
            + "\(leg.board.stop.name[language]) → \(leg.alight.stop.name[language]), \(leg.rideStops) stops"
        if let error = leg.arrivalsError {
            line += "\n      next: unavailable (\(error))"
        } else if let arrivals = leg.arrivals {
            let times = arrivals.map { $0.minutes.map { "\($0) min" } ?? $0.remark[language] }
            line += "\n      next: " + (times.isEmpty ? "—" : times.joined(separator: ", "))
        }
        return line
    }
}
