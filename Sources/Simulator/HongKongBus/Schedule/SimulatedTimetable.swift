import Foundation
import HongKongBus
import NextStopCore

/// When a variant's buses run: from its first stop every `headway` seconds, from `firstDeparture` to
/// `lastDeparture` (seconds after Hong Kong midnight), taking `secondsPerStop` from one stop to the next.
public struct SimulatedTimetable: Sendable, Hashable {
    /// Seconds after Hong Kong midnight.
    public var firstDeparture: Int
    /// Seconds after Hong Kong midnight; the day's final bus.
    public var lastDeparture: Int
    /// Seconds between departures.
    public var headway: Int
    /// Seconds from one stop to the next.
    public var secondsPerStop: Int

    /// Arrivals further ahead than this are not reported.
    public static let horizon = 2 * 3_600

    public init(firstDeparture: Int, lastDeparture: Int, headway: Int, secondsPerStop: Int) {
        self.firstDeparture = firstDeparture
        self.lastDeparture = lastDeparture
        self.headway = headway
        self.secondsPerStop = secondsPerStop
    }

    /// The timetable of a variant, from the network seed and the variant's key alone.
    public init(key: RouteKey, seed: UInt64) {
        var random = SeededRandom(seed: StableHash.value(seed: seed, "timetable", key.description))
        let minute = 60
        if key.route.hasPrefix("N") {
            firstDeparture = 15 * minute + random.int(in: 0...20) * minute
            lastDeparture = 270 * minute + random.int(in: 0...45) * minute
            headway = random.int(in: 15...30) * minute
        } else if key.serviceType > 1 {
            // Special departures run at the morning peak only.
            firstDeparture = 390 * minute + random.int(in: 0...90) * minute
            lastDeparture = firstDeparture + random.int(in: 60...150) * minute
            headway = random.int(in: 15...40) * minute
        } else {
            firstDeparture = 330 * minute + random.int(in: 0...90) * minute
            lastDeparture = 1_380 * minute + random.int(in: 0...55) * minute
            headway = random.int(in: 5...25) * minute
        }
        secondsPerStop = random.int(in: 50...110)
    }

    /// The departure index of the day's last bus.
    public var lastDepartureIndex: Int { (lastDeparture - firstDeparture) / headway }

    /// When the bus of departure `index` on the Hong Kong day starting at `dayStart` reaches `position` (0-based).
    public func arrival(departure index: Int, position: Int, dayStart: Date) -> Date {
        dayStart + Double(firstDeparture + index * headway + position * secondsPerStop)
    }

    /// The next buses (up to `limit`) at `position` (0-based) within `horizon`; after the day's last bus, one row
    /// with no time. The same bus keeps its time, so a later `now` shows it closer.
    public func arrivals(atPosition position: Int, now: Date, limit: Int = 3) -> [SimulatedArrival] {
        let today = HongKongTime.startOfDay(containing: now)
        var found: [(eta: Date, remark: ArrivalRemark)] = []
        for dayOffset in -1...1 {
            let dayStart = today + Double(dayOffset * 86_400)
            let behind = now.timeIntervalSince(arrival(departure: 0, position: position, dayStart: dayStart))
            var index = behind <= 0 ? 0 : Int((behind / Double(headway)).rounded(.up))
            while index <= lastDepartureIndex, found.count < limit * 3 {
                let eta = arrival(departure: index, position: position, dayStart: dayStart)
                guard eta.timeIntervalSince(now) <= Double(Self.horizon) else { break }
                let departed = arrival(departure: index, position: 0, dayStart: dayStart) <= now
                let remark: ArrivalRemark =
                    index == lastDepartureIndex ? .finalBus : departed ? .tracked : .scheduled
                found.append((eta, remark))
                index += 1
            }
        }
        guard !found.isEmpty else { return [SimulatedArrival(etaSequence: 1, eta: nil, remark: .finalBusDeparted)] }
        return found.sorted { $0.eta < $1.eta }.prefix(limit).enumerated().map { offset, row in
            SimulatedArrival(etaSequence: offset + 1, eta: row.eta, remark: row.remark)
        }
    }
}

extension SyntheticNetwork {
    /// The timetable the simulator uses for a variant.
    public func timetable(for key: RouteKey) -> SimulatedTimetable { SimulatedTimetable(key: key, seed: seed) }

    /// The arrivals the simulator reports at `position` (0-based) of a variant at time `now`.
    public func arrivals(for variant: RouteVariant, position: Int, at now: Date) -> [SimulatedArrival] {
        timetable(for: variant.key).arrivals(atPosition: position, now: now)
    }
}
