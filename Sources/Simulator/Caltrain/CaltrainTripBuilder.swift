/// A train ready to be written: ids, numbers and the second of the service day at each of its stops.
struct BuiltTrip: Sendable {
    let tripID: String
    let trainNumber: String
    let serviceID: String
    let route: CaltrainRoute
    let direction: TrainDirection
    let headsign: String
    let stations: [Int]
    /// Seconds after midnight of the service day, one per station; past 86,400 after midnight.
    let times: [Int]
}

/// Turns the plan's slots into trains, drawing service ids, departure shifts and running-time padding.
enum CaltrainTripBuilder {
    /// Draws one 5-digit 511-style `service_id` per service, all distinct.
    static func serviceIDs(count: Int, using generator: inout some RandomNumberGenerator) -> [String] {
        var drawn: [String] = []
        var seen = Set<Int>()
        while drawn.count < count {
            let value = 10_000 + generator.below(90_000)
            if !seen.contains(value) {
                seen.insert(value)
                drawn.append(String(value))
            }
        }
        return drawn
    }

    /// The trains of the plan, in service, direction and departure order, numbered within each service and series.
    static func trips(
        _ slots: [TrainSlot], plan: CaltrainServicePlan, serviceIDs: [String],
        using generator: inout some RandomNumberGenerator
    ) -> [BuiltTrip] {
        var timed: [(slot: TrainSlot, order: Int, times: [Int])] = slots.enumerated().map { order, slot in
            let shift = slot.slack > 0 ? generator.below(2 * slot.slack + 1) - slot.slack : 0
            return (slot, order, times(slot.stations, leaving: slot.departure + shift, using: &generator))
        }
        // Ties on the departure keep the plan's order, so the result never depends on the sort algorithm.
        timed.sort {
            ($0.slot.service, $0.slot.direction.rawValue, $0.times[0], $0.order)
                < ($1.slot.service, $1.slot.direction.rawValue, $1.times[0], $1.order)
        }
        let width = numberWidth(slots)
        var nextIndex: [String: Int] = [:]
        return timed.map { slot, _, times in
            let kind = plan.services[slot.service].kind
            let group = "\(slot.service)/\(slot.series)/\(slot.direction.rawValue)"
            let index = nextIndex[group, default: 0]
            nextIndex[group] = index + 1
            let number =
                CaltrainTimetableShape.numberPrefix(kind)
                + String(slot.series * width + 2 * index + (slot.direction == .north ? 1 : 2))
            let tripID =
                plan.periods.count == 1 ? number : "\(number)-\(plan.periods[plan.services[slot.service].period].start.gtfs)"
            return BuiltTrip(
                tripID: tripID, trainNumber: number, serviceID: serviceIDs[slot.service], route: slot.route,
                direction: slot.direction, headsign: CaltrainStation.all[slot.stations[slot.stations.count - 1]].name,
                stations: slot.stations, times: times)
        }
    }

    /// Scheduled seconds at each station: run time from the distance, a stop allowance, and now and then a minute of padding.
    private static func times(_ stations: [Int], leaving minute: Int, using generator: inout some RandomNumberGenerator) -> [Int]
    {
        var elapsed = 0.0
        var times = [minute * 60]
        times.reserveCapacity(stations.count)
        for (from, to) in zip(stations, stations.dropFirst()) {
            elapsed += runSeconds(from: CaltrainStation.all[from], to: CaltrainStation.all[to])
            if generator.below(5) == 0 { elapsed += 60 }
            times.append(minute * 60 + Int((elapsed / 60).rounded()) * 60)
        }
        return times
    }

    private static let tamienMilepost = CaltrainStation.all[CaltrainStation.index("Tamien")].milepost

    /// 50 s to stop and start again, then the distance at 54 mph on the main line or 40 mph south of Tamien.
    private static func runSeconds(from: CaltrainStation, to: CaltrainStation) -> Double {
        let southOfTamien = max(from.milepost, to.milepost) > tamienMilepost
        return 50 + abs(to.milepost - from.milepost) / (southOfTamien ? 40 : 54) * 3_600
    }

    /// The power of ten that leaves room for every train of the busiest series: 100 gives 101, 102, … 199.
    private static func numberWidth(_ slots: [TrainSlot]) -> Int {
        var counts: [String: Int] = [:]
        for slot in slots {
            counts["\(slot.service)/\(slot.series)/\(slot.direction.rawValue)", default: 0] += 1
        }
        let highest = 2 * (counts.values.max() ?? 0)
        var width = 100
        while width <= highest { width *= 10 }
        return width
    }
}

extension RandomNumberGenerator {
    /// Uniform in `0..<bound` by multiply-high, so the draws do not depend on the standard library's sampling.
    fileprivate mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
